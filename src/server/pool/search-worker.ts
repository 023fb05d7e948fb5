/**
 * One thread of the search pool: its own read-only connection to the service's database file and
 * its own engine over it, answering the searches the main thread hands it one at a time (see
 * docs/v3-contract.md, "Busy service"). The main thread keeps its engine for the cheap lookups.
 */
import { parentPort, workerData } from 'node:worker_threads';
import Sqlite from 'better-sqlite3';
import * as v from '../../shared/wire/check';
import { createEngine } from '../engine/create-engine';
import type { SearchPage, SearchQuery } from '../engine/types';

export interface SearchJob {
  readonly id: number;
  readonly query: SearchQuery;
}

export type WorkerMessage =
  | { readonly kind: 'ready' }
  | { readonly kind: 'done'; readonly id: number; readonly page: SearchPage }
  | { readonly kind: 'failed'; readonly id: number; readonly message: string };

const workerSchema = v.object({ dbPath: v.string() });

const port = parentPort;
const data: unknown = workerData;
// Exiting quietly would leave the pool waiting for a ready message that never comes.
if (port === null || !v.is(workerSchema, data)) throw new TypeError('search worker: not started by the search pool');
const database = new Sqlite(data.dbPath, { readonly: true, fileMustExist: true });
// As much page cache as the main connection keeps (store/open.ts), so a search reads as fast here.
database.pragma('cache_size = -65536');
const engine = createEngine(database);
const send = (message: WorkerMessage): void => port.postMessage(message);
port.on('message', ({ id, query }: SearchJob) => {
  try {
    send({ kind: 'done', id, page: engine.search(query) });
  } catch (error) {
    send({ kind: 'failed', id, message: error instanceof Error ? error.message : String(error) });
  }
});
port.once('close', () => database.close());
send({ kind: 'ready' });
