/**
 * What the engine reads of the full-text index over the meanings (entries_fts, FTS5): its matches
 * with their bm25, and its own records, from which the meaning index is built and checked.
 */
import type { Database, Statement } from 'better-sqlite3';

/** `[rowid, bm25]` of every entry whose meaning matches an FTS5 query. */
export function ftsMatches(database: Database): Statement<[string], unknown[]> {
  return database
    .prepare<[string], unknown[]>('SELECT rowid, bm25(entries_fts) FROM entries_fts WHERE entries_fts MATCH ?')
    .raw();
}

/** `[rowid, sz]` of every row: its length in tokens, as FTS5 keeps it (a varint). */
export function ftsRowSizes(database: Database): Statement<[], unknown[]> {
  return database.prepare<[], unknown[]>('SELECT id, sz FROM entries_fts_docsize').raw();
}

/** One of FTS5's own records (its averages, its structure) by its id. */
export function ftsRecord(database: Database): Statement<[number], unknown> {
  return database.prepare<[number], unknown>('SELECT block FROM entries_fts_data WHERE id = ?').pluck();
}

/** FTS5 keeps its row and token totals in memory until the transaction commits: writes them now. */
export function flushFts(database: Database): void {
  database.exec("INSERT INTO entries_fts (entries_fts) VALUES ('flush')");
}

/** The index's vocabulary: its terms, and the row of each instance of a term, grouped by row. */
export interface FtsVocabulary {
  readonly terms: readonly unknown[];
  instancesOf(term: unknown): number[];
}

/** Runs `use` over the index's vocabulary (two temporary fts5vocab tables, dropped after). */
export function withFtsVocabulary<T>(database: Database, use: (vocabulary: FtsVocabulary) => T): T {
  database.exec(`CREATE VIRTUAL TABLE temp.text_vocab_rows USING fts5vocab(main, 'entries_fts', 'row');
    CREATE VIRTUAL TABLE temp.text_vocab USING fts5vocab(main, 'entries_fts', 'instance')`);
  try {
    const instances = database.prepare('SELECT doc FROM temp.text_vocab WHERE term = ?').pluck();
    const terms = database.prepare('SELECT term FROM temp.text_vocab_rows').pluck().all();
    return use({ terms, instancesOf: (term) => instances.all(term).map(Number) });
  } finally {
    database.exec('DROP TABLE temp.text_vocab; DROP TABLE temp.text_vocab_rows');
  }
}

/** SQLite's ln(): FTS5 takes the IDF's logarithm from the C library, and this is that same function. */
export function sqliteLn(database: Database): (x: number) => number {
  const ln = database.prepare<[number], unknown>('SELECT ln(?)').pluck();
  return (x) => Number(ln.get(x));
}
