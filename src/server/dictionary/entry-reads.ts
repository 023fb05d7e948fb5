/**
 * The reads the search engine makes of the entries table, one prepared statement each: the engine
 * builds its in-memory indexes from them and reads what it finds as a client receives it.
 */
import type { Database, Statement } from 'better-sqlite3';
import type { DbName } from '../../shared/catalog';
import type { SearchResult, WordEntry } from '../../shared/wire/schemas';
import { columnsOf, SEARCH_RESULT, WORD_ENTRY, wireReader } from './entry-shape';
import type { Row } from './rows';

/** How many entries are stored. */
export function entryCount(database: Database): number {
  return Number(database.prepare('SELECT count(*) FROM entries').pluck().get());
}

/** The highest entry id, 0 when there are none. */
export function lastEntryId(database: Database): number {
  return Number(database.prepare('SELECT max(id) FROM entries').pluck().get() ?? 0);
}

/**
 * The next page of up to 65,536 entries after an id, as arrays of [id, db, num, title,
 * title_canon, exact_key, use_rank]: what every in-memory index is built from.
 */
export function headwordPage(database: Database): Statement<[number], unknown[]> {
  return database
    .prepare<[number], unknown[]>(
      'SELECT id, db, num, title, title_canon, exact_key, use_rank FROM entries WHERE id > ? ORDER BY id LIMIT 65536',
    )
    .raw();
}

/** Every entry's [id, db], in id order. */
export function entryDbs(database: Database): Statement<[], unknown[]> {
  return database.prepare<[], unknown[]>('SELECT id, db FROM entries ORDER BY id').raw();
}

/** The ids of the entries whose headword has an ava key. */
export function idsByAvaKey(database: Database): Statement<[string], unknown> {
  return database.prepare<[string], unknown>('SELECT id FROM entries WHERE ava_key = ?').pluck();
}

/** `{ id, title }` of the entries whose headword has an exact key. */
export function headwordsByExactKey(database: Database): Statement<[string], unknown> {
  return database.prepare<[string], unknown>('SELECT id, title FROM entries WHERE exact_key = ?');
}

/** The search result of one entry, by id: its shown columns as entry-shape.ts maps them. */
export function shownEntry(database: Database): (id: number) => SearchResult | undefined {
  const byId = database.prepare<[number], Row>(`SELECT ${columnsOf(SEARCH_RESULT)} FROM entries WHERE id = ?`);
  const toWire = wireReader(SEARCH_RESULT);
  return (id) => toWire(byId.get(id));
}

/** One entry whole, by database, canonical title and num, as entry-shape.ts maps it. */
export function entryByTitle(
  database: Database,
): (db: DbName, titleCanon: string, num: number) => WordEntry | undefined {
  const byTitle = database.prepare<[string, string, number], Row>(
    `SELECT ${columnsOf(WORD_ENTRY)} FROM entries WHERE db = ? AND title_canon = ? AND num = ?`,
  );
  const toWire = wireReader(WORD_ENTRY);
  return (db, titleCanon, num) => toWire(byTitle.get(db, titleCanon, num));
}

/** An entry's canonical title, by id. */
export function canonicalTitle(database: Database): Statement<[number], unknown> {
  return database.prepare<[number], unknown>('SELECT title_canon FROM entries WHERE id = ?').pluck();
}

/** `{ title, num, pron, text, db, use_rank }` of an entry by id, its meaning cut to a number of characters. */
export function meaningStart(database: Database): Statement<[number, number], unknown> {
  return database.prepare<[number, number], unknown>(
    'SELECT title, num, pron, substr(text, 1, ?) AS text, db, use_rank FROM entries WHERE id = ?',
  );
}

/** `[title, text]` of the first entry at or after an id. */
export function entryFrom(database: Database): Statement<[number], unknown[]> {
  return database
    .prepare<[number], unknown[]>('SELECT title, text FROM entries WHERE id >= ? ORDER BY id LIMIT 1')
    .raw();
}

/** `{ id, form }` of the entries an alternate with this exact key leads to («آبها» → «آب»'s). */
export function entriesByAlternateKey(database: Database): Statement<[string], unknown> {
  return database.prepare<[string], unknown>('SELECT entry_id AS id, form FROM alternates WHERE exact_key = ?');
}

/** Every alternate's exact key, once each (`pluck`ed strings). */
export function alternateKeys(database: Database): Statement<[], unknown> {
  return database.prepare<[], unknown>('SELECT DISTINCT exact_key FROM alternates').pluck();
}

/**
 * `[exact_key, title_canon]` of up to `limit` alternates whose exact key lies in [from, to), in key
 * order, with the canonical title of the headword each leads to: suggest's alternates by prefix.
 */
export function alternatesInRange(database: Database): Statement<[string, string, number], unknown[]> {
  return database
    .prepare<[string, string, number], unknown[]>(
      `SELECT a.exact_key, e.title_canon FROM alternates a JOIN entries e ON e.id = a.entry_id
       WHERE a.exact_key >= ? AND a.exact_key < ? ORDER BY a.exact_key LIMIT ?`,
    )
    .raw();
}

/** `[exact_key, title_canon]` of every headword of several words (a space in its canonical title). */
export function spacedHeadwords(database: Database): Statement<[], unknown[]> {
  return database
    .prepare<[], unknown[]>("SELECT exact_key, title_canon FROM entries WHERE instr(title_canon, ' ') > 0")
    .raw();
}
