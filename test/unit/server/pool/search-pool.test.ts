import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { DB_NAMES } from '../../../../src/shared/catalog';
import type { SearchQuery } from '../../../../src/server/ports/engine';
import { createSearchPool, PoolBusyError } from '../../../../src/server/pool/search-pool';

const dir = mkdtempSync(join(tmpdir(), 'farhang-pool-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const QUERY: SearchQuery = { q: 'امید', type: 'text', dbs: DB_NAMES, start: 0, rows: 10 };

function reasonOf(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'answered',
    (error: unknown) => (error instanceof PoolBusyError ? error.reason : String(error)),
  );
}

test('with every worker busy a search past the queue is refused at once, and a waiting one ends at its budget', async () => {
  // Never started: no worker ever takes a search, so the queue's one place stays taken.
  const pool = createSearchPool({ dbPath: join(dir, 'none.db'), size: 1, budgetMs: 40, queueLimit: 1 });
  const waiting = reasonOf(pool.search(QUERY));
  expect(await reasonOf(pool.search(QUERY))).toBe('full');
  expect(await waiting).toBe('budget');
  // The place is free again once its search was given up.
  const next = reasonOf(pool.search(QUERY));
  await pool.close();
  expect(await next).toBe('closed');
  expect(await reasonOf(pool.search(QUERY))).toBe('closed');
});

test('start rejects when a worker cannot open the database file', async () => {
  const pool = createSearchPool({ dbPath: join(dir, 'missing.db'), size: 1, budgetMs: 1000 });
  await expect(pool.start()).rejects.toThrow();
  await pool.close();
});
