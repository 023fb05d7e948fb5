/**
 * The tables of the meaning index (schema.ts, migration 2): the engine encodes their rows
 * (engine/text/lists.ts) and writes and reads them through these statements.
 */
import type { Database, Statement } from 'better-sqlite3';

/** Whether both tables exist (a database made before migration 2 was brought up to date has them). */
export function textIndexTablesExist(database: Database): boolean {
  const tables = database
    .prepare("SELECT count(*) FROM sqlite_schema WHERE name IN ('text_words', 'text_index')")
    .pluck()
    .get();
  return tables === 2;
}

/** The stamp of the full-text index the meaning index was built from; undefined when never built. */
export function builtStamp(database: Database): unknown {
  return database.prepare('SELECT stamp FROM text_index WHERE id = 1').pluck().get();
}

/** `[row_ids, lengths]` of the built index, or undefined. */
export function indexedRows(database: Database): unknown {
  return database.prepare('SELECT row_ids, lengths FROM text_index WHERE id = 1').raw().get();
}

/** A word's row, by the word: its head, its tail, its `[db, tfs]` dense rows. */
export interface TextWordReads {
  readonly head: Statement<[string], unknown>;
  readonly tail: Statement<[string], unknown>;
  readonly dense: Statement<[string], unknown[]>;
}

export function textWordReads(database: Database): TextWordReads {
  return {
    head: database.prepare<[string], unknown>('SELECT head FROM text_words WHERE word = ?').pluck(),
    tail: database.prepare<[string], unknown>('SELECT tail FROM text_words WHERE word = ?').pluck(),
    dense: database.prepare<[string], unknown[]>('SELECT db, tfs FROM text_dense WHERE word = ?').raw(),
  };
}

/** Writes a new meaning index over the old one, inside the caller's transaction. */
export interface TextIndexWriter {
  word(word: unknown, head: Buffer, tail: Buffer | null): void;
  dense(word: unknown, db: number, tfs: Buffer): void;
  /** The last row: the stamp it was built from, and every row's id and length. */
  finish(stamp: Buffer, rowIds: Buffer, lengths: Buffer): void;
}

/** Empties the three tables and returns the writer of their new rows. */
export function rewriteTextIndex(database: Database): TextIndexWriter {
  database.exec('DELETE FROM text_words; DELETE FROM text_dense; DELETE FROM text_index');
  const insert = database.prepare('INSERT INTO text_words (word, head, tail) VALUES (?, ?, ?)');
  const insertDense = database.prepare('INSERT INTO text_dense (word, db, tfs) VALUES (?, ?, ?)');
  const insertIndex = database.prepare('INSERT INTO text_index (id, stamp, row_ids, lengths) VALUES (1, ?, ?, ?)');
  return {
    word: (word, head, tail) => void insert.run(word, head, tail),
    dense: (word, db, tfs) => void insertDense.run(word, db, tfs),
    finish: (stamp, rowIds, lengths) => void insertIndex.run(stamp, rowIds, lengths),
  };
}
