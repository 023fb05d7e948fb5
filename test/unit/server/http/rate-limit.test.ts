import { expect, test } from 'vitest';
import { createMemoryLimiter, type RateLimiter } from '../../../../src/server/http/rate-limit';
import { limiterContract } from './limiter-contract';

function clock(): { now: () => number; advance: (ms: number) => void } {
  let time = 0;
  return { now: () => time, advance: (ms) => (time += ms) };
}

function taken(limiter: RateLimiter, key: string, rate: number, times: number): number {
  let ok = 0;
  for (let i = 0; i < times; i += 1) {
    const verdict = limiter.consume(key, rate);
    if (verdict instanceof Promise) throw new Error('the memory limiter answers at once');
    if (verdict.ok) ok += 1;
  }
  return ok;
}

test('20/s bursts to 40, then refills at 20 per second', () => {
  const time = clock();
  const limiter = createMemoryLimiter(time.now);
  expect(taken(limiter, 'token:1', 20, 100)).toBe(40);
  time.advance(500);
  expect(taken(limiter, 'token:1', 20, 100)).toBe(10);
});

test('an empty bucket says when to come back, in whole seconds', () => {
  const time = clock();
  const limiter = createMemoryLimiter(time.now);
  taken(limiter, 'token:1', 1, 2);
  expect(limiter.consume('token:1', 1)).toEqual({ ok: false, retryAfterSeconds: 1 });
});

test('buckets are per key and each keeps its own rate; 0 means no limit', () => {
  const time = clock();
  const limiter = createMemoryLimiter(time.now);
  expect(taken(limiter, 'token:1', 2, 10)).toBe(4);
  expect(taken(limiter, 'token:2', 0, 1000)).toBe(1000);
  expect(taken(limiter, 'token:3', 20, 41)).toBe(40);
  expect(taken(limiter, 'client:127.0.0.2', 20, 41)).toBe(40);
});

let next = 0;
limiterContract(
  'memory',
  () => createMemoryLimiter(),
  () => `contract:${(next += 1)}`,
);
