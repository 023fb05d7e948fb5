/**
 * In proxy mode a word page's preview waits for the upstream at most a second and a half: after
 * that the page goes out with the generic tags rather than keep its reader waiting. On a fake
 * clock, so nothing here depends on how fast the machine is.
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { Proxy, ProxyMembers } from '../../../../src/server/ports/upstream';
import { wordLookup } from '../../../../src/server/site/link-preview-lookup';
import type { WordEntry } from '../../../../src/shared/wire/schemas';

const ENTRY: WordEntry = {
  id: 'moein-1',
  title: 'امید',
  title_en: '',
  pron: '',
  db: 'moein',
  source: 'معین',
  text: 'آرزو، انتظار',
};
const unlimited = { limiter: { consume: () => ({ ok: true }) as const }, defaultRate: 0 };

/** A proxy that answers `ENTRY` after `ms`, or never. */
function upstreamAfter(ms: number | undefined): Proxy {
  return () =>
    new Promise<ProxyMembers>((resolve) => {
      if (ms !== undefined) setTimeout(() => resolve({ word: ENTRY }), ms);
    });
}

/** What the lookup has given so far: 'pending', or its entry (undefined: the generic preview). */
function lookUp(proxy: Proxy): { value: WordEntry | undefined | 'pending' } {
  const seen: { value: WordEntry | undefined | 'pending' } = { value: 'pending' };
  void wordLookup(() => undefined, proxy, unlimited)('moein', 'امید', 1).then((entry) => (seen.value = entry));
  return seen;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

test('a silent upstream holds the page for 1.5 s, then the page goes out without the entry', async () => {
  const seen = lookUp(upstreamAfter(undefined));
  await vi.advanceTimersByTimeAsync(1_499);
  expect(seen.value).toBe('pending');
  await vi.advanceTimersByTimeAsync(1);
  expect(seen.value).toBeUndefined();
});

test('an upstream that answers within the wait gives the page its entry as soon as it answers', async () => {
  const seen = lookUp(upstreamAfter(1_400));
  await vi.advanceTimersByTimeAsync(1_399);
  expect(seen.value).toBe('pending');
  await vi.advanceTimersByTimeAsync(1);
  expect(seen.value).toEqual(ENTRY);
  // The wait is given up once answered: no timer is left for the page's sake.
  expect(vi.getTimerCount()).toBe(0);
});
