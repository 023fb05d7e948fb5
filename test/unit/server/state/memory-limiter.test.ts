import { afterEach, expect, test, vi } from 'vitest';
import { createMemoryLimiter } from '../../../../src/server/state/memory-limiter';
import { limiterContract, type LimiterClock } from './limiter-contract';

async function taken(
  limiter: ReturnType<typeof createMemoryLimiter>,
  key: string,
  rate: number,
  times: number,
): Promise<number> {
  let ok = 0;
  for (let i = 0; i < times; i += 1) if ((await limiter.consume(key, rate)).ok) ok += 1;
  return ok;
}

/** The memory store reads Date.now and ends a window with setTimeout: both are faked, nothing else. */
const fakeClock: LimiterClock = {
  start: () => vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] }),
  advance: async (ms) => {
    vi.advanceTimersByTime(ms);
  },
  stop: () => vi.useRealTimers(),
};

afterEach(() => fakeClock.stop());

test('budgets are per key and each keeps its own rate; 0 means no limit', async () => {
  fakeClock.start();
  const limiter = createMemoryLimiter();
  expect(await taken(limiter, 'token:1', 2, 10)).toBe(4);
  expect(await taken(limiter, 'token:2', 0, 1000)).toBe(1000);
  expect(await taken(limiter, 'token:3', 20, 41)).toBe(40);
  expect(await taken(limiter, 'client:token:3:127.0.0.2', 20, 41)).toBe(40);
});

let next = 0;
limiterContract(
  'memory',
  () => createMemoryLimiter(),
  () => `contract:${(next += 1)}`,
  fakeClock,
);
