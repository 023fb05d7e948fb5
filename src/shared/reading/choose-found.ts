/**
 * Which of a word's candidates the reader is shown: the first the dictionaries hold — but a
 * candidate found only as another entry's alternate (a dictionary lists «کاری», «you plant», under
 * «کاشتن») gives way to a later one found as a headword of its own whose word is used as much or
 * more («کار»): an alternate says the form is one of that entry's, not that it is the likeliest.
 */
import { formKey } from '../persian/inflection';
import { exactKey } from '../persian/normalise';
import { USE_WEIGHTS, type UseWeights } from '../persian/use-weights';
import type { Candidate } from './word-candidates';

/** What is read of an entry found: its headword as written. */
interface Titled {
  readonly title: string;
}

const use = (title: string, weights: UseWeights): number => weights.lexeme(formKey(title)) ?? 0;

/** Whether some entry found for the candidate is a headword written as it. */
export function foundAsHeadword(candidate: Candidate, entries: readonly Titled[]): boolean {
  return entries.some((entry) => entry.title === candidate.title || exactKey(entry.title) === candidate.key);
}

/** The candidate shown, given what was found for each; undefined when none was found. */
export function chooseFound(
  candidates: readonly Candidate[],
  entriesOf: (candidate: Candidate) => readonly Titled[],
  weights: UseWeights = USE_WEIGHTS,
): Candidate | undefined {
  let alternate: { candidate: Candidate; use: number } | undefined;
  for (const candidate of candidates) {
    const entries = entriesOf(candidate);
    if (entries.length === 0) continue;
    if (foundAsHeadword(candidate, entries)) {
      if (alternate === undefined || use(candidate.title, weights) >= alternate.use) return candidate;
      return alternate.candidate;
    }
    alternate ??= { candidate, use: Math.max(...entries.map((entry) => use(entry.title, weights))) };
  }
  return alternate?.candidate;
}
