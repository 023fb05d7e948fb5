import { expect, test } from 'vitest';
import type { RateLimiter } from '../../../../src/server/http/rate-limit';

async function granted(limiter: RateLimiter, key: string, perSecond: number, times: number): Promise<number> {
  let ok = 0;
  for (let i = 0; i < times; i += 1) if ((await limiter.consume(key, perSecond)).ok) ok += 1;
  return ok;
}

/**
 * What every rate limiter must do on a real clock, whichever store keeps its buckets: run by the
 * memory limiter's unit test and by the fleet test against Redis. `key` keeps runs apart.
 */
export function limiterContract(name: string, make: () => RateLimiter | Promise<RateLimiter>, key: () => string): void {
  test(`${name}: a bucket of 2/s lets a burst of 4 through, then says to come back in 1 s`, async () => {
    const limiter = await make();
    const k = key();
    expect(await granted(limiter, k, 2, 10)).toBe(4);
    expect(await limiter.consume(k, 2)).toEqual({ ok: false, retryAfterSeconds: 1 });
  });

  test(`${name}: buckets are per key, and 0 means no limit`, async () => {
    const limiter = await make();
    const [a, b] = [key(), key()];
    expect(await granted(limiter, a, 1, 5)).toBe(2);
    expect(await granted(limiter, b, 1, 5)).toBe(2);
    expect(await granted(limiter, key(), 0, 500)).toBe(500);
  });

  test(`${name}: an empty bucket refills at its rate`, async () => {
    const limiter = await make();
    const k = key();
    expect(await granted(limiter, k, 5, 20)).toBe(10);
    await new Promise((done) => setTimeout(done, 450));
    const refilled = await granted(limiter, k, 5, 20);
    // 0.45 s at 5/s is 2.25 requests; a loaded machine may add a little more time.
    expect(refilled).toBeGreaterThanOrEqual(2);
    expect(refilled).toBeLessThanOrEqual(4);
  });
}
