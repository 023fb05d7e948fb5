/**
 * The token never lives in an address of the app: a pasted link that carries `token=`, in its
 * query or its fragment, is cleaned before anything renders, so it cannot reach history,
 * bookmarks, shared links or Referer.
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

function isTokenName(part: string): boolean {
  const name = part.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replaceAll('+', ' ')).trim().toLowerCase() === 'token';
  } catch {
    return false;
  }
}

/**
 * The fragment without a `token=…` member (`#token=…`, `#a=1&token=…`, as a pasted link may carry
 * one), or null when it had none. The other members stay as written; an anchor (`#m`) is no member.
 */
export function hashWithoutToken(hash: string): string | null {
  const parts = hash.replace(/^#/, '').split('&');
  const kept = parts.filter((part) => !(part.includes('=') && isTokenName(part)));
  if (kept.length === parts.length) return null;
  return kept.length === 0 ? '' : `#${kept.join('&')}`;
}

/** Replaces the current history entry when its address carries a token, in its query or its fragment. Returns true if it did. */
export function stripTokenFromAddress(
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = globalThis.location,
  history: Pick<History, 'replaceState' | 'state'> = globalThis.history,
): boolean {
  const search = searchWithoutToken(location.search);
  const hash = hashWithoutToken(location.hash);
  if (search === null && hash === null) return false;
  history.replaceState(history.state, '', `${location.pathname}${search ?? location.search}${hash ?? location.hash}`);
  return true;
}
