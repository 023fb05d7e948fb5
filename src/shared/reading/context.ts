/**
 * What a word's neighbours say of it, for the reading page: whether a form that may be a verb or
 * a noun («برد»: "carried" or "range"; «داده»: "given" or "data") is the verb here. A light bigram
 * model: how often, in a written treebank (context-table.ts, made by scripts/data/build-context.ts),
 * a word of the same shape was a verb beside the same neighbour — a past stem before «را» is no
 * verb, a participle before «است», «شد» or «بود» is one, a word after «به» or «از» is none, and a
 * past stem ending a sentence is its verb. Each neighbour's say is its log-odds; a neighbour the
 * table lacks is read by its headword («می‌خوام» as «خواستن») or says nothing.
 */
import { formKey } from '../persian/inflection';
import { CONTEXT_TABLE } from './context-table';
import { remembered } from './remembered';
import type { TextWord } from './split-words';
import { isVerb, type Candidate } from './word-candidates';

/** A word's shape: ending in «ه» (a participle, or a noun), in «د»/«ت» (a past stem), or neither. */
export type Shape = 'h' | 'd' | 'o';

const HEH_RE = /[^ا]ه$/;
const PAST_RE = /[دت]$/;

export function shapeOf(key: string): Shape {
  return HEH_RE.test(key) ? 'h' : PAST_RE.test(key) ? 'd' : 'o';
}

/** The key a neighbour is looked up by: its form, or its headword, each as formKey writes it. */
export interface Neighbour {
  readonly form: string;
  readonly headword?: string;
}

/** Punctuation between two words, as the treebank's tokens write it; undefined when there is none. */
export function punctuationIn(gap: string): string | undefined {
  if (/[.!?؟…]/.test(gap)) return '.';
  if (/[،,؛;]/.test(gap)) return '،';
  if (/:/.test(gap)) return ':';
  return undefined;
}

/** A neighbour's log-odds in quarter nats, by one character from «P» (none). */
const ZERO = 0x50;
const STEP = 4;

/** An entry's key: which side, the word's shape, whether the neighbour is a form («f») or a headword («h»), its key. */
export const cueKey = (side: 'p' | 'n', shape: Shape, by: 'f' | 'h', key: string): string =>
  `${side}${shape}${by}${key}`;

export function oddsChar(odds: number): string {
  return String.fromCharCode(ZERO + Math.max(-40, Math.min(40, Math.round(odds * STEP))));
}

let cues: Map<string, number> | undefined;

function cueTable(): Map<string, number> {
  if (cues !== undefined) return cues;
  cues = new Map();
  for (const entry of CONTEXT_TABLE.split(' '))
    if (entry.length > 4) cues.set(entry.slice(0, -1), (entry.charCodeAt(entry.length - 1) - ZERO) / STEP);
  return cues;
}

/** Texts repeat their words: each is keyed once. */
const keyOf = remembered(formKey, 20_000);

function say(side: 'p' | 'n', shape: Shape, neighbour: Neighbour | undefined, table: Map<string, number>): number {
  if (neighbour === undefined) return 0;
  const byForm = table.get(cueKey(side, shape, 'f', keyOf(neighbour.form)));
  if (byForm !== undefined || neighbour.headword === undefined) return byForm ?? 0;
  return table.get(cueKey(side, shape, 'h', keyOf(neighbour.headword))) ?? 0;
}

/** The log-odds, from its neighbours, that a word of this form is a verb (0: they say nothing). */
export function verbOdds(form: string, before: Neighbour | undefined, after: Neighbour | undefined): number {
  const shape = shapeOf(keyOf(form));
  const table = cueTable();
  return say('p', shape, before, table) + say('n', shape, after, table);
}

/** The odds past which the neighbours settle what the word is, against the order its form alone gives. */
const SETTLES = 2;
/** How far down a word's candidates the other reading may be brought up from. */
const REACH = 3;

/**
 * Whether the table was taught the verb reading's kind: a written past stem or participle («برد»,
 * «داده»), the homographs of a written treebank. A spoken verb («میده») is none it has seen.
 */
function taught(verb: Candidate): boolean {
  return TAUGHT.has(verb.rules[0] ?? '') && !verb.rules.includes('colloquial');
}
const TAUGHT: ReadonlySet<string> = new Set(['past', 'participle']);

/** A neighbour of word `at` on `side`: the punctuation between them, else the word with its first reading's headword. */
function neighbour(
  text: string,
  words: readonly TextWord[],
  singles: readonly (readonly Candidate[])[],
  at: number,
  side: -1 | 1,
): Neighbour {
  const word = words[at];
  const other = words[at + side];
  const gap =
    other === undefined || word === undefined
      ? ''
      : side < 0
        ? text.slice(other.end, word.start)
        : text.slice(word.end, other.start);
  const mark = other === undefined ? (side < 0 ? '^' : '.') : punctuationIn(gap);
  if (mark !== undefined || other === undefined) return { form: mark ?? '.' };
  const reading = singles[at + side]?.find((candidate) => candidate.rules.length > 0);
  return { form: other.text, headword: reading?.title };
}

/**
 * Each word's candidates as its neighbours order them: where they say clearly that the word is a
 * verb («داده» before «شد»), its first verb reading comes first; where they say it is none («برد»
 * after «از»), its first other candidate does. Elsewhere the order its form gives stands.
 */
export function inContext(
  text: string,
  words: readonly TextWord[],
  singles: readonly (readonly Candidate[])[],
): (readonly Candidate[])[] {
  return singles.map((candidates, at) => {
    const first = candidates[0];
    const word = words[at];
    if (first === undefined || word === undefined || candidates.length < 2) return candidates;
    const wantVerb = !isVerb(first);
    const other = candidates.slice(1, REACH + 1).findIndex((candidate) => isVerb(candidate) === wantVerb);
    if (other < 0 || !taught(wantVerb ? (candidates[other + 1] as Candidate) : first)) return candidates;
    const odds = verbOdds(word.text, neighbour(text, words, singles, at, -1), neighbour(text, words, singles, at, 1));
    if ((wantVerb ? odds : -odds) < SETTLES) return candidates;
    const moved = candidates[other + 1] as Candidate;
    return [moved, ...candidates.filter((candidate) => candidate !== moved)];
  });
}
