/**
 * One thread of the search pool: its own read-only connection to the service's database file and
 * its own engine over it, answering the searches the main thread hands it one at a time (see
 * docs/v3-contract.md §10.6). The engine's indexes are not its own: the process built them once
 * and hands every thread the same shared memory (decision 029). The main thread keeps its engine
 * for the cheap lookups.
 */
import { parentPort, workerData } from 'node:worker_threads';
import Sqlite from 'better-sqlite3';
import * as v from '../../shared/wire/check';
import { createEngine } from '../engine/create-engine';
import { attachIndex, type IndexData } from '../engine/index/engine-index';
import { allShared } from '../engine/index/shared-arrays';
import { warmUp } from '../engine/warm-up';
import type { DbName } from '../../shared/catalog';
import type { TextReading } from '../../shared/wire/read';
import type { Engine, SearchPage, SearchQuery } from '../ports/engine';

export interface SearchJob {
  readonly kind: 'search';
  readonly id: number;
  readonly query: SearchQuery;
}

/** A text to read (`POST /api/read`): as heavy as a meaning search, and for long texts more. */
export interface ReadJob {
  readonly kind: 'read';
  readonly id: number;
  readonly text: string;
  readonly dbs: readonly DbName[];
}

export type PoolJob = SearchJob | ReadJob;

/**
 * What the pool sends: first `open` (once the data is in) with the indexes built from it, their
 * arrays in shared memory, then searches and texts to read.
 */
export type PoolMessage = { readonly kind: 'open'; readonly index: IndexData } | PoolJob;

export type WorkerMessage =
  | { readonly kind: 'ready' }
  | { readonly kind: 'done'; readonly id: number; readonly page: SearchPage }
  | { readonly kind: 'read'; readonly id: number; readonly reading: TextReading }
  | { readonly kind: 'failed'; readonly id: number; readonly message: string };

const workerSchema = v.object({ dbPath: v.string() });

const port = parentPort;
const data: unknown = workerData;
// Exiting quietly would leave the pool waiting for a ready message that never comes.
if (port === null || !v.is(workerSchema, data)) throw new TypeError('search worker: not started by the search pool');
const send = (message: WorkerMessage): void => port.postMessage(message);
let engine: Engine | undefined;
let database: Sqlite.Database | undefined;
port.on('message', (message: PoolMessage) => {
  if (message.kind === 'open') {
    // Started early so the modules are loaded by the time the data is in; the engine is made now.
    // A copy of the indexes in every thread is what sharing them is for: refused, not searched.
    if (!allShared(message.index)) throw new TypeError('search worker: the indexes are not in shared memory');
    const index = attachIndex(message.index);
    database = new Sqlite(data.dbPath, { readonly: true, fileMustExist: true });
    // A sixteenth of the main connection's page cache (dictionary/open-store.ts): a warmed thread
    // filled all it was given, one more copy of pages the system's file cache holds once for
    // every thread; a search re-reads only its words' lists and rows. 4 MB answered as fast as
    // 16 MB at 1,000,000 entries (decision 029).
    database.pragma('cache_size = -4096');
    engine = createEngine(database, index);
    warmUp(engine, database);
    send({ kind: 'ready' });
    return;
  }
  const { id } = message;
  try {
    if (engine === undefined) throw new Error('search worker: asked to search before it was opened');
    if (message.kind === 'read') send({ kind: 'read', id, reading: engine.read(message.text, message.dbs) });
    else send({ kind: 'done', id, page: engine.search(message.query) });
  } catch (error) {
    send({ kind: 'failed', id, message: error instanceof Error ? error.message : String(error) });
  }
});
port.once('close', () => database?.close());
