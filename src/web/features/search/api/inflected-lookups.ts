/**
 * The headwords an inflected form leads to, found against any v3 service: its likeliest readings
 * (the shared analyser) looked up exactly, all at once — one round trip — and those found kept,
 * likeliest first. Loaded on demand with the analyser it carries. One query, not one per reading,
 * so the first visit carries no `useQueries`.
 */
import type { QueryClient } from '@tanstack/react-query';
import { analyse } from '../../../../shared/persian/inflection';
import type { Description } from '../../../../shared/persian/inflection-rules';
import { exactKey } from '../../../../shared/persian/normalise';
import { phraseCandidatesOf } from '../../../../shared/reading/form-candidates';
import type { SearchData } from './search-options';
import { exactPages } from './exact-pages';

/** Exact lookups one form may cost. */
export const INFLECTED_LOOKUPS = 3;

/** What the form is read as: a headword, and what the form is of it as steps (none when untold). */
export interface FormReading {
  readonly headword: string;
  readonly description: Description;
}

/** A reading whose headword the service has, with the first page of its exact search. */
export interface FoundReading {
  readonly reading: FormReading;
  readonly data: SearchData;
}

/**
 * `listedUnder`: the headwords a dictionary lists the form under (its alternates): the analyser's
 * reading of one of them goes first, and without one the first of them is the headword, untold how.
 */
export async function findReadings(
  queryClient: QueryClient,
  q: string,
  filter: string,
  rows: number,
  listedUnder: readonly string[] = [],
): Promise<FoundReading[]> {
  // A far-fetched reading is never shown: the form is said to be missing instead.
  const plausible = analyse(q).filter((reading) => reading.plausible);
  // A form of several words may be a multi-word headword's, as the reading page joins them
  // («آغاز کردم» → «آغاز کردن»): a word page's forms link to such searches.
  const phrases = phraseCandidatesOf(q).map(({ title, description }): FormReading => ({
    headword: title,
    description,
  }));
  const listed = new Set(listedUnder.map(exactKey));
  const confirmed = plausible.filter((reading) => listed.has(exactKey(reading.headword)));
  const first = listedUnder[0];
  let readings: FormReading[] = [...phrases, ...plausible].slice(0, INFLECTED_LOOKUPS);
  if (confirmed.length > 0) readings = confirmed.slice(0, 1);
  else if (first !== undefined) readings = [{ headword: first, description: [] }];
  const answers = await exactPages(
    queryClient,
    readings.map((reading) => reading.headword),
    filter,
    rows,
  );
  return readings.flatMap((reading, index) => {
    const data = answers[index];
    return data !== undefined && data.num_found > 0 ? [{ reading, data }] : [];
  });
}
