import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { readRequestCounts } from '../../src/server/state/sqlite/sqlite-counts';
import { openStore } from '../../src/server/dictionary/open-store';
import { writeBigDictionary } from './data-safety-cli';
import { rawRequest } from '../support/service/harness';
import { serveLoading } from '../support/service/loading-service';

const dir = mkdtempSync(join(tmpdir(), 'farhang-loading-counters-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The counters are saved about once a second; a gap longer than that lets a save fall between two
// requests.
const GAP_MS = 1200;

test('requests answered while --data imports are counted, saved once the import is in, and never wait on its lock', async () => {
  // Big enough that the import holds SQLite's write lock longer than the 5 s busy timeout (about 12 s
  // here), so a save tried during it would block the answers and then fail. Few entries with long
  // meanings: the import is as slow as with many short ones, the engine built after it much quicker.
  const data = join(dir, 'big.jsonl');
  await writeBigDictionary(data, 100_000, 10);
  const db = join(dir, 'served.db');
  const service = await serveLoading(['--db', db, '--token', 'T', '--rate-limit', '0', '--data', data]);
  const target = `/v3/suggest?token=T&q=${encodeURIComponent('ب')}`;
  let unavailable = 0;
  let answered = 0;
  try {
    let reply = await service.knock(target);
    // A reply of 200 means the import ended between the last look at stdout and the request.
    while (reply.status !== 200) {
      expect(reply.status).toBe(503);
      expect(reply.headers['retry-after']).toMatch(/^\d+$/);
      expect(reply.body).toMatchObject({ response: { status: false, code: 503, error: 'unavailable' } });
      unavailable += 1;
      await new Promise((resolve) => setTimeout(resolve, GAP_MS));
      // Once the import is in, the engine is built on the main thread: a request then waits for it.
      if (service.stderr().includes('entries imported') || service.stdout().includes('listening on')) break;
      reply = await rawRequest(service.port, target);
    }
    await service.ready();
    expect((await rawRequest(service.port, target)).status).toBe(200);
    answered = reply.status === 200 ? 2 : 1;
  } finally {
    await service.stop();
  }
  expect(unavailable).toBeGreaterThan(1);
  expect(service.stderr()).not.toMatch(/counters not saved|database is locked/);
  const database = openStore(db);
  try {
    const counts = readRequestCounts(database);
    expect(counts.filter((row) => row.code === 503).map((row) => row.count)).toEqual([unavailable]);
    expect(counts.filter((row) => row.code === 200).map((row) => row.count)).toEqual([answered]);
  } finally {
    database.close();
  }
}, 120_000);
