/**
 * `tsx scripts/corpus/derive-treebank-forms.ts <split.conllu> <out.tsv>` — the inflected forms of
 * one dev split of a UD Persian treebank (PerDT; CC BY-SA 4.0) as `form\tlemma\tUPOS\tcount`
 * lines, the files test/fixtures/perdt/ holds and bench:inflection reads. A form is a token as a reader
 * sees it in the text: a word, or a word with its clitic pronoun or copula (the treebank splits
 * «ماتمش» into «ماتم» + «ش»; the reader meets «ماتمش»), with trailing punctuation left off.
 * Verbs' lemmas are past stems there; a dictionary lists the infinitive, the past stem + «ن».
 * Beside it, `<out>.headwords` lists every lemma of the split's open words: the store a reader
 * searches when the figure is measured; and `<out>.words` every open word as the reader meets it,
 * inflected or not (`form\tUPOS\tcount`): what share of a text's content words /read links.
 */
import { readFileSync, writeFileSync } from 'node:fs';

/** Words a reader looks up in a dictionary; pronouns, prepositions and determiners are closed sets. */
const OPEN = new Set(['NOUN', 'PROPN', 'ADJ', 'ADV', 'VERB', 'AUX']);
/** What may follow an open word inside one token: a clitic pronoun, the copula, punctuation. */
const CLITIC = new Set(['PRON', 'AUX', 'VERB', 'PUNCT']);
const PAST_STEM_RE = /(?:د|ت)$/;

type Columns = string[];

function lemmaOf(word: Columns): string | undefined {
  const [, , lemma = '', upos = '', , , , , , misc = ''] = word;
  // «گرفت#گیر»: a lemma left in the treebank's older stem-pair form names no one headword.
  if (lemma.includes('#')) return undefined;
  if (upos !== 'VERB' && upos !== 'AUX') return lemma;
  // «OrigLemma=#توان» is a verb the treebank gives no past stem for: no infinitive to check against.
  if (/OrigLemma=#/.test(misc) || !PAST_STEM_RE.test(lemma)) return undefined;
  return `${lemma}ن`;
}

function tokens(text: string): { form: string; host: Columns }[] {
  const out: { form: string; host: Columns }[] = [];
  let span: { last: number; form: string; words: Columns[] } | undefined;
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const columns = line.split('\t');
    const id = columns[0] ?? '';
    if (id.includes('.')) continue;
    const range = /^(\d+)-(\d+)$/.exec(id);
    if (range !== null) {
      span = { last: Number(range[2]), form: columns[1] ?? '', words: [] };
      continue;
    }
    if (span === undefined) {
      out.push({ form: columns[1] ?? '', host: columns });
      continue;
    }
    span.words.push(columns);
    if (Number(id) < span.last) continue;
    const [host, ...rest] = span.words;
    if (host !== undefined && rest.every((word) => CLITIC.has(word[3] ?? ''))) {
      let form = span.form;
      for (const word of rest.reverse()) if (word[3] === 'PUNCT') form = form.slice(0, form.lastIndexOf(word[1] ?? ''));
      out.push({ form, host });
    }
    span = undefined;
  }
  return out;
}

const [input, output] = process.argv.slice(2);
if (input === undefined || output === undefined)
  throw new Error('usage: derive-treebank-forms <split.conllu> <out.tsv>');
const counts = new Map<string, number>();
const headwords = new Set<string>();
const words = new Map<string, number>();
for (const { form, host } of tokens(readFileSync(input, 'utf8'))) {
  const upos = host[3] ?? '';
  if (OPEN.has(upos) && form !== '') words.set(`${form}\t${upos}`, (words.get(`${form}\t${upos}`) ?? 0) + 1);
  const lemma = lemmaOf(host);
  if (!OPEN.has(upos) || lemma === undefined) continue;
  headwords.add(lemma);
  if (form === lemma || form === '') continue;
  const line = `${form}\t${lemma}\t${upos}`;
  counts.set(line, (counts.get(line) ?? 0) + 1);
}
const lines = [...counts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([line, count]) => `${line}\t${count}`);
writeFileSync(output, `${lines.join('\n')}\n`);
writeFileSync(output.replace(/\.tsv$/, '.headwords'), `${[...headwords].sort().join('\n')}\n`);
const wordLines = [...words].sort(([a], [b]) => (a < b ? -1 : 1)).map(([line, count]) => `${line}\t${count}`);
writeFileSync(output.replace(/\.tsv$/, '.words'), `${wordLines.join('\n')}\n`);
console.log(`${lines.length} forms, ${[...counts.values()].reduce((a, b) => a + b, 0)} tokens → ${output}`);
