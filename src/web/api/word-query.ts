/**
 * One entry's full meaning (`GET /v3/word`), under one query key for every page that shows it:
 * the word page and the compare columns ask the cache the same question, so going from a column
 * to «صفحهٔ مدخل» shows the meaning already fetched. The key holds the service's base URL and the
 * entry's own reference — never the token (saving settings clears the cache instead).
 */
import { queryOptions } from '@tanstack/react-query';
import type { WordRoute } from '../../shared/routes';
import { wordBodySchema } from '../../shared/wire/schemas';
import { v3Get } from './api-client';
import { timeoutFromMeta } from './request-timeout';

export const wordEntryKeys = {
  all: ['word', 'entry'] as const,
  // Only the reference's own fields: a bookmark or a search result passed as the ref keys the same.
  entry: (baseUrl: string, { db, title, num }: WordRoute) =>
    [...wordEntryKeys.all, { baseUrl, db, title, num }] as const,
};

export function wordOptions(baseUrl: string, word: WordRoute) {
  return queryOptions({
    queryKey: wordEntryKeys.entry(baseUrl, word),
    queryFn: async ({ signal, meta }) => {
      const params = { title: word.title, db: word.db, num: String(word.num) };
      const body = await v3Get('word', params, wordBodySchema, { signal, timeoutMs: timeoutFromMeta(meta) });
      return body.word;
    },
  });
}
