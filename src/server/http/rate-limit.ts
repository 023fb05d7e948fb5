/** Requests per second for a token with no limit of its own (spec Part 2 §9). */
export const DEFAULT_RATE_LIMIT = 20;
/** A bucket holds this many seconds' worth of requests: 20/s may burst to 40. */
export const BURST_FACTOR = 2;

export type RateVerdict = { readonly ok: true } | { readonly ok: false; readonly retryAfterSeconds: number };

/**
 * One token bucket per key, wherever the buckets are kept (this process's memory, or Redis shared
 * by a fleet). A key is any string — a token's, or later a client's — so one limiter serves all.
 */
export interface RateLimiter {
  /**
   * Takes `cost` requests (default 1) from `key`'s bucket of `perSecond` (burst BURST_FACTOR×);
   * 0 means no limit. A cost of 0 only asks whether one request is left.
   */
  consume(key: string, perSecond: number, cost?: number): RateVerdict | Promise<RateVerdict>;
}

/** The bucket key of a token (ids of `--token` secrets are negative, stored ones positive). */
export function tokenKey(id: number): string {
  return `token:${id}`;
}

/** The verdict once a bucket is at `level` after refilling; shared by both limiters' arithmetic. */
export function verdictAt(level: number, perSecond: number): RateVerdict {
  if (level >= 1) return { ok: true };
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - level) / perSecond)) };
}

interface Bucket {
  level: number;
  at: number;
}

/** Buckets in this process's memory; memory grows with the number of keys, not of requests. */
export function createMemoryLimiter(now: () => number = () => performance.now()): RateLimiter {
  const buckets = new Map<string, Bucket>();
  return {
    consume(key, perSecond, cost = 1) {
      if (perSecond <= 0) return { ok: true };
      const capacity = perSecond * BURST_FACTOR;
      const time = now();
      const bucket = buckets.get(key) ?? { level: capacity, at: time };
      bucket.level = Math.min(capacity, bucket.level + ((time - bucket.at) / 1000) * perSecond);
      bucket.at = time;
      buckets.set(key, bucket);
      const verdict = verdictAt(bucket.level, perSecond);
      if (verdict.ok) bucket.level -= cost;
      return verdict;
    },
  };
}
