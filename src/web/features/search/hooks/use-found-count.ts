import { useQuery } from '@tanstack/react-query';
import { searchQueryOptions } from '../api/search-options';
import { toSearchRequest } from '../model/search-request';
import type { DbSelection, SearchView } from '../model/search-url';

/**
 * How many entries the search on screen finds with these dictionaries: the results' own query
 * (one request for both), undefined while the answer for this choice is still on its way.
 */
export function useFoundCount(view: SearchView, dbs: DbSelection): number | undefined {
  const { data, isPlaceholderData } = useQuery(searchQueryOptions(toSearchRequest(view, dbs)));
  return isPlaceholderData ? undefined : data?.num_found;
}
