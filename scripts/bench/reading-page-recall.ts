/**
 * What the reading page links in real text against the embedded default: the sentences of PerDT's
 * dev split (test/fixtures/perdt/dev-sentences.jsonl) read whole, as `/read` reads them, and for
 * each inflected word whose gold lemma is a headword of the default data, whether the reading page
 * shows that headword first. It also counts when the word shown holds the lemma: a light verb or
 * compound joined over it («دوست داشتم» → «دوست داشتن»; its auxiliary too, «پیدا خواهد کرد», and
 * a passive's «شدن» under the light verb in «کردن», «دستگیر شدند» → «دستگیر کردن»; a compound the
 * text writes out, «به جای» holding «جای»), a compound verb of it («برگشتن» for «گشتن»), a
 * comparative of it («بیشتر» for «بیش»); and for a word that is no verb, when the word as written is a
 * headword of its own and is shown first. The treebank's own conventions («شد» lemmatised as
 * «کردن», «نیست» as «هستن»: treebank-recall.ts) are left out. `strict` counts the lemma itself
 * only, first: the figure before any of these allowances.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exactKey } from '../../src/shared/persian/normalise';
import { PREVERBS } from '../../src/shared/persian/verb-prefixes';
import type { WordView } from '../../src/shared/reading/reading-view';
import { isTreebankConvention } from './treebank-recall';

export interface TreebankSentence {
  readonly text: string;
  /** Each inflected open word: its span, UPOS and gold lemma. */
  readonly words: readonly (readonly [number, number, string, string])[];
}

export interface PageRecall {
  readonly verbs: number;
  readonly verbsFirst: number;
  readonly all: number;
  readonly allFirst: number;
  /** Of the verbs and of all, the lemma itself first. */
  readonly verbsStrict: number;
  readonly allStrict: number;
  readonly missed: readonly { form: string; lemma: string; shown: string; upos: string }[];
}

export function treebankSentences(): TreebankSentence[] {
  return readFileSync(join(import.meta.dirname, '../../test/fixtures/perdt/dev-sentences.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as TreebankSentence);
}

const WORD_GAP_RE = /[\s\u200C]+/;

const COMPARATIVE_RE = /(?:تر|ترین)$/;
const INFINITIVE_RE = /[دت]ن$/;
/** A compound verb's preverb («برگشتن» holds «گشتن», the lemma the treebank gives «برمی‌گشت»). */
const PREVERB_RE = new RegExp(`^(?:${PREVERBS.join('|')})`);

/** Whether `title` is the lemma, a comparative or compound verb of it, or a multi-word headword one of whose words is. */
function holds(title: string, lemma: string): boolean {
  const gold = exactKey(lemma);
  const key = exactKey(title);
  if (key === gold || (key.startsWith(gold) && COMPARATIVE_RE.test(key.slice(gold.length)))) return true;
  if (INFINITIVE_RE.test(gold) && key.endsWith(gold) && PREVERB_RE.test(key.slice(0, -gold.length))) return true;
  return title.split(WORD_GAP_RE).some((part) => exactKey(part) === gold);
}

/** Whether a word joined over several was read as a light verb the token is the verb, auxiliary or passive of. */
function joinedVerb(word: WordView, title: string, upos: string, lemma: string): boolean {
  const verb = title.split(WORD_GAP_RE).at(-1) ?? '';
  if (word.parts === undefined || !INFINITIVE_RE.test(verb)) return false;
  return upos === 'AUX' || exactKey(verb) === exactKey(lemma) || (lemma === 'شدن' && verb === 'کردن');
}

export function pageRecall(
  sentences: readonly TreebankSentence[],
  read: (text: string) => readonly WordView[],
  headwords: ReadonlySet<string>,
): PageRecall {
  const recall = { verbs: 0, verbsFirst: 0, all: 0, allFirst: 0, verbsStrict: 0, allStrict: 0 };
  const missed: { form: string; lemma: string; shown: string; upos: string }[] = [];
  for (const { text, words } of sentences) {
    const shown = read(text);
    for (const [start, end, upos, lemma] of words) {
      const form = text.slice(start, end);
      if (!headwords.has(exactKey(lemma)) || isTreebankConvention({ form, lemma, upos, count: 1 })) continue;
      const word = shown.find((candidate) => candidate.start <= start && candidate.end >= end);
      const title = word?.headwords[0]?.title ?? '';
      const verb = upos === 'VERB' || upos === 'AUX';
      const own = !verb && word?.text === form && exactKey(title) === exactKey(form);
      const joined = word !== undefined && joinedVerb(word, title, upos, lemma);
      // A compound joined over the word holds it as the text writes it: «به جای» holds «جای».
      const compound = word?.parts !== undefined && holds(title, form);
      const first = title !== '' && (holds(title, lemma) || own || joined || compound);
      const strict = exactKey(title) === exactKey(lemma);
      recall.all += 1;
      if (first) recall.allFirst += 1;
      if (strict) recall.allStrict += 1;
      if (verb) recall.verbs += 1;
      if (verb && first) recall.verbsFirst += 1;
      if (verb && strict) recall.verbsStrict += 1;
      if (!first) missed.push({ form, lemma, shown: title, upos });
    }
  }
  return { ...recall, missed };
}
