/**
 * The replicas' token cache on a fake store and a fake clock: when it asks, what it keeps, how
 * long it trusts what it keeps.
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { createTokenCache, type TokenCache } from '../../../../src/server/state/pg/token-cache';
import type { TokenSource, VersionedToken } from '../../../../src/server/state/pg/pg-token-source';
import { StateUnavailableError } from '../../../../src/server/ports/state-errors';
import { digest, newToken } from '../../../../src/server/state/token-secret';

/** A store of tokens in memory that can be cut off, counting what it is asked. */
function fakeSource() {
  const rows = new Map<number, VersionedToken>();
  const store = {
    down: false,
    fetches: 0,
    checks: 0,
    /** While set, a check waits for it before answering. */
    hold: undefined as Promise<void> | undefined,
    add(id: number, status: VersionedToken['status'] = 'active'): string {
      const token = newToken(id);
      rows.set(id, {
        name: `t${id}`,
        hash: digest(token).toString('hex'),
        status,
        reason: '',
        rate_limit: null,
        version: 1,
      });
      return token;
    },
    source: {
      async fetch(id) {
        store.fetches += 1;
        if (store.down) throw new Error('connection refused');
        return rows.get(id);
      },
      async changedSince() {
        store.checks += 1;
        await store.hold;
        if (store.down) throw new Error('connection refused');
        return { changes: [], now: new Date() };
      },
    } satisfies TokenSource,
  };
  return store;
}

let cache: TokenCache | undefined;

/** A cache whose first check (which starts it over) has been answered. */
async function started(store: ReturnType<typeof fakeSource>, options: Parameters<typeof createTokenCache>[1] = {}) {
  const made = createTokenCache(store.source, options);
  cache = made;
  await vi.advanceTimersByTimeAsync(0);
  return made;
}
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cache?.close();
  vi.useRealTimers();
});

test('a check of what changed never starts while the last one is still waiting on the store', async () => {
  const store = fakeSource();
  let release = (): void => undefined;
  store.hold = new Promise((done) => (release = done));
  cache = createTokenCache(store.source, { pollMs: 500 });
  await vi.advanceTimersByTimeAsync(10_000);
  expect(store.checks).toBe(1);
  release();
  store.hold = undefined;
  await vi.advanceTimersByTimeAsync(0);
  expect(store.checks).toBe(1);
  await vi.advanceTimersByTimeAsync(500);
  expect(store.checks).toBe(2);
  await vi.advanceTimersByTimeAsync(1_000);
  expect(store.checks).toBe(4);
});

test('a cached token keeps its answer while the store is away, for --state-stale and no longer; then 503 until it is back', async () => {
  const store = fakeSource();
  const token = store.add(7);
  const lines: string[] = [];
  const live = await started(store, { pollMs: 500, staleMs: 600_000, log: (line) => lines.push(line) });
  expect(await live.verify(token)).toMatchObject({ kind: 'ok', id: 7 });
  store.down = true;
  await vi.advanceTimersByTimeAsync(599_000);
  expect(live.health()).toBe('unreachable');
  // Still answered at once from memory, without asking the store.
  const fetches = store.fetches;
  expect(live.verify(token)).toMatchObject({ kind: 'ok', id: 7 });
  expect(store.fetches).toBe(fetches);
  await vi.advanceTimersByTimeAsync(1_500);
  expect(live.health()).toBe('expired');
  await expect(live.verify(token)).rejects.toThrow(StateUnavailableError);
  await vi.advanceTimersByTimeAsync(5_000);
  // Said once in the log, however many checks fail after.
  expect(lines.filter((line) => line.includes('cached tokens expired'))).toHaveLength(1);
  store.down = false;
  await vi.advanceTimersByTimeAsync(500);
  expect(live.health()).toBe('reachable');
  expect(live.verify(token)).toMatchObject({ kind: 'ok', id: 7 });
});

test('past --state-stale an unknown id is asked for again too, not answered 401 from memory', async () => {
  const store = fakeSource();
  const live = await started(store, { pollMs: 500, staleMs: 5_000 });
  const made = newToken(99);
  expect(await live.verify(made)).toEqual({ kind: 'invalid' });
  store.down = true;
  await vi.advanceTimersByTimeAsync(4_000);
  expect(live.verify(made)).toEqual({ kind: 'invalid' });
  await vi.advanceTimersByTimeAsync(2_000);
  await expect(live.verify(made)).rejects.toThrow(StateUnavailableError);
});

test('a flood of made-up ids never pushes out a known token, and the ids it remembers are bounded', async () => {
  const store = fakeSource();
  const tokens = [1, 2, 3].map((id) => store.add(id));
  // Past the 10,000 unknown ids the cache remembers, where a single map would have to start over.
  const live = await started(store);
  for (const token of tokens) await live.verify(token);
  for (let id = 1_000; id < 31_000; id += 1) await live.verify(newToken(id));
  const fetches = store.fetches;
  // Known tokens are answered from memory, with no promise and no query.
  for (const token of tokens) expect(live.verify(token)).toMatchObject({ kind: 'ok' });
  // The latest made-up ids are remembered; the first ones were forgotten, past the bound.
  expect(live.verify(newToken(30_999))).toEqual({ kind: 'invalid' });
  expect(store.fetches).toBe(fetches);
  expect(await live.verify(newToken(1_000))).toEqual({ kind: 'invalid' });
  expect(store.fetches).toBe(fetches + 1);
});

test('a dropped id is asked for again: a token made after its id was found unknown works at once', async () => {
  const store = fakeSource();
  const live = await started(store);
  expect(await live.verify(newToken(5))).toEqual({ kind: 'invalid' });
  const token = store.add(5);
  expect(live.verify(token)).toEqual({ kind: 'invalid' });
  live.drop(5);
  expect(await live.verify(token)).toMatchObject({ kind: 'ok', id: 5 });
});

test('many requests for one unknown id while it is asked for make one query', async () => {
  const store = fakeSource();
  const live = await started(store);
  const before = store.fetches;
  await Promise.all(Array.from({ length: 50 }, () => live.verify(newToken(42))));
  expect(store.fetches).toBe(before + 1);
});
