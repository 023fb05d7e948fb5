import { LRUCache } from 'lru-cache';
import { ApiError } from '../ports/api-error';
import { createCoalescer } from './coalesce';
import type { Proxy, ProxyMembers } from '../ports/upstream';
import type { V3Operation } from '../../shared/wire/operations';
import { readUpstream, retryAfter } from './upstream-answer';
import { fetchUpstream, UpstreamUnreachable, type FetchLike } from './upstream-fetch';

export interface ProxyOptions {
  /** Base URL of the upstream v3 service, e.g. `http://10.0.0.5:8787` (a path prefix is kept). */
  readonly upstream: string;
  /** Our token at the upstream; it goes only into the upstream URL. */
  readonly token: string;
  readonly cacheBytes: number;
  readonly ttlMs: number;
  readonly timeoutMs: number;
  readonly now?: () => number;
  readonly fetch?: FetchLike;
  /** Told why an upstream call failed, for the operator (never holds the token or the URL). */
  readonly onProblem?: (message: string) => void;
}

export interface ProxyStats {
  /** Calls made to the upstream so far. */
  upstreamCalls: number;
}

/** The key of a request: the operation and its effective parameters in a fixed order, no token. */
export function cacheKey(op: V3Operation, params: Readonly<Record<string, string>>): string {
  const sorted = Object.keys(params)
    .sort()
    .map((name) => [name, params[name] ?? '']);
  return `GET /v3/${op}?${new URLSearchParams(sorted).toString()}`;
}

// A cached answer is a tree of small strings: UTF-16 doubles the JSON length, plus the key.
function weigh(key: string, value: ProxyMembers): number {
  return 2 * (key.length + JSON.stringify(value).length) + 64;
}

export function createProxy(options: ProxyOptions): { proxy: Proxy; stats: ProxyStats } {
  const base = options.upstream.replace(/\/+$/, '');
  // Bounded by bytes, least recently used out first; a hit does not extend an entry's life, so
  // dictionary data is asked again on the TTL. A TTL of 0 caches nothing.
  const cache =
    options.ttlMs > 0
      ? new LRUCache<string, ProxyMembers>({
          maxSize: options.cacheBytes,
          ttl: options.ttlMs,
          // Read the clock on every check (a fake one in tests), not once per millisecond.
          ttlResolution: 0,
          ...(options.now === undefined ? {} : { perf: { now: options.now } }),
        })
      : undefined;
  const inFlight = createCoalescer<ProxyMembers>();
  const stats: ProxyStats = { upstreamCalls: 0 };

  const ask = async (op: V3Operation, params: Readonly<Record<string, string>>, key: string) => {
    const query = new URLSearchParams({ ...params, prettyprint: 'false', token: options.token });
    stats.upstreamCalls += 1;
    try {
      const reply = await fetchUpstream(`${base}/v3/${op}?${query.toString()}`, options.timeoutMs, options.fetch);
      const members = readUpstream(op, reply, options.token);
      cache?.set(key, members, { size: weigh(key, members) });
      return members;
    } catch (error) {
      if (error instanceof UpstreamUnreachable) {
        options.onProblem?.(`${op}: ${error.message}`);
        throw new ApiError('unavailable', 'the upstream service cannot be reached; try again shortly', retryAfter(''));
      }
      if (error instanceof ApiError && error.status >= 500) options.onProblem?.(`${op}: ${error.message}`);
      throw error;
    }
  };

  const proxy: Proxy = (op, params) => {
    const key = cacheKey(op, params);
    const cached = cache?.get(key);
    if (cached !== undefined) return Promise.resolve(cached);
    return inFlight.run(key, () => ask(op, params, key));
  };
  return { proxy, stats };
}
