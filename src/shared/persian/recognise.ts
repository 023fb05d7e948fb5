/**
 * The rule every caller of the analyser keeps: a form the store has as a headword comes first,
 * as itself; the readings follow, only those whose headword the store has, the plausible ones
 * before the far-fetched.
 */
import { analyse, type Reading } from './inflection';

/**
 * Readings weighed against the store: more than a blind caller looks up, because guesses the
 * store does not hold (a broken plural's patterns, a regular infinitive) drop out here.
 */
export const READINGS_WEIGHED = 16;

/** A headword a form leads to: itself (no reading), or another through a reading. */
export interface Recognised {
  readonly headword: string;
  readonly reading?: Reading;
}

/** The headwords `form` leads to in a store that answers `isHeadword`, best first. */
export function recognise(form: string, isHeadword: (word: string) => boolean, limit = 10): Recognised[] {
  const found: Recognised[] = [];
  if (isHeadword(form)) found.push({ headword: form.trim() });
  const readings = analyse(form, READINGS_WEIGHED);
  for (const reading of readings) {
    if (found.length >= limit) break;
    if (reading.plausible && isHeadword(reading.headword)) found.push({ headword: reading.headword, reading });
  }
  // A far-fetched reading is offered only after every likely one («در فرهنگ‌ها نیست» comes first
  // on the reading page, which offers none: word-candidates.ts).
  for (const reading of readings) {
    if (found.length >= limit) break;
    if (!reading.plausible && isHeadword(reading.headword)) found.push({ headword: reading.headword, reading });
  }
  return found;
}
