/**
 * A headword's exact search over all 22 dictionaries, under one query key for every page that
 * shows it: the word page lists the same headword elsewhere from it, and its «مقایسه در فرهنگ‌ها»
 * opens the compare page on the answer already cached — the columns and the dialects' entries are
 * that answer narrowed to the chosen dictionaries. The key holds the service's base URL and the
 * word — never the token (saving settings clears the cache instead).
 */
import { queryOptions, type QueryFunctionContext } from '@tanstack/react-query';
import type { DbName } from '../../shared/catalog';
import type { SearchType } from '../../shared/search-types';
import { searchBodySchema, type SearchResult } from '../../shared/wire/schemas';
import { v3Get } from './api-client';
import { timeoutFromMeta } from './request-timeout';

/** The most entries one request may ask for (the service clamps `rows` to 50). */
export const ANSWER_ROWS = 50;

export interface SearchAnswer {
  /** Entries the service found; more than `results` when one answer could not hold them all. */
  readonly total: number;
  /** The first of them, in the service's priority order. */
  readonly results: readonly SearchResult[];
}

/** One search, as many entries as one answer holds; `dbs` undefined searches all 22. */
export async function searchAnswer(
  word: string,
  type: SearchType,
  dbs: readonly DbName[] | undefined,
  { signal, meta }: Pick<QueryFunctionContext, 'signal' | 'meta'>,
): Promise<SearchAnswer> {
  const params = { q: word, type, rows: String(ANSWER_ROWS), ...(dbs ? { filter: dbs.join(',') } : {}) };
  const body = await v3Get('search', params, searchBodySchema, { signal, timeoutMs: timeoutFromMeta(meta) });
  return { total: body.data.num_found, results: body.data.results };
}

export const headwordKeys = {
  all: ['headword'] as const,
  everywhere: (baseUrl: string, word: string) => [...headwordKeys.all, 'everywhere', { baseUrl, word }] as const,
};

/** The headword in every dictionary: an exact search with no filter, in the service's priority order. */
export function headwordOptions(baseUrl: string, word: string) {
  return queryOptions({
    queryKey: headwordKeys.everywhere(baseUrl, word),
    queryFn: (context) => searchAnswer(word, 'exact', undefined, context),
  });
}
