import { expect, test } from 'vitest';
import type { RateLimiter } from '../../../../src/server/api/rate-limit';

async function granted(limiter: RateLimiter, key: string, perSecond: number, times: number): Promise<number> {
  let ok = 0;
  for (let i = 0; i < times; i += 1) if ((await limiter.consume(key, perSecond)).ok) ok += 1;
  return ok;
}

/**
 * What every rate limiter must do on a real clock, whichever store keeps its budgets: run by the
 * memory limiter's unit test and by the fleet test against Redis. `key` keeps runs apart.
 */
export function limiterContract(name: string, make: () => RateLimiter | Promise<RateLimiter>, key: () => string): void {
  test(`${name}: 2/s lets a burst of 4 through, then says to come back when its 2 s window ends`, async () => {
    const limiter = await make();
    const k = key();
    expect(await granted(limiter, k, 2, 10)).toBe(4);
    expect(await limiter.consume(k, 2)).toEqual({ ok: false, retryAfterSeconds: 2 });
  });

  test(`${name}: buckets are per key, and 0 means no limit`, async () => {
    const limiter = await make();
    const [a, b] = [key(), key()];
    expect(await granted(limiter, a, 1, 5)).toBe(2);
    expect(await granted(limiter, b, 1, 5)).toBe(2);
    expect(await granted(limiter, key(), 0, 500)).toBe(500);
  });

  test(`${name}: a spent budget is whole again once its window ends, and only then`, async () => {
    const limiter = await make();
    const k = key();
    expect(await granted(limiter, k, 5, 20)).toBe(10);
    await new Promise((done) => setTimeout(done, 300));
    expect(await granted(limiter, k, 5, 1)).toBe(0);
    await new Promise((done) => setTimeout(done, 1_800));
    expect(await granted(limiter, k, 5, 20)).toBe(10);
  });

  test(`${name}: a cost of 0 asks without taking`, async () => {
    const limiter = await make();
    const k = key();
    expect(await granted(limiter, k, 1, 2)).toBe(2);
    expect((await limiter.consume(k, 1, 0)).ok).toBe(true);
    expect((await limiter.consume(k, 1)).ok).toBe(false);
    expect((await limiter.consume(k, 1, 0)).ok).toBe(false);
  });
}
