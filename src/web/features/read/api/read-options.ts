/**
 * The words of a text (`POST /api/read`), under one key for the page drawn on the server and the
 * page in the browser: the server asks first and hands the answer on, so hydrating asks nothing.
 * The key holds the service's base URL, the text and the filter — never the token.
 */
import { queryOptions } from '@tanstack/react-query';
import { readBodySchema } from '../../../../shared/wire/read';
import { v3Read } from '../../../api/api-client';
import { timeoutFromMeta } from '../../../api/request-timeout';

export const readKeys = {
  all: ['read'] as const,
  text: (baseUrl: string, text: string, filter: string) => [...readKeys.all, baseUrl, { text, filter }] as const,
};

export function readOptions(baseUrl: string, text: string, filter = '') {
  return queryOptions({
    queryKey: readKeys.text(baseUrl, text, filter),
    queryFn: async ({ signal, meta }) => {
      const params: Record<string, string> = filter === '' ? {} : { filter };
      const body = await v3Read(text, params, readBodySchema, { signal, timeoutMs: timeoutFromMeta(meta) });
      return body.words;
    },
  });
}
