import { queryOptions } from '@tanstack/react-query';
import { searchBodySchema, type SearchResult } from '../../../../shared/wire/schemas';
import { v3Get } from '../../../lib/api-client';
import { timeoutFromMeta } from '../../../lib/request-timeout';
import { wordKeys } from './word-keys';

/** The most entries one request may ask for (the service clamps `rows` to 50). */
export const SAME_TITLE_ROWS = 50;

export interface SameTitleEntries {
  readonly total: number;
  readonly results: readonly SearchResult[];
}

/**
 * The same headword in every dictionary: an exact search over all 22 (no filter), in the service's
 * priority order. The page leaves its own entry out when it shows them.
 */
export function sameTitleOptions(baseUrl: string, title: string) {
  return queryOptions({
    queryKey: wordKeys.sameTitle(baseUrl, title),
    queryFn: async ({ signal, meta }): Promise<SameTitleEntries> => {
      const body = await v3Get('search', { q: title, type: 'exact', rows: String(SAME_TITLE_ROWS) }, searchBodySchema, {
        signal,
        timeoutMs: timeoutFromMeta(meta),
      });
      return { total: body.data.num_found, results: body.data.results };
    },
  });
}
