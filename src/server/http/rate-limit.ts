/** Requests per second for a token with no limit of its own (spec Part 2 §9). */
export const DEFAULT_RATE_LIMIT = 20;
/** A bucket holds this many seconds' worth of requests: 20/s may burst to 40. */
export const BURST_FACTOR = 2;

export type RateVerdict = { readonly ok: true } | { readonly ok: false; readonly retryAfterSeconds: number };

export interface RateLimiter {
  /**
   * Takes one request from the token's bucket. `perSecond` is the token's own limit, or null for
   * the service default; 0 means no limit.
   */
  take(tokenId: number, perSecond: number | null): RateVerdict;
}

interface Bucket {
  level: number;
  at: number;
}

/** A token bucket per token; memory grows with the number of tokens, not of requests. */
export function createRateLimiter(
  defaultPerSecond: number = DEFAULT_RATE_LIMIT,
  now: () => number = () => performance.now(),
): RateLimiter {
  const buckets = new Map<number, Bucket>();
  return {
    take(tokenId, perSecond) {
      const rate = perSecond ?? defaultPerSecond;
      if (rate <= 0) return { ok: true };
      const capacity = rate * BURST_FACTOR;
      const time = now();
      const bucket = buckets.get(tokenId) ?? { level: capacity, at: time };
      bucket.level = Math.min(capacity, bucket.level + ((time - bucket.at) / 1000) * rate);
      bucket.at = time;
      buckets.set(tokenId, bucket);
      if (bucket.level >= 1) {
        bucket.level -= 1;
        return { ok: true };
      }
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.level) / rate)) };
    },
  };
}
