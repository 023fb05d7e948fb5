/**
 * Query keys of the word feature, generic → specific. They hold the service's base URL and the
 * request's own parameters — never the token (saving settings clears the cache instead). The
 * entry itself is keyed in lib/word-query.ts, shared with the compare columns.
 */
export const wordKeys = {
  all: ['word'] as const,
  sameTitles: () => [...wordKeys.all, 'same-title'] as const,
  sameTitle: (baseUrl: string, title: string) => [...wordKeys.sameTitles(), { baseUrl, title }] as const,
};
