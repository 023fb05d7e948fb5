import type { Database } from 'better-sqlite3';
import { DB_NAMES } from '../../../shared/catalog';
import { entryDbs } from '../../dictionary/entry-reads';
import { flushFts, ftsRowSizes, withFtsVocabulary } from '../../dictionary/fts-reads';
import { rewriteTextIndex } from '../../dictionary/text-index-tables';
import { termWeight } from './bm25';
import { encodeWord, HEAD_LENGTH, type DbList } from './lists';
import { readStamp, textIndexFresh } from '../index/text-stamp';

/**
 * Per full-text row: its entry's database (-1 for a row of no entry), its place among that
 * database's entries in id order, and its length in tokens; and each database's entry count.
 */
interface RowFacts {
  readonly db: Map<number, number>;
  readonly position: Map<number, number>;
  readonly length: Map<number, number>;
  readonly dbSizes: number[];
}

// A word in at least this share of a database's entries gets a dense row (text_dense): one byte
// per entry of the database, so that an intersection with it is a lookup, not a list to read.
const DENSE_SHARE = 0.05;

/** SQLite's varint as FTS5 writes a row's token count (text-stamp.ts reads the same format). */
function firstVarint(bytes: Uint8Array): number {
  let value = 0;
  for (let i = 0; i < 8; i++) {
    const byte = bytes[i] ?? 0;
    value = value * 128 + (byte & 0x7f);
    if ((byte & 0x80) === 0) return value;
  }
  return value * 256 + (bytes[8] ?? 0);
}

function rowFacts(database: Database): RowFacts {
  const dbIndex = new Map<string, number>(DB_NAMES.map((name, i) => [name, i]));
  const db = new Map<number, number>();
  const position = new Map<number, number>();
  const dbSizes = DB_NAMES.map(() => 0);
  for (const row of entryDbs(database).iterate()) {
    if (!Array.isArray(row)) continue;
    const index = dbIndex.get(String(row[1])) ?? -1;
    db.set(Number(row[0]), index);
    if (index < 0) continue;
    position.set(Number(row[0]), dbSizes[index] ?? 0);
    dbSizes[index] = (dbSizes[index] ?? 0) + 1;
  }
  const length = new Map<number, number>();
  for (const row of ftsRowSizes(database).iterate()) {
    if (Array.isArray(row) && row[1] instanceof Uint8Array) length.set(Number(row[0]), firstVarint(row[1]));
  }
  return { db, position, length, dbSizes };
}

// A (tf, length) pair as one exact number: both stay far below 2^26 in any real meaning.
const PAIR = 2 ** 26;
const ROW = 2 ** 32;

/** One database's postings in bm25 order, by place: best weight first, place (id) order among equals. */
function ranked(db: number, rowIds: number[], tfs: number[], facts: RowFacts, averageLength: number): DbList {
  const pairs = new Map<number, number>();
  const pairOf = rowIds.map((rowId, i) => (tfs[i] ?? 0) * PAIR + (facts.length.get(rowId) ?? 0));
  for (const pair of pairOf)
    if (!pairs.has(pair)) pairs.set(pair, termWeight(Math.floor(pair / PAIR), pair % PAIR, averageLength));
  const order = [...pairs].sort((a, b) => b[1] - a[1]).map(([pair]) => pair);
  const rankOf = new Map(order.map((pair, rank) => [pair, rank]));
  const keys = Float64Array.from(
    rowIds,
    (rowId, i) => (rankOf.get(pairOf[i] ?? 0) ?? 0) * ROW + (facts.position.get(rowId) ?? 0),
  );
  keys.sort();
  const places = new Uint32Array(keys.length);
  const sortedTfs = new Uint32Array(keys.length);
  keys.forEach((key, i) => {
    places[i] = key % ROW;
    sortedTfs[i] = Math.floor((order[Math.floor(key / ROW)] ?? 0) / PAIR);
  });
  return { db, count: keys.length, places, tfs: sortedTfs };
}

/** A common word's term frequency at every entry of the database, when it fits a byte. */
function denseOf(list: DbList, facts: RowFacts, share: number): Buffer | undefined {
  const size = facts.dbSizes[list.db] ?? 0;
  if (list.count < size * share || list.tfs.some((tf) => tf > 255)) return undefined;
  const tfs = Buffer.alloc(size);
  list.places.forEach((place, i) => {
    tfs[place] = list.tfs[i] ?? 0;
  });
  return tfs;
}

/** A word's lists from its instances (one row id per occurrence, grouped by row). */
function listsOf(docs: readonly number[], facts: RowFacts, averageLength: number): { lists: DbList[]; found: number } {
  const byDb = new Map<number, { rowIds: number[]; tfs: number[] }>();
  let found = 0;
  for (let i = 0; i < docs.length;) {
    const doc = docs[i] ?? 0;
    let tf = 1;
    while (docs[i + tf] === doc) tf++;
    i += tf;
    found++;
    const db = facts.db.get(doc) ?? -1;
    if (db < 0) continue;
    let list = byDb.get(db);
    if (list === undefined) byDb.set(db, (list = { rowIds: [], tfs: [] }));
    list.rowIds.push(doc);
    list.tfs.push(tf);
  }
  const lists = [...byDb]
    .sort((a, b) => a[0] - b[0])
    .map(([db, { rowIds, tfs }]) => ranked(db, rowIds, tfs, facts, averageLength));
  return { lists, found };
}

/**
 * Builds the meaning index (lists.ts) from the full-text index itself, so that its words,
 * counts and lengths are exactly what FTS5's bm25 sees: every word's entries per database, in
 * bm25 order. Runs inside the caller's transaction (the import's, or the one that brings an older
 * database up to date); the old index is replaced whole. A word gets dense bytes in a database
 * where it is in `denseShare` of the entries or more; heads hold `headLength` entries (tests move
 * both to take every path of the search on small corpora).
 */
export function buildTextIndex(
  database: Database,
  { denseShare = DENSE_SHARE, headLength = HEAD_LENGTH }: { denseShare?: number; headLength?: number } = {},
): void {
  flushFts(database);
  const writer = rewriteTextIndex(database);
  const stamp = readStamp(database);
  const facts = rowFacts(database);
  const averageLength = stamp.rows > 0 ? stamp.tokens / stamp.rows : 1;
  withFtsVocabulary(database, ({ terms, instancesOf }) => {
    for (const term of terms) {
      const { lists, found } = listsOf(instancesOf(term), facts, averageLength);
      const { head, tail } = encodeWord(lists, found, headLength);
      writer.word(term, head, tail);
      for (const list of lists) {
        const tfs = denseOf(list, facts, denseShare);
        if (tfs !== undefined) writer.dense(term, list.db, tfs);
      }
    }
  });
  const ids = Uint32Array.from(facts.length.keys());
  const lengths = Uint32Array.from(facts.length.values());
  writer.finish(stamp.bytes, Buffer.from(ids.buffer), Buffer.from(lengths.buffer));
}

/** Builds the meaning index unless it is up to date (a database made before it, or changed since). */
export function ensureTextIndex(database: Database): boolean {
  if (textIndexFresh(database)) return false;
  database.transaction(() => buildTextIndex(database)).immediate();
  return true;
}
