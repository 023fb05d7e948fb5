import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { openStore } from '../dictionary/open-store';

/** Where the service keeps its database unless told otherwise (gitignored). */
export const DEFAULT_DB = '.farhang/farhang.db';

export interface OpenedDatabase {
  readonly database: Database;
  readonly path: string;
  /** Closes the database and removes it when it was a temporary one. */
  close(): void;
}

/** Opens `path`, or a fresh temporary database that is removed again on close. */
export function openDatabase(path: string | 'temporary'): OpenedDatabase {
  if (path !== 'temporary') {
    const database = openStore(path);
    return { database, path, close: () => database.close() };
  }
  const dir = mkdtempSync(join(tmpdir(), 'farhang-'));
  const file = join(dir, 'farhang.db');
  const database = openStore(file);
  return {
    database,
    path: file,
    close() {
      database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
