import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { BURST_FACTOR, type RateLimiter, type RateVerdict } from '../ports/rate-limiter';

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
