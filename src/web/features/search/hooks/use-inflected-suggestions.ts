import { skipToken, useQuery } from '@tanstack/react-query';
import type { Description } from '../../../../shared/persian/inflection-rules';
import { getSettings } from '../../../connection/settings-store';
import { displayTitle } from '../../../text/text-lang';
import { searchKeys } from '../api/search-keys';

export interface InflectedSuggestion {
  /** The headword as the dictionary gives it. */
  readonly headword: string;
  /** What the form is of it: plural, «جمعِ دریا». */
  readonly description: Description;
}

/** Every dictionary, one result: enough to know the headword is there and how it is written. */
const FILTER = '';
const ROWS = 1;

/**
 * The headwords `term` is an inflected form of, for a suggest list that has nothing else («دریاها»
 * → «دریا»), against any v3 service. The analyser and its lookups load only when `wanted`; until
 * they answer, and when they fail, there are none.
 */
export function useInflectedSuggestions(term: string, wanted: boolean): readonly InflectedSuggestion[] {
  const { data } = useQuery({
    queryKey: searchKeys.inflected(getSettings().baseUrl, term, FILTER, ROWS),
    queryFn:
      wanted && term !== ''
        ? async ({ client }) => (await import('../api/inflected-lookups')).findReadings(client, term, FILTER, ROWS)
        : skipToken,
    retry: false,
  });
  if (!wanted || data === undefined) return [];
  const found: InflectedSuggestion[] = [];
  for (const { reading, data: answer } of data) {
    const first = answer.results[0];
    const headword = first ? displayTitle(first) : reading.headword;
    if (!found.some((seen) => seen.headword === headword)) found.push({ headword, description: reading.description });
  }
  return found;
}
