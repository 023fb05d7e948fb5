import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { DB_NAMES } from '../../../../src/shared/catalog';
import type { SearchQuery } from '../../../../src/server/ports/engine';
import { createSearchPool } from '../../../../src/server/pool/search-pool';
import { PoolBusyError } from '../../../../src/server/ports/search-pool';
import { shareArrays } from '../../../../src/server/engine/index/shared-arrays';
import { NO_ENTRIES } from './fake-threads';

const dir = mkdtempSync(join(tmpdir(), 'farhang-pool-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const QUERY: SearchQuery = { q: 'امید', type: 'text', dbs: DB_NAMES, start: 0, rows: 10 };

function reasonOf(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'answered',
    (error: unknown) => (error instanceof PoolBusyError ? error.reason : String(error)),
  );
}

test('a pool with no thread ready refuses a search at once, and a closed pool refuses every search', async () => {
  // Never started: no thread is ready, so no search could be answered within its budget.
  const pool = createSearchPool({ dbPath: join(dir, 'none.db'), size: 1, budgetMs: 40 });
  expect(await reasonOf(pool.search(QUERY))).toBe('busy');
  await pool.close();
  expect(await reasonOf(pool.search(QUERY))).toBe('closed');
});

test('start rejects when a worker cannot open the database file', async () => {
  // No spare: one thread loading its modules is all this needs on a busy machine.
  const pool = createSearchPool({ dbPath: join(dir, 'missing.db'), size: 1, budgetMs: 1000, spare: false });
  await expect(pool.start(shareArrays(NO_ENTRIES))).rejects.toThrow();
  await pool.close();
});
