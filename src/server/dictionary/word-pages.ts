/**
 * Every entry as a word page (`/word/:db/:title/:num`), for the sitemap: read from the store in
 * id order, in small batches, so a million entries never sit in memory at once and no statement
 * stays open on the connection while a slow client reads.
 */
import type { Database } from 'better-sqlite3';
import { toDbName } from '../../shared/catalog';
import type { WordPages } from '../ports/word-pages';

/** Rows read per query while a sitemap file is written. */
const BATCH = 1000;

interface Row {
  readonly id: number;
  readonly db: string;
  readonly title: string;
  readonly num: number;
}

export function wordPages(database: Database): WordPages {
  const maxId = database.prepare('SELECT max(id) FROM entries').pluck();
  const any = database.prepare('SELECT 1 FROM entries WHERE id > ? AND id <= ? LIMIT 1').pluck();
  const batch = database.prepare<[number, number, number], Row>(
    'SELECT id, db, title, num FROM entries WHERE id > ? AND id <= ? ORDER BY id LIMIT ?',
  );
  return {
    files(size) {
      const max = Number(maxId.get() ?? 0);
      const files: number[] = [];
      // Each probe is one step down the id b-tree; ids re-imported leave gaps, and empty ranges are skipped.
      for (let k = 0; k * size < max; k += 1) if (any.get(k * size, (k + 1) * size) !== undefined) files.push(k);
      return files;
    },
    *pages(file, size) {
      const end = (file + 1) * size;
      let after = file * size;
      for (;;) {
        const rows = batch.all(after, end, BATCH);
        for (const row of rows) {
          const db = toDbName(row.db);
          if (db !== undefined) yield { db, title: row.title, num: row.num };
        }
        const last = rows.at(-1);
        if (last === undefined || rows.length < BATCH) return;
        after = last.id;
      }
    },
  };
}
