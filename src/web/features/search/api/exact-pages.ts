/**
 * The first page of an exact search for each of several words, all at once — one round trip — and
 * through the query cache, so following one of them afterwards asks nothing again.
 */
import type { QueryClient } from '@tanstack/react-query';
import { searchQueryOptions, type SearchData } from './search-options';

export function exactPages(
  queryClient: QueryClient,
  words: readonly string[],
  filter: string,
  rows: number,
): Promise<SearchData[]> {
  return Promise.all(
    words.map((q) => queryClient.fetchQuery(searchQueryOptions({ q, type: 'exact', filter, start: 0, rows }))),
  );
}
