/**
 * Builds the word pages' examples (data/examples/README.md): for each headword of the embedded
 * default, up to three short sentences of the open corpora that hold a form of it, found by the
 * analyser as the reading page finds a word's headword, the form's place in the sentence kept.
 * Two files: the sentences used, and which headword each example is of. Same sources, same bytes.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exactKey } from '../../src/shared/persian/normalise';
import { EXAMPLES_DIR, EXAMPLES_FILE, SENTENCES_FILE } from '../../src/server/dictionary/examples';
import { remembered } from '../../src/shared/reading/remembered';
import { splitWords } from '../../src/shared/reading/split-words';
import { wordCandidates } from '../../src/shared/reading/word-candidates';
import { shekastehSentences, treebankSentences, type CorpusSentence } from './example-sentences';
import { storeHeadwords } from './store-headwords';


/** The corpora, in the order their sentences are preferred between two equally good. */
const CORPORA = (dataDir: string): CorpusSentence[] => [
  ...treebankSentences(join(dataDir, EXAMPLES_DIR, 'perdt-dev/fa_perdt-ud-dev.conllu'), 'perdt'),
  ...treebankSentences(join(dataDir, 'frequency/seraji-dev/fa_seraji-ud-dev.conllu'), 'seraji'),
  ...shekastehSentences(join(dataDir, EXAMPLES_DIR, 'shekasteh-dev/dev.tsv')),
];

/** Up to this many examples a headword. */
export const EXAMPLES_KEPT = 3;
/** A short sentence: a learner reads it at a glance, a phone shows it in two or three lines. */
const WORDS = { least: 4, most: 16 } as const;
const MOST_CHARACTERS = 120;
/** The length read most easily: a sentence this many words long is the best example. */
const BEST_WORDS = 8;
/** A line that starts with punctuation is a subtitle's turned around («. باید جدا بشیم»). */
const STARTS_WELL_RE = /^[\p{L}«"(]/u;
/** A dateline or a heading ends in a colon («تهران - واحد مرکزی خبر:»): no sentence to learn from. */
const ENDS_WELL_RE = /[^:：]$/u;

interface Candidate {
  readonly sentence: CorpusSentence;
  readonly start: number;
  readonly end: number;
  readonly words: number;
  readonly order: number;
}

/** Whether the corpus's own record says the sentence holds the headword: its lemmas, or its standard spelling. */
function confirmed(sentence: CorpusSentence, key: string, headwordOf: (word: string) => string | undefined): boolean {
  if (sentence.lemmas !== undefined) return sentence.lemmas.has(key);
  return splitWords(sentence.standard ?? '').some(({ text }) => headwordOf(text) === key);
}

/** Each headword's best examples: near the best length, then the corpora's order, then the corpus's own order. */
export function exampleChoice(dataDir: string): Map<string, Candidate[]> {
  const store = storeHeadwords(dataDir);
  const headwordOf = remembered((word: string): string | undefined => {
    const found = wordCandidates(word).find(({ key }) => store.has(key));
    return found?.key;
  });
  const byHeadword = new Map<string, Candidate[]>();
  // A corpus may hold one sentence twice (a news agency's formula): it is one example.
  const texts = new Set<string>();
  CORPORA(dataDir).forEach((sentence, order) => {
    const words = splitWords(sentence.text);
    if (words.length < WORDS.least || words.length > WORDS.most || texts.has(sentence.text)) return;
    if (sentence.text.length > MOST_CHARACTERS || !STARTS_WELL_RE.test(sentence.text)) return;
    if (!ENDS_WELL_RE.test(sentence.text)) return;
    texts.add(sentence.text);
    const seen = new Set<string>();
    for (const word of words) {
      const key = headwordOf(word.text);
      // A letter's name («آ», «ب») is no word a sentence shows the use of.
      if (key === undefined || key.length < 2 || seen.has(key) || !confirmed(sentence, key, headwordOf)) continue;
      seen.add(key);
      const candidate = { sentence, start: word.start, end: word.end, words: words.length, order };
      byHeadword.set(key, [...(byHeadword.get(key) ?? []), candidate]);
    }
  });
  const chosen = new Map<string, Candidate[]>();
  for (const [key, candidates] of byHeadword) {
    const best = [...candidates].sort(
      (a, b) => Math.abs(a.words - BEST_WORDS) - Math.abs(b.words - BEST_WORDS) || a.order - b.order,
    );
    // Each form once where the corpora allow: «کتاب», «کتاب‌ها», not «کتاب» three times.
    const forms = new Set<string>();
    const kept: Candidate[] = [];
    for (const pass of [true, false]) {
      for (const candidate of best) {
        if (kept.length >= EXAMPLES_KEPT || kept.includes(candidate)) continue;
        const form = exactKey(candidate.sentence.text.slice(candidate.start, candidate.end));
        if (pass && forms.has(form)) continue;
        forms.add(form);
        kept.push(candidate);
      }
    }
    chosen.set(key, kept);
  }
  return chosen;
}

const sentenceId = ({ source, id }: CorpusSentence) => `${source}:${id}`;

/** The two files, as text: the sentences used (`id⇥source⇥text`), and each headword's (`headword⇥id⇥start⇥end`). */
export function exampleFiles(dataDir: string): { sentences: string; examples: string } {
  const store = storeHeadwords(dataDir);
  const chosen = exampleChoice(dataDir);
  const used = new Map<string, CorpusSentence>();
  const lines: string[] = [];
  for (const key of [...chosen.keys()].sort()) {
    for (const { sentence, start, end } of chosen.get(key) ?? []) {
      used.set(sentenceId(sentence), sentence);
      lines.push(`${store.get(key) ?? key}\t${sentenceId(sentence)}\t${start}\t${end}\n`);
    }
  }
  const sentences = [...used.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([id, { source, text }]) => `${id}\t${source}\t${text}\n`);
  return { sentences: sentences.join(''), examples: lines.join('') };
}

export function buildExamples(dataDir: string): void {
  const { sentences, examples } = exampleFiles(dataDir);
  writeFileSync(join(dataDir, EXAMPLES_DIR, SENTENCES_FILE), sentences);
  writeFileSync(join(dataDir, EXAMPLES_DIR, EXAMPLES_FILE), examples);
}
