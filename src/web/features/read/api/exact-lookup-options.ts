/**
 * One exact search of a candidate headword, for a reading against another v3 service: the key
 * holds the base URL, the title and the filter, never the token.
 */
import { queryOptions } from '@tanstack/react-query';
import { searchBodySchema } from '../../../../shared/wire/schemas';
import { v3Get } from '../../../api/api-client';
import { readKeys } from './read-keys';

/** Every dictionary's entries of one title fit in a page (22 dictionaries, a few homographs each). */
const ROWS = '50';

export function exactLookupOptions(baseUrl: string, title: string, filter: string) {
  return queryOptions({
    queryKey: readKeys.lookup(baseUrl, title, filter),
    queryFn: async ({ signal }) => {
      const params: Record<string, string> = { q: title, type: 'exact', rows: ROWS };
      if (filter !== '') params['filter'] = filter;
      return (await v3Get('search', params, searchBodySchema, { signal })).data;
    },
  });
}
