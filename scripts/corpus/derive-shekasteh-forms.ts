/**
 * `tsx scripts/corpus/derive-shekasteh-forms.ts <dev.tok.tsv> <out.tsv>` — the colloquial words of
 * Shekasteh's dev split (MIT) beside the standard form its annotators fixed each to, and the
 * headword that standard form reaches: `colloquial\tstandard\theadword\tclass\tcount` lines, the file
 * test/fixtures/shekasteh/ holds. Columns 1 (as written) and 2 (broken words fixed) of a sentence
 * are aligned word by word: words both hold alike anchor the alignment, and a run between two
 * anchors is paired word for word when both sides have as many words (a run that split or joined
 * words, «روبه» → «را به», is left out), and a pair is kept only when its two words are spelled
 * alike (an edit distance of at most two letters, or 40 % of the longer): a pair further apart is
 * a word the annotators replaced («مامان» → «مادر») or two words the alignment misjoined. The headword is what `recognise` gives the standard form
 * in a store of lemmas: the PerDT dev lemmas, the verbs of our stem tables, and the Lilak words
 * that take affixes (those listed bare are finite verbs and spoken forms too: «دارد», «اون»); a
 * verb form reaches its infinitive, as a treebank lemmatises it («کند» → «کردن», not the adjective).
 * A standard form that reaches none is left out. A fifth column marks the closed-class words
 * (pronouns, prepositions, conjunctions: «را», «یک», «آن»), which PerDT's figures leave out too.
 * Beside it, `<out>.headwords` lists the headwords: the only headwords of the measured store.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exactKey } from '../../src/shared/persian/normalise';
import { PRESENT_STEMS } from '../../src/shared/persian/present-stems';
import { analyse } from '../../src/shared/persian/inflection';
import { recognise } from '../../src/shared/persian/recognise';
import { isVerb } from '../../src/shared/reading/word-candidates';

/** Closed-class words a spoken form stands for; a reader seldom looks them up. */
const CLOSED = new Set(
  (
    'را یک در آن او این اگر که به برای چه از با بر تا هم همان همین آنها اینها ایشان آنجا اینجا ' +
    'خود خودم خودت خودش خودمان خودتان خودشان من تو ما شما آنان وی چرا چطور کجا کی چون مگر پس ' +
    'دیگر هیچ همه چیزی یکی برایم برایت برایش برایمان برایتان برایشان مثل ولی اما'
  ).split(' '),
);

const PERSIAN_RE = /^[\u0600-\u06FF\u200C]+$/;

/** Pairs of differing words, aligned through the words both columns hold alike. */
function alignedPairs(written: readonly string[], fixed: readonly string[]): [string, string][] {
  // Longest common subsequence of exact keys: its words are the anchors.
  const a = written.map(exactKey);
  const b = fixed.map(exactKey);
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      const row = table[i] ?? [];
      row[j] = a[i] === b[j] ? (table[i + 1]?.[j + 1] ?? 0) + 1 : Math.max(table[i + 1]?.[j] ?? 0, row[j + 1] ?? 0);
    }
  }
  const pairs: [string, string][] = [];
  let i = 0;
  let j = 0;
  let gapA: string[] = [];
  let gapB: string[] = [];
  const closeGap = () => {
    if (gapA.length === gapB.length) gapA.forEach((word, k) => pairs.push([word, gapB[k] ?? '']));
    gapA = [];
    gapB = [];
  };
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      closeGap();
      i++;
      j++;
    } else if (j >= b.length || (i < a.length && (table[i + 1]?.[j] ?? 0) >= (table[i]?.[j + 1] ?? 0))) {
      gapA.push(written[i++] ?? '');
    } else {
      gapB.push(fixed[j++] ?? '');
    }
  }
  closeGap();
  return pairs.filter(([w, f]) => PERSIAN_RE.test(w) && PERSIAN_RE.test(f));
}

/** Letters to change, add or drop to turn `a` into `b`. */
function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      const change = (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      next.push(Math.min(change, (row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1));
    }
    row = next;
  }
  return row[b.length] ?? 0;
}

function spelledAlike(colloquial: string, standard: string): boolean {
  const a = exactKey(colloquial);
  const b = exactKey(standard);
  return editDistance(a, b) <= Math.max(2, 0.4 * Math.max(a.length, b.length));
}

const [input, output] = process.argv.slice(2);
if (input === undefined || output === undefined)
  throw new Error('usage: derive-shekasteh-forms <dev.tok.tsv> <out.tsv>');

const perdt = readFileSync(join(import.meta.dirname, '../../test/fixtures/perdt/dev.headwords'), 'utf8').split('\n');
const verbs = [...PRESENT_STEMS.values()].flat();
const lilak = readFileSync(join(import.meta.dirname, '../../node_modules/dictionary-fa/index.dic'), 'utf8')
  .split('\n')
  .filter((line) => line.includes('/') || /[دت]ن$/.test(line))
  .map((line) => line.split('/')[0] ?? '');
const store = new Set([...lilak, ...perdt, ...verbs].filter((word) => word !== '').map(exactKey));
const has = (word: string) => store.has(exactKey(word));

/** The standard form's headword: its infinitive when its likeliest reading is a verb's. */
function headwordOf(standard: string): string | undefined {
  const [first] = analyse(standard, 1);
  const asVerb = first !== undefined && isVerb({ ...first, title: first.headword, key: '' });
  if (asVerb && has(first.headword)) return first.headword;
  return recognise(standard, has, 1)[0]?.headword;
}

const counts = new Map<string, number>();
const headwords = new Set<string>();
for (const line of readFileSync(input, 'utf8').split('\n')) {
  const [written = '', fixed = ''] = line.split('\t');
  for (const [colloquial, standard] of alignedPairs(written.split(/\s+/), fixed.split(/\s+/))) {
    if (!spelledAlike(colloquial, standard)) continue;
    const headword = headwordOf(standard);
    if (headword === undefined) continue;
    headwords.add(headword);
    const row = `${colloquial}\t${standard}\t${headword}\t${CLOSED.has(standard) ? 'closed' : 'open'}`;
    counts.set(row, (counts.get(row) ?? 0) + 1);
  }
}
const lines = [...counts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([row, count]) => `${row}\t${count}`);
writeFileSync(output, `${lines.join('\n')}\n`);
writeFileSync(output.replace(/\.tsv$/, '.headwords'), `${[...headwords].sort().join('\n')}\n`);
console.log(`${lines.length} forms, ${[...counts.values()].reduce((x, y) => x + y, 0)} tokens → ${output}`);
