/**
 * The thread that builds the engine's indexes (index-thread.ts): opens the database file
 * read-only, builds, puts the arrays in shared memory, posts the result and ends.
 */
import { parentPort, workerData } from 'node:worker_threads';
import Sqlite from 'better-sqlite3';
import * as v from '../../shared/wire/check';
import { buildIndexData } from '../engine/index/index-build';
import { shareArrays } from '../engine/index/shared-arrays';
import type { IndexData } from '../engine/index/engine-index';

export type IndexMessage =
  { readonly kind: 'built'; readonly index: IndexData } | { readonly kind: 'failed'; readonly message: string };

const port = parentPort;
const job: unknown = workerData;
// Exiting quietly would leave the caller waiting for indexes that never come.
if (port === null || !v.is(v.object({ dbPath: v.string() }), job)) {
  throw new TypeError('index worker: not started by buildIndexInThread');
}
try {
  const database = new Sqlite(job.dbPath, { readonly: true, fileMustExist: true });
  try {
    port.postMessage({ kind: 'built', index: shareArrays(buildIndexData(database)) } satisfies IndexMessage);
  } finally {
    database.close();
  }
} catch (error) {
  // Posted as words: an error thrown out of a thread loses its message on the way (SQLite's own class).
  port.postMessage({
    kind: 'failed',
    message: error instanceof Error ? error.message : String(error),
  } satisfies IndexMessage);
}
