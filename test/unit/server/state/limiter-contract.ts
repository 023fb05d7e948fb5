import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { RateLimiter } from '../../../../src/server/ports/rate-limiter';

async function granted(limiter: RateLimiter, key: string, perSecond: number, times: number): Promise<number> {
  let ok = 0;
  for (let i = 0; i < times; i += 1) if ((await limiter.consume(key, perSecond)).ok) ok += 1;
  return ok;
}

/**
 * The time a limiter's windows run on, moved by the test: a fake clock where this process keeps
 * the window, the store's own time to live where the store keeps it.
 */
export interface LimiterClock {
  start(): void;
  advance(ms: number): Promise<void>;
  stop(): void;
}

/**
 * What every rate limiter must do, whichever store keeps its budgets: run by the memory
 * limiter's unit test and by the fleet test against Redis. `key` keeps runs apart.
 */
export function limiterContract(
  name: string,
  make: () => RateLimiter | Promise<RateLimiter>,
  key: () => string,
  clock: LimiterClock,
): void {
  describe(name, () => {
    beforeEach(() => clock.start());
    afterEach(() => clock.stop());

    test('2/s lets a burst of 4 through, then says to come back when its 2 s window ends', async () => {
      const limiter = await make();
      const k = key();
      expect(await granted(limiter, k, 2, 10)).toBe(4);
      expect(await limiter.consume(k, 2)).toEqual({ ok: false, retryAfterSeconds: 2 });
    });

    test('buckets are per key, and 0 means no limit', async () => {
      const limiter = await make();
      const [a, b] = [key(), key()];
      expect(await granted(limiter, a, 1, 5)).toBe(2);
      expect(await granted(limiter, b, 1, 5)).toBe(2);
      expect(await granted(limiter, key(), 0, 500)).toBe(500);
    });

    test('a spent budget is whole again once its window ends, and only then', async () => {
      const limiter = await make();
      const k = key();
      expect(await granted(limiter, k, 5, 20)).toBe(10);
      await clock.advance(300);
      expect(await granted(limiter, k, 5, 1)).toBe(0);
      // A store's own clock runs on between the steps too: the last 500 ms leave room for it on a busy machine.
      await clock.advance(1_200);
      expect(await granted(limiter, k, 5, 1)).toBe(0);
      await clock.advance(500);
      expect(await granted(limiter, k, 5, 20)).toBe(10);
    });

    test('a cost of 0 asks without taking', async () => {
      const limiter = await make();
      const k = key();
      expect(await granted(limiter, k, 1, 2)).toBe(2);
      expect((await limiter.consume(k, 1, 0)).ok).toBe(true);
      expect((await limiter.consume(k, 1)).ok).toBe(false);
      expect((await limiter.consume(k, 1, 0)).ok).toBe(false);
    });
  });
}
