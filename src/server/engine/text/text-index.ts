import type { Database } from 'better-sqlite3';
import { DB_NAMES } from '../../../shared/catalog';
import { sqliteLn } from '../../dictionary/fts-reads';
import { textWordReads } from '../../dictionary/text-index-tables';
import type { EngineIndex } from '../index/engine-index';
import { clampIdf, idfArgument } from './bm25';
import type { IndexedWord } from './text-word';
import type { DbFacts } from './best';
import { matchAll, type TextHits } from './intersect';
import { byPlace, decodeHead, splitTail, type DbList } from './lists';
import { readStamp, textIndexFresh } from '../index/text-stamp';

/**
 * `text` answered from the meaning index (lists.ts), the same answers as the full-text
 * query: `undefined` when the index is missing or older than the full-text index, in which case
 * the engine asks FTS5.
 */
export interface TextIndex {
  /** The hits for distinct words in query order; `undefined` when a word is not in the index. */
  search(words: readonly string[], priorities: Int8Array, limit: number): TextHits | undefined;
  /** One word as the index holds it; undefined when no meaning holds it. */
  word(word: string): IndexedWord | undefined;
  /** One database as a search scores it. */
  facts(db: number): DbFacts;
  /** Full-text rows in all. */
  readonly rows: number;
}

/** Each database's entries and lengths by place, from the facts built with the engine's indexes. */
function dbFacts(index: EngineIndex, averageLength: number): DbFacts[] {
  const text = index.text;
  return (text?.entries ?? []).map((entries, db) => {
    const lengths = text?.lengths[db] ?? new Uint32Array();
    return {
      entries,
      lengths,
      shortest: lengths.reduce((a, b) => Math.min(a, b), Infinity),
      averageLength,
      entryRank: index.entryRank,
    };
  });
}

/** The databases the filter selects, in its order. */
export function selectedDbs(priorities: Int8Array): number[] {
  return DB_NAMES.map((_, db) => db)
    .filter((db) => (priorities[db] ?? -1) >= 0)
    .sort((a, b) => (priorities[a] ?? 0) - (priorities[b] ?? 0));
}

const NO_FACTS = { entries: new Uint32Array(), lengths: new Uint32Array(), shortest: 0, averageLength: 1 };

export function openTextIndex(database: Database, index: EngineIndex): TextIndex | undefined {
  if (index.text === undefined || !textIndexFresh(database)) return undefined;
  const stamp = readStamp(database);
  if (stamp.rows === 0) return undefined;
  const facts = dbFacts(index, stamp.tokens / stamp.rows);
  const factsOf = (db: number): DbFacts => facts[db] ?? { ...NO_FACTS, entryRank: index.entryRank };
  const { head: headOf, tail: tailOf, dense: denseOf } = textWordReads(database);
  const ln = sqliteLn(database);

  const wordOf = (word: string): IndexedWord | undefined => {
    const head: unknown = headOf.get(word);
    if (!(head instanceof Uint8Array)) return undefined;
    const decoded = decodeHead(head);
    let tails: Map<number, DbList> | undefined;
    const sorted = new Map<number, DbList>();
    let dense: Map<number, Uint8Array> | undefined;
    return {
      idf: clampIdf(ln(idfArgument(stamp.rows, decoded.found))),
      found: decoded.found,
      dense(db) {
        if (dense === undefined) {
          dense = new Map();
          for (const row of denseOf.all(word)) {
            if (!Array.isArray(row)) continue;
            // A plain view, not SQLite's Buffer, so the matching loops see one kind of array.
            const bytes: unknown = row[1];
            if (bytes instanceof Uint8Array)
              dense.set(Number(row[0]), new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
          }
        }
        return dense.get(db);
      },
      head: (db) => decoded.heads.get(db),
      whole(db) {
        const head = decoded.heads.get(db);
        if (head === undefined) return undefined;
        if (head.places.length < head.count) {
          if (tails === undefined) {
            const tail: unknown = tailOf.get(word);
            tails = tail instanceof Uint8Array ? splitTail(decoded, tail) : new Map<number, DbList>();
          }
          return tails.get(db);
        }
        let list = sorted.get(db);
        if (list === undefined) sorted.set(db, (list = byPlace(head)));
        return list;
      },
    };
  };

  return {
    search(words, priorities, limit) {
      const indexed: IndexedWord[] = [];
      for (const word of words) {
        const found = wordOf(word);
        if (found === undefined) return undefined;
        indexed.push(found);
      }
      return matchAll(indexed, selectedDbs(priorities), limit, factsOf);
    },
    word: wordOf,
    facts: factsOf,
    rows: stamp.rows,
  };
}
