import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { FIRST_ESTIMATE_MS } from '../../../../src/server/pool/admission';
import { createSearchPool } from '../../../../src/server/pool/search-pool';
import { PoolBusyError } from '../../../../src/server/ports/search-pool';
import { FakeThread, NO_ENTRIES, queryFor } from './fake-threads';

// Admission by time, on a fake clock: no assertion here depends on how fast the machine is.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const BUDGET = 100;

/**
 * A pool over fake threads, not yet started; `threads` fills as it spawns them. Unless told, all
 * start together, as on a machine with cores to spare.
 */
function unstartedPool(size: number, spare = false, startTogether = size + 1) {
  const threads: FakeThread[] = [];
  const pool = createSearchPool({
    dbPath: 'unused.db',
    size,
    spare,
    startTogether,
    budgetMs: BUDGET,
    now: () => Date.now(),
    spawn: () => {
      const thread = new FakeThread();
      threads.push(thread);
      return thread;
    },
  });
  return { pool, threads };
}

async function poolOf(size: number, spare = false) {
  const { pool, threads } = unstartedPool(size, spare);
  const starting = pool.start(NO_ENTRIES);
  for (const thread of threads.slice(0, size)) thread.ready();
  await starting;
  return { pool, threads };
}

/** What became of a search: its page, or why it was refused. */
function outcome(promise: Promise<unknown>): { value: string } {
  const seen = { value: 'pending' };
  promise.then(
    () => (seen.value = 'answered'),
    (error: unknown) => (seen.value = error instanceof PoolBusyError ? error.reason : String(error)),
  );
  return seen;
}

test('a search waits only while those before it can all be answered within its budget', async () => {
  const { pool } = await poolOf(1);
  // One runs, then each waiting one adds an estimated search time: admitted while that fits.
  const fits = Math.floor(BUDGET / FIRST_ESTIMATE_MS) - 1;
  const admitted = Array.from({ length: fits + 1 }, (_, i) => outcome(pool.search(queryFor(`q${i}`))));
  const refused = outcome(pool.search(queryFor('one too many')));
  await vi.advanceTimersByTimeAsync(0);
  expect(refused.value).toBe('busy');
  expect(admitted.map((seen) => seen.value)).toEqual(admitted.map(() => 'pending'));
  await pool.close();
});

test('searches that took long lately make the pool refuse sooner', async () => {
  const { pool, threads } = await poolOf(1);
  const [thread] = threads;
  for (let i = 0; i < 20; i++) {
    const answered = outcome(pool.search(queryFor(`slow ${i}`)));
    await vi.advanceTimersByTimeAsync(45);
    thread?.answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(answered.value).toBe('answered');
  }
  // About 45 ms each now: one running and one waiting fill a 100 ms budget (at the first
  // estimate, four would wait).
  const running = outcome(pool.search(queryFor('running')));
  const waiting = outcome(pool.search(queryFor('waiting')));
  const refused = outcome(pool.search(queryFor('waits too long')));
  await vi.advanceTimersByTimeAsync(0);
  expect(refused.value).toBe('busy');
  expect(waiting.value).toBe('pending');
  expect(running.value).toBe('pending');
  await pool.close();
});

test('waiting searches are taken client by client in turn, not in order of arrival', async () => {
  const { pool, threads } = await poolOf(1);
  const thread = threads[0] ?? new FakeThread();
  void pool.search(queryFor('busy'), { client: 'c' }).catch(() => undefined);
  for (const q of ['a1', 'a2', 'a3']) void pool.search(queryFor(q), { client: 'a' }).catch(() => undefined);
  void pool.search(queryFor('b1'), { client: 'b' }).catch(() => undefined);
  for (let i = 0; i < 4; i++) {
    await vi.advanceTimersByTimeAsync(1);
    thread.answer();
  }
  expect(thread.searches()).toEqual(['busy', 'a1', 'b1', 'a2', 'a3']);
  await pool.close();
});

test('a client that leaves gives its place back: its search is never run', async () => {
  const { pool, threads } = await poolOf(1);
  const thread = threads[0] ?? new FakeThread();
  void pool.search(queryFor('running')).catch(() => undefined);
  const leaving = new AbortController();
  const left = outcome(pool.search(queryFor('left'), { client: 'a', signal: leaving.signal }));
  void pool.search(queryFor('stayed'), { client: 'b' }).catch(() => undefined);
  leaving.abort();
  await vi.advanceTimersByTimeAsync(0);
  expect(left.value).toBe('gone');
  thread.answer();
  expect(thread.searches()).toEqual(['running', 'stayed']);
  await pool.close();
});

test('a search whose budget runs out while it waits leaves the queue at once', async () => {
  const { pool, threads } = await poolOf(1);
  const thread = threads[0] ?? new FakeThread();
  const running = outcome(pool.search(queryFor('running')));
  const waiting = outcome(pool.search(queryFor('waiting')));
  await vi.advanceTimersByTimeAsync(BUDGET);
  expect(waiting.value).toBe('budget');
  expect(running.value).toBe('budget');
  // Its place is free: a new search is admitted and is the next one run.
  const next = outcome(pool.search(queryFor('next')));
  thread.answer();
  await vi.advanceTimersByTimeAsync(0);
  expect(thread.searches()).toEqual(['running', 'next']);
  expect(next.value).toBe('pending');
  await pool.close();
});

