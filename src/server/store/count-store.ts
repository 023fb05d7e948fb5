import type { Database } from 'better-sqlite3';
import { addRequestCounts, readRequestCounts, type RequestCountRow, type RequestCountTotal } from './counters';

/**
 * Where the request counts go, whichever keeps them: each replica adds its batches, `stats`
 * reads the totals (a fleet's, when they are shared).
 */
export interface CountStore {
  add(rows: readonly RequestCountRow[]): void | Promise<void>;
  read(): Promise<RequestCountTotal[]>;
}

export function sqliteCountStore(database: Database): CountStore {
  return {
    add: (rows) => addRequestCounts(database, rows),
    read: async () => readRequestCounts(database),
  };
}
