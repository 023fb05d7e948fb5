/**
 * Query keys of the compare feature, generic → specific. They hold the service's base URL and the
 * request's own parameters — never the token (saving settings clears the cache instead). A
 * column's full meanings are the word page's query (lib/word-query.ts), so they are keyed there.
 */
import type { DbName } from '../../../../shared/catalog';

export const compareKeys = {
  all: ['compare'] as const,
  headwords: () => [...compareKeys.all, 'headword'] as const,
  headword: (baseUrl: string, word: string, dbs: readonly DbName[]) =>
    [...compareKeys.headwords(), { baseUrl, word, dbs }] as const,
  dialects: () => [...compareKeys.all, 'dialects'] as const,
  dialect: (baseUrl: string, word: string, dbs: readonly DbName[]) =>
    [...compareKeys.dialects(), { baseUrl, word, dbs }] as const,
};
