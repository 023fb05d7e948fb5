import { skipToken, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { getSettings } from '../../../connection/settings-store';
import { searchKeys } from '../api/search-keys';
import type { FoundReading } from '../api/inflected-lookups';
import { searchQueryOptions } from '../api/search-options';
import { isAsTyped } from '../model/as-typed';
import { headwordsOfForm } from '../model/form-only';
import { toSearchRequest } from '../model/search-request';
import { useEveryDictionaryFilter } from '../../../connection/service-credits';
import type { DbSelection, SearchView } from '../model/search-url';

/**
 * How many entries the search on screen shows with these dictionaries: the results' own query
 * (one request for both), undefined while the answer for this choice is still on its way. When
 * the results are a headword's the form leads to («کتاب» for «کتاب‌ها»), it is theirs: the count
 * of what the reader is shown, never a «none» above them.
 */
export function useFoundCount(view: SearchView, dbs: DbSelection): number | undefined {
  const request = toSearchRequest(view, dbs, useEveryDictionaryFilter());
  const { data, isPlaceholderData } = useQuery(searchQueryOptions(request));
  const [params] = useSearchParams();
  const listedUnder = data === undefined ? [] : headwordsOfForm(data.results, request.q);
  const asForm =
    request.type === 'exact' &&
    !isAsTyped(params) &&
    data !== undefined &&
    (data.num_found === 0 || listedUnder.length > 0);
  // Read from the cache the results fill (inflected-results.tsx); asked for nothing here.
  const inflected = useQuery<FoundReading[]>({
    queryKey: searchKeys.inflected(getSettings().baseUrl, request.q, request.filter, request.rows, listedUnder),
    queryFn: skipToken,
    enabled: asForm,
  });
  if (isPlaceholderData || data === undefined) return undefined;
  if (!asForm) return data.num_found;
  // Still looking for the headword: no count yet, rather than a «none» about to be wrong.
  if (inflected.data === undefined) return inflected.isError ? data.num_found : undefined;
  return inflected.data[0]?.data.num_found ?? data.num_found;
}
