import type { SearchType } from '../../../../shared/catalog';

/** What a search request depends on, besides the base URL. Never the token. */
export interface SearchRequest {
  readonly q: string;
  readonly type: SearchType;
  /** Comma-separated databases in priority order; '' means all (the service's default). */
  readonly filter: string;
  readonly start: number;
  readonly rows: number;
}

/** The one key factory of the search feature, generic → specific, so any level can be invalidated. */
export const searchKeys = {
  all: ['search'] as const,
  lists: () => [...searchKeys.all, 'list'] as const,
  list: (baseUrl: string, params: SearchRequest) => [...searchKeys.lists(), baseUrl, params] as const,
  suggestions: () => [...searchKeys.all, 'suggest'] as const,
  suggest: (baseUrl: string, q: string) => [...searchKeys.suggestions(), baseUrl, q] as const,
  /** The headwords an inflected form leads to, found by exact lookups (see inflected-lookups.ts). */
  inflected: (baseUrl: string, q: string, filter: string, rows: number) =>
    [...searchKeys.all, 'inflected', baseUrl, { q, filter, rows }] as const,
};
