/**
 * The headwords an inflected form leads to, found against any v3 service: its likeliest readings
 * (the shared analyser) looked up exactly, all at once — one round trip — and those found kept,
 * likeliest first. Loaded on demand with the analyser it carries. One query, not one per reading,
 * so the first visit carries no `useQueries`.
 */
import type { QueryClient } from '@tanstack/react-query';
import { analyse, type Reading } from '../../../../shared/persian/inflection';
import { phraseCandidatesOf } from '../../../../shared/reading/form-candidates';
import type { SearchData } from './search-options';
import { exactPages } from './exact-pages';

/** Exact lookups one form may cost. */
export const INFLECTED_LOOKUPS = 3;

/** A reading whose headword the service has, with the first page of its exact search. */
export interface FoundReading {
  readonly reading: Reading;
  readonly data: SearchData;
}

export async function findReadings(
  queryClient: QueryClient,
  q: string,
  filter: string,
  rows: number,
): Promise<FoundReading[]> {
  // A far-fetched reading is never shown: the form is said to be missing instead.
  const words = analyse(q)
    .filter((reading) => reading.plausible)
    .slice(0, INFLECTED_LOOKUPS);
  // A form of several words may be a multi-word headword's, as the reading page joins them
  // («آغاز کردم» → «آغاز کردن»): a word page's forms link to such searches.
  const phrases = phraseCandidatesOf(q).map(({ title, rules, description }): Reading => ({
    headword: title,
    rules,
    description,
    cost: 0,
    plausible: true,
    beforeForm: false,
  }));
  const readings = [...phrases, ...words].slice(0, INFLECTED_LOOKUPS);
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
