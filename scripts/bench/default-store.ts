/**
 * The embedded default as a reader's fresh install has it (data/, imported as `npm start` does),
 * for the yardsticks that read against it. The database is kept in the system's temporary folder
 * and imported again only when data/ changed (loadSample compares its hash), so a second run of a
 * bench starts at once.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { loadSample } from '../../src/server/cli/load-data';
import { openStore } from '../../src/server/dictionary/open-store';
import { createEngine } from '../../src/server/engine/create-engine';
import type { Engine } from '../../src/server/ports/engine';
import { DATABASES } from '../../src/shared/catalog';
import { exactKey } from '../../src/shared/persian/normalise';

export interface DefaultStore {
  readonly database: Database;
  readonly engine: Engine;
  /** The exact keys of every headword of a dictionary whose headwords are Persian. */
  readonly headwords: ReadonlySet<string>;
}

export function defaultStore(dataDir = 'data'): DefaultStore {
  const database = openStore(join(tmpdir(), 'farhang-bench-default-store.db'));
  loadSample(database, dataDir, { out: () => undefined, err: (line) => console.error(line) });
  const persian = DATABASES.filter((db) => db.headwords === 'fa').map((db) => `'${db.name}'`);
  const titles = database
    .prepare(`SELECT DISTINCT title FROM entries WHERE db IN (${persian.join(', ')})`)
    .pluck()
    .all()
    .map(String);
  return { database, engine: createEngine(database), headwords: new Set(titles.map(exactKey)) };
}
