/**
 * The service worker's answers, one per kind of request (see sw-requests.ts). Each asks the
 * network first wherever freshness matters and falls back to Cache Storage only when the network
 * fails, so an online reader sees exactly what the service says.
 */
import { cacheKeyOf, excessOf } from './sw-requests';

/** Keeps a promise's work alive after the answer (FetchEvent.waitUntil). */
export type KeepAlive = (work: Promise<unknown>) => void;

export const SHELL_PATH = '/index.html';

/**
 * An app page: the network's answer if it comes within `timeoutMs`, else the cached index.html
 * (every route is the same page); with no shell cached, whatever the network ends up saying.
 */
export async function pageOrShell(request: Request, shellCache: string, timeoutMs: number): Promise<Response> {
  const network = fetch(request);
  const late = new Promise<undefined>((resolve) => setTimeout(resolve, timeoutMs, undefined));
  const first = await Promise.race([network.catch(() => undefined), late]);
  if (first !== undefined) return first;
  const shell = await caches.match(SHELL_PATH, { cacheName: shellCache });
  return shell ?? network;
}

/** A built file: hash-named and immutable, so the copy taken at install is the answer. */
export async function precachedFile(request: Request, shellCache: string): Promise<Response> {
  const path = new URL(request.url).pathname;
  return (await caches.match(path, { cacheName: shellCache })) ?? fetch(request);
}

export interface Keeping {
  readonly cacheName: string;
  /** Entries kept at most; the oldest go first. */
  readonly max: number;
  readonly keepAlive: KeepAlive;
}

/**
 * Network first. A 200 is copied into the cache under the token-free key, without its URL; when the network fails
 * the copy answers; with no copy the failure goes through, so the app shows its own message.
 */
export async function networkThenCopy(request: Request, keeping: Keeping): Promise<Response> {
  const key = cacheKeyOf(request.url);
  try {
    const response = await fetch(request);
    if (response.status === 200) keeping.keepAlive(remember(keeping, key, urlFree(response.clone())));
    return response;
  } catch (error) {
    const copy = await caches.match(key, { cacheName: keeping.cacheName });
    if (copy !== undefined) return copy;
    throw error;
  }
}

/** A file that never changes under its name: the copy kept the first time it was fetched, else the network's (kept). */
export async function keptOrFetched(request: Request, keeping: Keeping): Promise<Response> {
  const copy = await caches.match(request.url, { cacheName: keeping.cacheName });
  if (copy !== undefined) return copy;
  const response = await fetch(request);
  if (response.status === 200) keeping.keepAlive(remember(keeping, request.url, response.clone()));
  return response;
}

/**
 * The answer without its URL: a kept response keeps the URL it came from, which holds the token,
 * so the copy is a new response with the same status, headers and body.
 */
function urlFree(response: Response): Response {
  const { status, statusText, headers } = response;
  return new Response(response.body, { status, statusText, headers });
}

async function remember(keeping: Keeping, key: string, response: Response): Promise<void> {
  const cache = await caches.open(keeping.cacheName);
  await cache.put(key, response);
  // Cache Storage lists keys oldest first, and a put moves its key to the end.
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, excessOf(keys.length, keeping.max)).map((old) => cache.delete(old)));
}
