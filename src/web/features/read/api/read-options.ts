/**
 * The words of a text, under one key for the page drawn on the server and the page in the
 * browser: the server asks first and hands the answer on, so hydrating asks nothing. The page's
 * own service answers `POST /api/read`; another v3 service (the reader's settings point at it)
 * is read through exact searches (read-elsewhere.ts). The key holds the service's base URL, the
 * text and the filter — never the token.
 */
import { queryOptions } from '@tanstack/react-query';
import { readBodySchema } from '../../../../shared/wire/read';
import { v3Read } from '../../../api/api-client';
import { timeoutFromMeta } from '../../../api/request-timeout';
import { readKeys } from './read-keys';

/** `elsewhere`: the service at `baseUrl` is not the one that served the page, and has no /api/read. */
export function readOptions(baseUrl: string, text: string, filter = '', elsewhere = false) {
  return queryOptions({
    queryKey: readKeys.text(baseUrl, text, filter, elsewhere),
    queryFn: async ({ signal, meta, client }) => {
      if (elsewhere) {
        const { readElsewhere } = await import('./read-elsewhere');
        return readElsewhere(client, baseUrl, text, filter);
      }
      const params: Record<string, string> = filter === '' ? {} : { filter };
      const body = await v3Read(text, params, readBodySchema, { signal, timeoutMs: timeoutFromMeta(meta) });
      return body.words;
    },
  });
}
