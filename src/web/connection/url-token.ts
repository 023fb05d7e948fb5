/**
 * The token never lives in an address of the app: a pasted link that carries `token=` is cleaned
 * before anything renders, so it cannot reach history, bookmarks, shared links or Referer.
 */

/** The query string without any `token` parameter (any case), or null when there was none. */
export function searchWithoutToken(search: string): string | null {
  const params = new URLSearchParams(search);
  const names = [...new Set(params.keys())].filter((name) => name.trim().toLowerCase() === 'token');
  if (names.length === 0) return null;
  for (const name of names) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** Replaces the current history entry when its address carries a token. Returns true if it did. */
export function stripTokenFromAddress(
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = globalThis.location,
  history: Pick<History, 'replaceState' | 'state'> = globalThis.history,
): boolean {
  const search = searchWithoutToken(location.search);
  if (search === null) return false;
  history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
  return true;
}
