import type { Database } from 'better-sqlite3';
import { DB_NAMES } from '../../shared/catalog';
import type { EngineIndex } from './engine-index';
import { clampIdf, idfArgument } from './text-bm25';
import { matchAll, type IndexedWord, type Lengths, type TextHits } from './text-intersect';
import { decodeHead, withTail, type DbList } from './text-lists';
import { readStamp, textIndexFresh } from './text-stamp';

/**
 * `text` answered from the meaning index (text-lists.ts), the same answers as the full-text
 * query: `undefined` when the index is missing or older than the full-text index, in which case
 * the engine asks FTS5.
 */
export interface TextIndex {
  /** The hits for distinct words in query order; `undefined` when a word is not in the index. */
  search(words: readonly string[], priorities: Int8Array, limit: number): TextHits | undefined;
}

function lengthsOf(rowIds: Uint8Array, counts: Uint8Array, index: EngineIndex, average: number): Lengths {
  const ids = new Uint32Array(Uint8Array.from(rowIds).buffer);
  const tokens = new Uint32Array(Uint8Array.from(counts).buffer);
  const ofEntry = new Uint32Array(index.entryIds.length);
  ids.forEach((id, i) => {
    const entry = index.entryOf(id);
    if (entry >= 0) ofEntry[entry] = tokens[i] ?? 0;
  });
  return { ofEntry, average };
}

/** The databases the filter selects, in its order. */
export function selectedDbs(priorities: Int8Array): number[] {
  return DB_NAMES.map((_, db) => db)
    .filter((db) => (priorities[db] ?? -1) >= 0)
    .sort((a, b) => (priorities[a] ?? 0) - (priorities[b] ?? 0));
}

export function openTextIndex(database: Database, index: EngineIndex): TextIndex | undefined {
  if (!textIndexFresh(database)) return undefined;
  const meta: unknown = database.prepare('SELECT row_ids, lengths FROM text_index WHERE id = 1').raw().get();
  const [rowIds, counts]: unknown[] = Array.isArray(meta) ? meta : [];
  if (!(rowIds instanceof Uint8Array) || !(counts instanceof Uint8Array)) return undefined;
  const stamp = readStamp(database);
  if (stamp.rows === 0) return undefined;
  const lengths = lengthsOf(rowIds, counts, index, stamp.tokens / stamp.rows);
  const headOf = database.prepare('SELECT head FROM text_words WHERE word = ?').pluck();
  const tailOf = database.prepare('SELECT tail FROM text_words WHERE word = ?').pluck();
  // FTS5 takes the IDF's logarithm from the C library; SQLite's ln() is that same function.
  const ln = database.prepare('SELECT ln(?)').pluck();
  // Entry → its position among an intersection's candidates, -1 between searches.
  const slot = new Int32Array(index.entryIds.length).fill(-1);

  const wordOf = (word: string): IndexedWord | undefined => {
    const head: unknown = headOf.get(word);
    if (!(head instanceof Uint8Array)) return undefined;
    const decoded = decodeHead(head);
    let full: ReadonlyMap<number, DbList> | undefined;
    return {
      idf: clampIdf(Number(ln.get(idfArgument(stamp.rows, decoded.found)))),
      lists(wantFull) {
        if (!wantFull || !decoded.hasTail) return decoded.heads;
        if (full === undefined) {
          const tail: unknown = tailOf.get(word);
          full = tail instanceof Uint8Array ? withTail(decoded, tail) : decoded.heads;
        }
        return full;
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
      return matchAll(indexed, selectedDbs(priorities), limit, lengths, index, slot);
    },
  };
}
