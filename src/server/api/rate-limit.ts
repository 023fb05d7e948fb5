import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** Requests per second for a token with no limit of its own (docs/v3-contract.md §10.1). */
export const DEFAULT_RATE_LIMIT = 20;
/** A window holds this many seconds' worth of requests: 20/s may burst to 40. */
export const BURST_FACTOR = 2;

export type RateVerdict = { readonly ok: true } | { readonly ok: false; readonly retryAfterSeconds: number };

/**
 * One budget per key, wherever it is kept (this process's memory, or Redis shared by a fleet).
 * A key is any string — a token's, a client's share of one — so one limiter serves all.
 */
export interface RateLimiter {
  /**
   * Takes `cost` requests (default 1) from `key`'s budget of `perSecond` (BURST_FACTOR× per
   * window of BURST_FACTOR seconds); 0 means no limit. A cost of 0 asks whether any is left.
   */
  consume(key: string, perSecond: number, cost?: number): RateVerdict | Promise<RateVerdict>;
}

/** The bucket key of a token (ids of `--token` secrets are negative, stored ones positive). */
export function tokenKey(id: number): string {
  return `token:${id}`;
}

/** The library's options for a rate of `perSecond`: BURST_FACTOR× per BURST_FACTOR seconds. */
export function windowOf(perSecond: number): { points: number; duration: number } {
  return { points: perSecond * BURST_FACTOR, duration: BURST_FACTOR };
}

/** A library limiter per rate: each instance has one number of points. */
export function perRate<L>(make: (perSecond: number) => L): (perSecond: number) => L {
  const made = new Map<number, L>();
  return (perSecond) => {
    const known = made.get(perSecond);
    if (known !== undefined) return known;
    const limiter = make(perSecond);
    made.set(perSecond, limiter);
    return limiter;
  };
}

/** Runs one consume of rate-limiter-flexible and turns its answer into our verdict. */
export async function verdictOf(limiter: RateLimiterAbstract, key: string, cost: number): Promise<RateVerdict> {
  try {
    await limiter.consume(key, cost);
    return { ok: true };
  } catch (rejection) {
    // A store error is rethrown: only a RateLimiterRes means "over the limit".
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
  }
}

/** This process's own budgets (rate-limiter-flexible's memory store, on `Date.now`). */
export function createMemoryLimiter(): RateLimiter & { readonly of: (perSecond: number) => RateLimiterMemory } {
  const of = perRate(
    (perSecond) => new RateLimiterMemory({ keyPrefix: `farhang:${perSecond}`, ...windowOf(perSecond) }),
  );
  return {
    of,
    consume(key, perSecond, cost = 1) {
      if (perSecond <= 0) return { ok: true };
      return verdictOf(of(perSecond), key, cost);
    },
  };
}
