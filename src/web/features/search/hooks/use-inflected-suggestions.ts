import { useQueries } from '@tanstack/react-query';
import { useOnDemand } from '../../../lib/use-on-demand';
import { displayTitle } from '../../../lib/text-lang';
import { searchQueryOptions } from '../api/search-options';

// The analyser is loaded the first time suggest has nothing for what was typed, not before.
const loadAnalyser = () => import('../../../../shared/persian/inflection');

/** Exact lookups one typed form may cost, asked together: one round trip. */
const LOOKUPS = 3;

export interface InflectedSuggestion {
  /** The headword as the dictionary gives it. */
  readonly headword: string;
  /** «جمعِ دریا». */
  readonly description: string;
}

/**
 * The headwords `term` is an inflected form of, for a suggest list that has nothing else: its
 * likeliest readings looked up exactly in every dictionary, those found kept, likeliest first.
 * Works against any v3 service. Nothing until `wanted`, the analyser and the lookups are in.
 */
export function useInflectedSuggestions(term: string, wanted: boolean): InflectedSuggestion[] {
  const { module } = useOnDemand(loadAnalyser, wanted);
  const readings = wanted && module ? module.analyse(term, LOOKUPS) : [];
  const lookups = useQueries({
    queries: readings.map((reading) =>
      searchQueryOptions({ q: reading.headword, type: 'exact', filter: '', start: 0, rows: 1 }),
    ),
  });
  const found: InflectedSuggestion[] = [];
  lookups.forEach((lookup, index) => {
    const first = lookup.data?.results[0];
    const reading = readings[index];
    if (first === undefined || reading === undefined) return;
    const headword = displayTitle(first);
    if (!found.some((seen) => seen.headword === headword)) found.push({ headword, description: reading.description });
  });
  return found;
}
