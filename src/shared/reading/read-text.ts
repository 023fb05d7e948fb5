/**
 * A text read against a lookup of titles: the local store answers every title at once, another
 * v3 service one exact search per title, in rounds (reading-plan.ts). Both give the same words,
 * but for the multi-word headwords that end in no verb («بعد از ظهر»): the local store looks up
 * every run of words for them, another service none (a request each).
 */
import type { TextReading } from '../wire/read';
import { pendingTitles, planReading, type CandidatesOf, type Found, type FoundEntry } from './reading-plan';
import { wordCandidates } from './word-candidates';
import { ANY_VERB, type PhraseReach } from './phrase-verbs';
import { resolveReading } from './reading-resolve';

/** Looks titles up, in the dictionaries of the filter: the entries of each (none: an empty list). */
export type LookupTitles = (titles: readonly string[]) => Found;
export type LookupTitlesAsync = (titles: readonly string[]) => Promise<Found>;

function remember(found: Map<string, readonly FoundEntry[]>, titles: readonly string[], answer: Found): void {
  // A title the lookup left out was asked: it is not asked again.
  for (const title of titles) found.set(title, answer.get(title) ?? []);
}

/**
 * Every word of `text` with its headwords in `dbs` (their order), from a synchronous lookup: its
 * tables. `reach`: how far the store's multi-word headwords go before each verb (phrase-verbs.ts).
 */
export function readText(
  text: string,
  dbs: readonly string[],
  lookup: LookupTitles,
  candidatesOf: CandidatesOf = wordCandidates,
  reach: PhraseReach = ANY_VERB,
): TextReading {
  const plan = planReading(text, candidatesOf, true, reach);
  const found = new Map<string, readonly FoundEntry[]>();
  for (let titles = pendingTitles(plan, found); titles.length > 0; titles = pendingTitles(plan, found)) {
    remember(found, titles, lookup(titles));
  }
  return resolveReading(plan, found, dbs);
}

/**
 * The same from an asynchronous lookup, asking at most `perWord` unasked candidates of each word
 * a round: more rounds, fewer requests (a word's first candidate is most often its headword).
 */
export async function readTextAsync(
  text: string,
  dbs: readonly string[],
  lookup: LookupTitlesAsync,
  perWord = 1,
  candidatesOf: CandidatesOf = wordCandidates,
): Promise<TextReading> {
  const plan = planReading(text, candidatesOf);
  const found = new Map<string, readonly FoundEntry[]>();
  for (
    let titles = pendingTitles(plan, found, perWord);
    titles.length > 0;
    titles = pendingTitles(plan, found, perWord)
  ) {
    remember(found, titles, await lookup(titles));
  }
  return resolveReading(plan, found, dbs);
}
