/**
 * Query keys of the compare feature, generic → specific. They hold the service's base URL and the
 * request's own parameters — never the token (saving settings clears the cache instead).
 */
import type { DbName } from '../../../../shared/catalog';

export interface EntryRef {
  readonly db: DbName;
  readonly title: string;
  readonly num: number;
}

export const compareKeys = {
  all: ['compare'] as const,
  headwords: () => [...compareKeys.all, 'headword'] as const,
  headword: (baseUrl: string, word: string, dbs: readonly DbName[]) =>
    [...compareKeys.headwords(), { baseUrl, word, dbs }] as const,
  dialects: () => [...compareKeys.all, 'dialects'] as const,
  dialect: (baseUrl: string, word: string, dbs: readonly DbName[]) =>
    [...compareKeys.dialects(), { baseUrl, word, dbs }] as const,
  meanings: () => [...compareKeys.all, 'meaning'] as const,
  meaning: (baseUrl: string, entry: EntryRef) => [...compareKeys.meanings(), { baseUrl, ...entry }] as const,
};
