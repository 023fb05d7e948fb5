/** The read feature's query keys, generic → specific: base URL and request only, never the token. */
export const readKeys = {
  all: ['read'] as const,
  /** The words of a text; `elsewhere`: read by exact searches (read-elsewhere.ts). */
  text: (baseUrl: string, text: string, filter: string, elsewhere: boolean) =>
    [...readKeys.all, baseUrl, { text, filter, elsewhere }] as const,
  /** One candidate headword's exact search, for a reading against another v3 service. */
  lookup: (baseUrl: string, title: string, filter: string) =>
    [...readKeys.all, 'lookup', baseUrl, { title, filter }] as const,
};