test('a search still running at twice its budget has its thread stopped and a fresh one started', async () => {
  const { pool, threads } = await poolOf(1);
  const running = outcome(pool.search(queryFor('stuck')));
  await vi.advanceTimersByTimeAsync(BUDGET);
  expect(running.value).toBe('budget');
  expect(threads[0]?.terminated).toBe(false);
  await vi.advanceTimersByTimeAsync(BUDGET);
  expect(threads[0]?.terminated).toBe(true);
  expect(threads).toHaveLength(2);
  // The new thread is told to open the database with the very indexes the first one attached
  // (not a copy, not a rebuild), and once ready it runs searches.
  expect(threads[1]?.posted).toHaveLength(1);
  const opened = threads[1]?.posted[0];
  expect(opened?.kind === 'open' && opened.index).toBe(NO_ENTRIES);
  threads[1]?.ready();
  const after = outcome(pool.search(queryFor('after')));
  threads[1]?.answer();
  await vi.advanceTimersByTimeAsync(0);
  expect(after.value).toBe('answered');
  await pool.close();
});

test("a spare thread, opened once the others are ready, takes a stopped thread's place at once", async () => {
  const { pool, threads } = await poolOf(1, true);
  const [first, spare] = threads;
  // Opened with the same indexes only after the first thread was ready, then warmed (ready) idle.
  expect(spare?.posted).toEqual([{ kind: 'open', index: NO_ENTRIES }]);
  spare?.ready();
  if (first !== undefined) first.exitOnTerminate = false;
  const running = outcome(pool.search(queryFor('stuck')));
  expect(first?.searches()).toEqual(['stuck']);
  await vi.advanceTimersByTimeAsync(2 * BUDGET);
  expect(running.value).toBe('budget');
  expect(first?.terminated).toBe(true);
  // The next search goes to the spare without waiting for a thread to start, nor for the stopped
  // one to exit; a new spare is opened.
  const after = outcome(pool.search(queryFor('after')));
  expect(spare?.searches()).toEqual(['after']);
  spare?.answer();
  await vi.advanceTimersByTimeAsync(0);
  expect(after.value).toBe('answered');
  expect(threads).toHaveLength(3);
  expect(threads[2]?.posted).toEqual([{ kind: 'open', index: NO_ENTRIES }]);
  expect(threads[2]?.searches()).toEqual([]);
  // The stopped thread's exit, when it comes, starts nothing more.
  first?.exit();
  expect(threads).toHaveLength(3);
  await pool.close();
  expect(threads.every((thread) => thread.terminated)).toBe(true);
});

test('start resolves once one thread is ready, the others warming up; settled once all and the spare are', async () => {
  const { pool, threads } = unstartedPool(3, true);
  const started = outcome(pool.start(NO_ENTRIES));
  const settled = outcome(pool.settled());
  await vi.advanceTimersByTimeAsync(0);
  expect(started.value).toBe('pending');
  threads[1]?.ready();
  await vi.advanceTimersByTimeAsync(0);
  expect(started.value).toBe('answered');
  // One ready thread takes searches; the spare is not opened while the others warm up.
  const search = outcome(pool.search(queryFor('early')));
  expect(threads[1]?.searches()).toEqual(['early']);
  expect(threads[3]?.posted).toEqual([]);
  threads[0]?.ready();
  threads[2]?.ready();
  expect(threads[3]?.posted).toEqual([{ kind: 'open', index: NO_ENTRIES }]);
  await vi.advanceTimersByTimeAsync(0);
  expect(settled.value).toBe('pending');
  threads[3]?.ready();
  threads[1]?.answer();
  await vi.advanceTimersByTimeAsync(0);
  expect(settled.value).toBe('answered');
  expect(search.value).toBe('answered');
  await pool.close();
});

test('a thread that fails before any is ready fails the start, and settled too', async () => {
  const { pool, threads } = unstartedPool(2, true);
  const started = outcome(pool.start(NO_ENTRIES));
  const settled = outcome(pool.settled());
  threads[0]?.exit();
  await vi.advanceTimersByTimeAsync(0);
  expect(started.value).toBe('Error: terminated');
  expect(settled.value).toBe('Error: terminated');
  await pool.close();
});

test('with fewer cores than threads, threads start in turn: the first is ready as soon as one alone, the spare last', async () => {
  const { pool, threads } = unstartedPool(3, true, 1);
  // Only the first loads its modules while the data is loaded.
  expect(threads).toHaveLength(1);
  const started = outcome(pool.start(NO_ENTRIES));
  const settled = outcome(pool.settled());
  expect(threads[0]?.posted).toEqual([{ kind: 'open', index: NO_ENTRIES }]);
  threads[0]?.ready();
  await vi.advanceTimersByTimeAsync(0);
  expect(started.value).toBe('answered');
  // Each next one starts, and is opened, when the one before is ready.
  expect(threads).toHaveLength(2);
  expect(threads[1]?.posted).toEqual([{ kind: 'open', index: NO_ENTRIES }]);
  threads[1]?.ready();
  expect(threads).toHaveLength(3);
  threads[2]?.ready();
  expect(threads).toHaveLength(4);
  expect(threads[3]?.posted).toEqual([{ kind: 'open', index: NO_ENTRIES }]);
  await vi.advanceTimersByTimeAsync(0);
  expect(settled.value).toBe('pending');
  threads[3]?.ready();
  await vi.advanceTimersByTimeAsync(0);
  expect(settled.value).toBe('answered');
  // The spare stays out of turn: searches go to the three.
  const searches = [outcome(pool.search(queryFor('a'))), outcome(pool.search(queryFor('b')))];
  expect(threads.slice(0, 3).flatMap((thread) => thread.searches())).toEqual(['a', 'b']);
  expect(threads[3]?.searches()).toEqual([]);
  expect(searches.map((search) => search.value)).toEqual(['pending', 'pending']);
  await pool.close();
});
