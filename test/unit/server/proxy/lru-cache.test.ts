import { expect, test } from 'vitest';
import { createLruCache } from '../../../../src/server/proxy/lru-cache';

function clock(start = 1_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

test('holds entries until the byte bound, then drops the least recently used first', () => {
  const cache = createLruCache<string>({ maxBytes: 100, ttlMs: 60_000 });
  cache.set('a', 'A', 40);
  cache.set('b', 'B', 40);
  expect(cache.get('a')).toBe('A'); // a is now the most recently used
  cache.set('c', 'C', 40);
  expect(cache.get('b')).toBeUndefined();
  expect(cache.get('a')).toBe('A');
  expect(cache.get('c')).toBe('C');
  expect(cache.bytes).toBe(80);
  expect(cache.size).toBe(2);
});

test('never holds more bytes than the bound, however many entries arrive', () => {
  const cache = createLruCache<number>({ maxBytes: 1_000, ttlMs: 60_000 });
  for (let i = 0; i < 500; i += 1) {
    cache.set(`k${i}`, i, 7 + (i % 13) * 11);
    expect(cache.bytes).toBeLessThanOrEqual(1_000);
  }
  expect(cache.get('k499')).toBe(499);
  expect(cache.get('k0')).toBeUndefined();
});

test('a value larger than the whole bound is not stored and evicts nothing', () => {
  const cache = createLruCache<string>({ maxBytes: 100, ttlMs: 60_000 });
  cache.set('small', 's', 10);
  cache.set('huge', 'h', 101);
  expect(cache.get('huge')).toBeUndefined();
  expect(cache.get('small')).toBe('s');
});

test('replacing a key counts its bytes once', () => {
  const cache = createLruCache<string>({ maxBytes: 100, ttlMs: 60_000 });
  cache.set('a', 'one', 30);
  cache.set('a', 'two', 50);
  expect(cache.get('a')).toBe('two');
  expect(cache.bytes).toBe(50);
  expect(cache.size).toBe(1);
});

test('an entry is served until its TTL has passed, then it is gone and its bytes freed', () => {
  const time = clock();
  const cache = createLruCache<string>({ maxBytes: 100, ttlMs: 3_600_000, now: time.now });
  cache.set('a', 'A', 10);
  time.advance(3_599_999);
  expect(cache.get('a')).toBe('A');
  // A hit does not extend the life of an entry: dictionary data is refreshed on the TTL.
  time.advance(1);
  expect(cache.get('a')).toBeUndefined();
  expect(cache.bytes).toBe(0);
});

test('a TTL of 0 caches nothing', () => {
  const cache = createLruCache<string>({ maxBytes: 100, ttlMs: 0 });
  cache.set('a', 'A', 1);
  expect(cache.get('a')).toBeUndefined();
});
