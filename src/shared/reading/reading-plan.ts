/**
 * A text's reading in two steps around one batch of exact lookups, so that the same core reads
 * against the local store (all at once, synchronously) or another v3 service (one request per
 * distinct candidate, asked in rounds so a word's unlikelier readings are asked only when its
 * likelier ones are not headwords): `planReading`, then `pendingTitles` until it is empty, then
 * `resolveReading` (reading-resolve.ts).
 */
import type { Example } from '../wire/word-extras';
import { foundAsHeadword } from './choose-found';
import { inContext } from './context';
import { phraseCandidates, type PhraseCandidate } from './phrase-candidates';
import type { PhraseReach } from './phrase-verbs';
import { splitWords, type TextWord } from './split-words';
import { wordRuns } from './word-runs';
import { wordCandidates, type Candidate } from './word-candidates';

/** A dictionary's entry for a title looked up: its first sense already plain (first-sense.ts). */
export interface FoundEntry {
  readonly title: string;
  readonly db: string;
  readonly num: number;
  readonly meaning: string;
  readonly pron: string;
  /** How common the headword is, when the service says (search-types' `band`). */
  readonly band?: string;
  /** A sentence holding a form of the headword, when the store has one. */
  readonly example?: Example;
}

/**
 * What the lookups found so far, by the title asked: none found is an empty list, not asked is no
 * key. Entries come in the order exact search gives them; the first of each dictionary is shown.
 */
export type Found = ReadonlyMap<string, readonly FoundEntry[]>;

export interface ReadingPlan {
  readonly text: string;
  readonly words: readonly TextWord[];
  /** Each word's candidates, best first. */
  readonly singles: readonly (readonly Candidate[])[];
  /** Multi-word candidates, longest first at each verb. */
  readonly phrases: readonly PhraseCandidate[];
  /** The title asked for each exact key: candidates of one key share one lookup. */
  readonly titleOfKey: ReadonlyMap<string, string>;
}

/** A word's candidates (word-candidates.ts); a service may hand in one that remembers them across texts. */
export type CandidatesOf = (form: string) => Candidate[];

/**
 * The plan of a reading. `runs`: also every run of words as written, for the multi-word headwords
 * that end in no verb («بعد از ظهر», word-runs.ts) — a lookup each, so only for a local store.
 * `reach`: how far a verb's phrases go where candidates cost no request (phrase-verbs.ts); none
 * against another service.
 */
export function planReading(
  text: string,
  candidatesOf: CandidatesOf = wordCandidates,
  runs = false,
  reach?: PhraseReach,
): ReadingPlan {
  const words = splitWords(text);
  // A text repeats its words: each form is analysed once.
  const byForm = new Map<string, Candidate[]>();
  const singles = words.map((word) => {
    let candidates = byForm.get(word.text);
    if (candidates === undefined) {
      candidates = candidatesOf(word.text);
      byForm.set(word.text, candidates);
    }
    return candidates;
  });
  // A word's neighbours may settle what its form alone cannot (context.ts).
  const placed = inContext(text, words, singles);
  const verbs = phraseCandidates(text, words, placed, candidatesOf, reach);
  const phrases = runs ? [...verbs, ...wordRuns(text, words)] : verbs;
  const titleOfKey = new Map<string, string>();
  for (const { candidate } of phrases)
    if (!titleOfKey.has(candidate.key)) titleOfKey.set(candidate.key, candidate.title);
  for (const candidates of byForm.values())
    for (const { key, title } of candidates) if (!titleOfKey.has(key)) titleOfKey.set(key, title);
  return { text, words, singles: placed, phrases, titleOfKey };
}

/** The entries found for a candidate; undefined when its title has not been looked up. */
export function foundFor(plan: ReadingPlan, found: Found, candidate: Candidate): readonly FoundEntry[] | undefined {
  const title = plan.titleOfKey.get(candidate.key);
  return title === undefined ? undefined : found.get(title);
}

const GAP_RE = /[\s\u200C]/;

/**
 * The entries found for a multi-word candidate that are headwords in words: exact keys fold
 * spaces, so «در گذشته» would otherwise find «درگذشتن» (to die) for «in the past».
 */
export function phraseEntries(plan: ReadingPlan, found: Found, candidate: Candidate): readonly FoundEntry[] {
  return (foundFor(plan, found, candidate) ?? []).filter((entry) => GAP_RE.test(entry.title));
}

/** The words a found multi-word headword covers, by what is known now. */
function coveredWords(plan: ReadingPlan, found: Found): Set<number> {
  const covered = new Set<number>();
  for (const { first, last, candidate } of plan.phrases) {
    if (phraseEntries(plan, found, candidate).length === 0) continue;
    for (let i = first; i <= last; i++) covered.add(i);
  }
  return covered;
}

/**
 * The titles still to look up: every multi-word candidate, and for each word not inside a found
 * one its candidates up to the first known headword — at most `perWord` unasked ones a round.
 */
export function pendingTitles(plan: ReadingPlan, found: Found, perWord = Infinity): string[] {
  const pending = new Set<string>();
  const ask = (candidate: Candidate): void => {
    const title = plan.titleOfKey.get(candidate.key);
    if (title !== undefined && !found.has(title)) pending.add(title);
  };
  for (const { candidate } of plan.phrases) ask(candidate);
  const covered = coveredWords(plan, found);
  const done = new Set<readonly Candidate[]>();
  plan.singles.forEach((candidates, word) => {
    if (covered.has(word) || done.has(candidates)) return;
    done.add(candidates);
    let asked = 0;
    for (const candidate of candidates) {
      const entries = foundFor(plan, found, candidate);
      // Found only as another entry's alternate, a later candidate may still be shown (choose-found.ts).
      if (entries !== undefined && entries.length > 0 && foundAsHeadword(candidate, entries)) return;
      if (entries !== undefined) continue;
      ask(candidate);
      if (++asked >= perWord) return;
    }
  });
  return [...pending];
}
