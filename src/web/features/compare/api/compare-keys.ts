/**
 * Query keys of the compare feature, generic → specific. They hold the service's base URL and the
 * request's own parameters — never the token (saving settings clears the cache instead). The
 * headword's exact search over all dictionaries is the word page's too, so it is keyed in
 * api/headword-query.ts; a column's full meaning likewise in api/word-query.ts.
 */
import type { DbName } from '../../../../shared/catalog';

export const compareKeys = {
  all: ['compare'] as const,
  headwordsIn: () => [...compareKeys.all, 'headword'] as const,
  headwordIn: (baseUrl: string, word: string, dbs: readonly DbName[]) =>
    [...compareKeys.headwordsIn(), { baseUrl, word, dbs }] as const,
  regionalForms: () => [...compareKeys.all, 'regional-forms'] as const,
  regionalForm: (baseUrl: string, word: string, dialects: readonly DbName[]) =>
    [...compareKeys.regionalForms(), { baseUrl, word, dialects }] as const,
};
