/**
 * Which way the service worker answers a request, and under which key an API answer is kept.
 * Pure (no Cache Storage, no fetch), so the rules are unit-tested apart from the worker.
 */

/**
 * `shell`: an app page; `word`: an entry read; `list`: a search page or suggestions; `config`:
 * /config.json; `precached`: a built file; `ocr`: a file of the picture reader, which no page but
 * one with a picture chosen asks for, so it is kept once used instead of at install. Words and
 * lists are kept apart so that typing, which asks for suggestions at every pause, never pushes the
 * words already read out of the cache.
 */
export type Handling = 'shell' | 'word' | 'list' | 'config' | 'precached' | 'ocr' | 'network';

/** The picture reader's folder (scripts/build/ocr-assets-plugin.ts): hash-named, so never stale. */
const OCR_FILE = /^\/assets\/ocr-[0-9a-f]+\/[\w.-]+$/;

export interface RequestFacts {
  readonly method: string;
  readonly mode: string;
  readonly url: string;
}

// Any origin: the reader may point the app at another v3 service, with or without a path prefix.
const V3_READ = /\/v3\/(word|search|suggest)$/;

// Same-origin paths that are not pages of the app, so never answered with the cached shell.
const NOT_PAGES = /^\/(?:v3\/|assets\/|config\.json$|opensearch\.xml$|sw\.js$)/;

export function handlingOf(request: RequestFacts, origin: string, precached: ReadonlySet<string>): Handling {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (request.mode === 'navigate') {
    return url.origin === origin && !NOT_PAGES.test(url.pathname) ? 'shell' : 'network';
  }
  const read = V3_READ.exec(url.pathname)?.[1];
  if (read !== undefined) return read === 'word' ? 'word' : 'list';
  if (url.origin !== origin) return 'network';
  if (url.pathname === '/config.json') return 'config';
  if (OCR_FILE.test(url.pathname)) return 'ocr';
  return precached.has(url.pathname) ? 'precached' : 'network';
}

/**
 * The Cache Storage key of an API answer: its URL without the `token` parameter (and without a
 * fragment), so the token is never written into a key and answers outlive a change of token.
 */
export function cacheKeyOf(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.delete('token');
  parsed.hash = '';
  return parsed.href;
}

/** How many of the oldest entries to drop so that at most `max` remain. */
export function excessOf(count: number, max: number): number {
  return Math.max(0, count - max);
}
