/**
 * Query keys of the word feature, generic → specific. They hold the service's base URL and the
 * request's own parameters — never the token (saving settings clears the cache instead).
 */
import type { DbName } from '../../../../shared/catalog';

export interface WordParams {
  readonly db: DbName;
  readonly title: string;
  readonly num: number;
}

export const wordKeys = {
  all: ['word'] as const,
  entries: () => [...wordKeys.all, 'entry'] as const,
  entry: (baseUrl: string, params: WordParams) => [...wordKeys.entries(), { baseUrl, ...params }] as const,
  sameTitles: () => [...wordKeys.all, 'same-title'] as const,
  sameTitle: (baseUrl: string, title: string) => [...wordKeys.sameTitles(), { baseUrl, title }] as const,
};
