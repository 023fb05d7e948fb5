/**
 * The app's addresses, built in one place. They hold only the route's own state (word, dictionary,
 * sense, search) — never the token.
 */

/** `/word/<db>/<title>/<num>`: one entry of one dictionary. */
export function wordPath(db: string, title: string, num: number): string {
  return `/word/${encodeURIComponent(db)}/${encodeURIComponent(title)}/${num}`;
}

/** `/search?q=…` plus any other search parameters given (type, db, page, rows). */
export function searchPath(q: string, extra: Readonly<Record<string, string>> = {}): string {
  return `/search?${new URLSearchParams({ q, ...extra }).toString()}`;
}

/** The absolute address of an app path on this origin, for copying and sharing. */
export function absoluteAppUrl(path: string): string {
  return new URL(path, globalThis.location.origin).href;
}
