import { expect, test } from 'vitest';
import { createRateLimiter } from '../../../../src/server/http/rate-limit';

function clock(): { now: () => number; advance: (ms: number) => void } {
  let time = 0;
  return { now: () => time, advance: (ms) => (time += ms) };
}

function taken(limiter: ReturnType<typeof createRateLimiter>, id: number, rate: number | null, times: number): number {
  let ok = 0;
  for (let i = 0; i < times; i += 1) if (limiter.take(id, rate).ok) ok += 1;
  return ok;
}

test('the default 20/s bursts to 40, then refills at 20 per second', () => {
  const time = clock();
  const limiter = createRateLimiter(20, time.now);
  expect(taken(limiter, 1, null, 100)).toBe(40);
  time.advance(500);
  expect(taken(limiter, 1, null, 100)).toBe(10);
});

test('an empty bucket says when to come back, in whole seconds', () => {
  const time = clock();
  const limiter = createRateLimiter(1, time.now);
  taken(limiter, 1, null, 2);
  expect(limiter.take(1, null)).toEqual({ ok: false, retryAfterSeconds: 1 });
});

test('a token limit of its own wins; 0 means no limit; buckets are per token', () => {
  const time = clock();
  const limiter = createRateLimiter(20, time.now);
  expect(taken(limiter, 1, 2, 10)).toBe(4);
  expect(taken(limiter, 2, 0, 1000)).toBe(1000);
  expect(taken(limiter, 3, null, 41)).toBe(40);
});

test('a service default of 0 turns limiting off', () => {
  expect(taken(createRateLimiter(0, clock().now), 1, null, 500)).toBe(500);
});
