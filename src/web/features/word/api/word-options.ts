import { queryOptions } from '@tanstack/react-query';
import { wordBodySchema } from '../../../../shared/wire/schemas';
import { v3Get } from '../../../lib/api-client';
import { timeoutFromMeta } from '../../../lib/request-timeout';
import { wordKeys, type WordParams } from './word-keys';

/** One entry's full meaning (`GET /v3/word`). */
export function wordOptions(baseUrl: string, params: WordParams) {
  return queryOptions({
    queryKey: wordKeys.entry(baseUrl, params),
    queryFn: async ({ signal, meta }) => {
      const body = await v3Get(
        'word',
        { title: params.title, db: params.db, num: String(params.num) },
        wordBodySchema,
        { signal, timeoutMs: timeoutFromMeta(meta) },
      );
      return body.word;
    },
  });
}
