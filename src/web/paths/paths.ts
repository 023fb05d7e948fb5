/**
 * The app's addresses, built in one place. They hold only the route's own state (word, dictionary,
 * sense, search) — never the token.
 */

/**
 * `/word/<db>/<title>/<num>`: one entry of one dictionary; `?hl=` the words of a reverse-dictionary
 * search to mark in its meaning.
 */
export function wordPath(db: string, title: string, num: number, highlight = ''): string {
  return withHighlight(`/word/${encodeURIComponent(db)}/${encodeURIComponent(title)}/${num}`, highlight);
}

/** A word page's address with the words to mark (none: the plain address). */
export function withHighlight(path: string, highlight: string): string {
  return highlight === '' ? path : `${path}?hl=${encodeURIComponent(highlight)}`;
}

/** `/search?q=…` plus any other search parameters given (type, db, page, rows). */
export function searchPath(q: string, extra: Readonly<Record<string, string>> = {}): string {
  return `/search?${new URLSearchParams({ q, ...extra }).toString()}`;
}

/** The absolute address of an app path on this origin, for copying and sharing. */
export function absoluteAppUrl(path: string): string {
  return new URL(path, globalThis.location.origin).href;
}
