import type { SearchRequest } from '../model/search-request';

/** The one key factory of the search feature, generic → specific, so any level can be invalidated. */
export const searchKeys = {
  all: ['search'] as const,
  lists: () => [...searchKeys.all, 'list'] as const,
  list: (baseUrl: string, params: SearchRequest) => [...searchKeys.lists(), baseUrl, params] as const,
  suggestions: () => [...searchKeys.all, 'suggest'] as const,
  suggest: (baseUrl: string, q: string) => [...searchKeys.suggestions(), baseUrl, q] as const,
  /**
   * The headwords an inflected form leads to, found by exact lookups (see inflected-lookups.ts);
   * `listedUnder`, those a dictionary lists the form under (form-only.ts).
   */
  inflected: (baseUrl: string, q: string, filter: string, rows: number, listedUnder: readonly string[] = []) =>
    [...searchKeys.all, 'inflected', baseUrl, { q, filter, rows, listedUnder }] as const,
  /** The Persian headwords a Finglish query spells, found by exact lookups (see spelled-lookups.ts). */
  spelled: (baseUrl: string, q: string, filter: string, rows: number) =>
    [...searchKeys.all, 'spelled', baseUrl, { q, filter, rows }] as const,
};
