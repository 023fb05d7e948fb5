/** The limiter port: the API takes from budgets that state/ keeps (memory, or Redis for a fleet). */

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
