import type { Database } from 'better-sqlite3';

interface IndexDefinition {
  name: string;
  sql: string;
}

// An entry of a typical import file is a few hundred bytes; only the order of magnitude matters.
const BYTES_PER_ENTRY = 250;
const BULK_ENTRIES = 100_000;

/**
 * Whether writing `incoming` entries into a table of `existing` is cheaper with its search-key
 * indexes dropped and built afresh than updated row by row. Measured on 1,000,000 entries: the two
 * random-key indexes cost 3.5 s of CPU, and more in disk waits, kept up to date, against about 1 s
 * to build afresh; but the rebuild covers the rows kept too, so a small import into a large
 * database keeps its indexes.
 */
export function rebuildPays(incoming: number, existing: number): boolean {
  return incoming >= BULK_ENTRIES && incoming >= existing / 4;
}

/** `rebuildPays` for an import of `inputBytes` into `database`. */
export function isBulkImport(database: Database, inputBytes: number): boolean {
  const incoming = inputBytes / BYTES_PER_ENTRY;
  if (incoming < BULK_ENTRIES) return false;
  return rebuildPays(incoming, Number(database.prepare('SELECT count(*) FROM entries').pluck().get()));
}

/**
 * Runs `write` with the explicit indexes of `entries` dropped, then recreates them from their own
 * definitions (so they stay whatever the migrations made them). Call inside a transaction: a
 * failure rolls the drop back with everything else. The UNIQUE constraint's index stays.
 */
export function withIndexesRebuilt<T>(database: Database, write: () => T): T {
  const indexes = database
    .prepare<[], IndexDefinition>(
      "SELECT name, sql FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'entries' AND sql IS NOT NULL",
    )
    .all();
  for (const { name } of indexes) database.exec(`DROP INDEX "${name.replaceAll('"', '""')}"`);
  const result = write();
  for (const { sql } of indexes) database.exec(sql);
  return result;
}
