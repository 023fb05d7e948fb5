/**
 * Search threads attach the indexes the process built once, in shared memory (decision 029): a
 * thread that replaces a stopped one attaches the same memory and answers as the first did, and
 * indexes that are not shared, or whose arrays disagree, are refused when a thread starts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { DB_NAMES } from '../../../../src/shared/catalog';
import { importIndexed } from '../../../../src/server/cli/load-data';
import { openStore } from '../../../../src/server/dictionary/open-store';
import { createEngine } from '../../../../src/server/engine/create-engine';
import { attachIndex, type IndexData } from '../../../../src/server/engine/index/engine-index';
import { buildIndexData } from '../../../../src/server/engine/index/index-build';
import { allShared, shareArrays } from '../../../../src/server/engine/index/shared-arrays';
import { buildIndexInThread } from '../../../../src/server/pool/index-thread';
import { searchThread, type PoolThread } from '../../../../src/server/pool/pool-thread';
import { createSearchPool } from '../../../../src/server/pool/search-pool';
import type { SearchQuery } from '../../../../src/server/ports/engine';
import { PoolBusyError } from '../../../../src/server/ports/search-pool';

const dir = mkdtempSync(join(tmpdir(), 'farhang-shared-index-'));
const dbPath = join(dir, 'shared.db');
const database = openStore(dbPath);
importIndexed(database, ['test/fixtures/contract.jsonl']);
const data = buildIndexData(database);
const shared = shareArrays(data);
afterAll(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

// Real threads load their modules through tsx: on a busy machine that takes seconds, not a bug.
const THREAD_TEST_MS = 60_000;

const QUERIES: readonly SearchQuery[] = [
  { q: 'امید', type: 'like', dbs: DB_NAMES, start: 0, rows: 10 },
  { q: 'ام', type: 'like', dbs: DB_NAMES, start: 0, rows: 5 },
  { q: 'امید بستن', type: 'text', dbs: DB_NAMES, start: 0, rows: 10 },
  { q: 'داشتن', type: 'text', dbs: ['moein', 'dehkhoda'], start: 1, rows: 3 },
];

/** A real thread whose answers can be held back, so the pool sees it busy on a search. */
interface HeldThread extends PoolThread {
  hold: boolean;
}

function poolOf(threads: HeldThread[]) {
  return createSearchPool({
    dbPath,
    size: 1,
    budgetMs: 60_000,
    spawn: (path) => {
      const real = searchThread(path);
      const thread: HeldThread = {
        ...real,
        hold: false,
        onMessage: (listener) =>
          real.onMessage((message) => {
            if (!thread.hold) listener(message);
          }),
      };
      threads.push(thread);
      return thread;
    },
  });
}

/** The search's page once a thread is ready to take it (a pool with no ready thread refuses). */
async function searchWhenReady(pool: ReturnType<typeof poolOf>, query: SearchQuery) {
  for (;;) {
    try {
      return await pool.search(query);
    } catch (error) {
      if (!(error instanceof PoolBusyError && error.reason === 'busy')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

test(
  'a thread replaced mid-search attaches the same indexes and answers as the main thread',
  async () => {
    const threads: HeldThread[] = [];
    const pool = poolOf(threads);
    await pool.start(shared);
    const main = createEngine(database, attachIndex(shared));
    const expected = QUERIES.map((query) => main.search(query));
    expect(expected.filter((page) => page.numFound > 0).length).toBeGreaterThanOrEqual(3);
    for (const [i, query] of QUERIES.entries()) expect(await pool.search(query)).toEqual(expected[i]);

    // The thread is stopped in the middle of a search (its answer held back): that search fails,
    // and a new thread takes over.
    const [first] = threads;
    if (first === undefined) throw new Error('the pool started no thread');
    first.hold = true;
    const cut = pool.search({ q: 'امید', type: 'text', dbs: DB_NAMES, start: 0, rows: 10 });
    await first.terminate();
    await expect(cut).rejects.toThrow(/search worker stopped/);
    for (const [i, query] of QUERIES.entries()) expect(await searchWhenReady(pool, query)).toEqual(expected[i]);
    // The first thread, the spare that took its place, and a new spare.
    expect(threads).toHaveLength(3);
    await pool.close();
  },
  THREAD_TEST_MS,
);

test(
  'the indexes built in a thread of their own arrive in shared memory and answer as those built here',
  async () => {
    const built = await buildIndexInThread(dbPath);
    expect(allShared(built)).toBe(true);
    const here = createEngine(database, attachIndex(shared));
    const there = createEngine(database, attachIndex(built));
    for (const query of [...QUERIES, { q: 'omid', type: 'like', dbs: DB_NAMES, start: 0, rows: 10 } as const]) {
      expect(there.search(query)).toEqual(here.search(query));
    }
    for (const q of ['ام', 'امی', 'omid']) expect(there.suggest(q)).toEqual(here.suggest(q));
  },
  THREAD_TEST_MS,
);

test(
  'a builder that cannot open the file fails with the reason, and nothing waits for it',
  async () => {
    await expect(buildIndexInThread(join(dir, 'missing.db'))).rejects.toThrow(/unable to open database file/);
  },
  THREAD_TEST_MS,
);

async function refusal(index: IndexData): Promise<string> {
  const pool = poolOf([]);
  try {
    await pool.start(index);
    return 'started';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await pool.close();
  }
}

test(
  'a thread refuses indexes that are not in shared memory: each thread would hold a copy',
  async () => {
    expect(await refusal(data)).toMatch(/not in shared memory/);
  },
  THREAD_TEST_MS,
);

test(
  'a thread refuses indexes whose arrays disagree, before any search reads them',
  async () => {
    const truncated = shareArrays({ ...data, entryRank: data.entryRank.subarray(0, data.entryRank.length - 1) });
    expect(await refusal(truncated)).toMatch(/engine index: entryRank holds \d+ entries, not \d+/);
    const fewerKeys = shareArrays({
      ...data,
      keyTable: { ...data.keyTable, keyStart: data.keyTable.keyStart.subarray(1) },
    });
    expect(await refusal(fewerKeys)).toMatch(/engine index: the key table/);
    const cutUnits = shareArrays({
      ...data,
      keyTable: { ...data.keyTable, keyUnits: data.keyTable.keyUnits.subarray(1) },
    });
    expect(await refusal(cutUnits)).toMatch(/engine index: the key table/);
  },
  THREAD_TEST_MS,
);
