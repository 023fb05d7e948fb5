/**
 * The raw counts the frequency list is built from (data/frequency/README.md): the subtitle list's
 * `word count` lines and the surface tokens of a UD treebank's CoNLL-U, each word as our
 * normaliser writes it. Tokens that are no word a reader looks up are left out here.
 */
import { readFileSync } from 'node:fs';
import { canonical, exactKey } from '../../src/shared/persian/normalise';

/** Persian letters and ZWNJ only: no digits, Latin, punctuation or a lone mark. */
const WORD_RE = /^[\u0621-\u064A\u066E-\u06D3\u06FA-\u06FC\u200C]+$/;

/**
 * Bound morphemes that subtitle writers set apart with a space («می کنم», «کتاب ها», «خسته ام»):
 * counted as words they would make «می» (wine) or «ها» the commonest headwords.
 */
const BOUND = new Set(
  'می نمی ها های هایی هایم هایت هایش هایمان هایتان هایشان ای ی ام ات اش ایم اید اند ترین'.split(' '),
);

/** «و» (and) is a word; every other lone letter is a clitic set apart or a typo. */
const ONE_LETTER_WORDS = new Set(['و']);

/** A form worth counting, as our normaliser writes it; undefined for a token that is none. */
export function countedForm(token: string): string | undefined {
  const form = canonical(token);
  if (!WORD_RE.test(form) || BOUND.has(form) || (form.length === 1 && !ONE_LETTER_WORDS.has(form))) return undefined;
  return form;
}

/** The subtitle list (`word count` a line): each counted form with its count, in the file's order. */
export function subtitleCounts(file: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const space = line.lastIndexOf(' ');
    if (space <= 0) continue;
    const form = countedForm(line.slice(0, space));
    const count = Number(line.slice(space + 1));
    if (form !== undefined && Number.isInteger(count)) counts.set(form, (counts.get(form) ?? 0) + count);
  }
  return counts;
}

/** What a treebank gives the frequency list: its surface words' counts and the lemmas they were given. */
export interface TreebankCounts {
  readonly counts: Map<string, number>;
  /** Each form's exact key with its lemmas' exact keys (a verb's as its infinitive) and how often. */
  readonly lemmas: Map<string, Map<string, number>>;
  readonly tokens: number;
}

const VERBAL = new Set(['VERB', 'AUX']);

/**
 * A verb's lemma as a dictionary lists it: the treebank writes the past stem, a dictionary the
 * infinitive. A lemma the form does not hold is the treebank's convention, not the writer's word
 * («شد» lemmatised as «کرد» in a passive light verb): no evidence.
 */
export function lemmaOf(form: string, lemma: string, upos: string): string | undefined {
  if (!VERBAL.has(upos)) return exactKey(lemma);
  return exactKey(form).includes(exactKey(lemma)) ? exactKey(`${lemma}ن`) : undefined;
}

/**
 * A CoNLL-U file's words as they stand in its text: a multi-word token's surface form
 * («کتابش», split by the treebank into «کتاب» + «ش») stands for its parts, with its host's lemma.
 */
export function treebankCounts(file: string): TreebankCounts {
  const counts = new Map<string, number>();
  const lemmas = new Map<string, Map<string, number>>();
  let tokens = 0;
  let skipUntil = 0;
  let surface: string | undefined;
  const see = (form: string, lemma: string, upos: string): void => {
    const key = lemmaOf(form, lemma, upos);
    if (key === undefined || key === '') return;
    const seen = lemmas.get(exactKey(form)) ?? new Map<string, number>();
    seen.set(key, (seen.get(key) ?? 0) + 1);
    lemmas.set(exactKey(form), seen);
  };
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const [id = '', token = '', lemma = '', upos = ''] = line.split('\t');
    const range = /^(\d+)-(\d+)$/.exec(id);
    if (range !== null) {
      skipUntil = Number(range[2]);
      surface = countedForm(token);
    } else if (/^\d+$/.test(id) && Number(id) <= skipUntil) {
      // The host of a multi-word token is its first part: its lemma is the surface word's.
      if (surface !== undefined) see(surface, lemma, upos);
      surface = undefined;
      continue;
    } else if (!/^\d+$/.test(id)) continue;
    tokens += 1;
    const form = countedForm(token);
    if (form === undefined) continue;
    counts.set(form, (counts.get(form) ?? 0) + 1);
    if (range === null) see(form, lemma, upos);
  }
  return { counts, lemmas, tokens };
}
