import type { Database } from 'better-sqlite3';
import { DB_NAMES } from '../../../shared/catalog';
import { indexedRows } from '../../dictionary/text-index-tables';
import { textIndexFresh } from './text-stamp';

/**
 * What a meaning search knows of every entry before it reads a word: each database's entries by
 * place (id order; entries are in id order) and their meanings' lengths in tokens, as bm25 counts
 * them. Built with the other indexes, once per process (12 MB at 1,000,000 entries).
 */
export interface TextFacts {
  readonly entries: readonly Uint32Array[];
  readonly lengths: readonly Uint32Array[];
}

/** Undefined when the meaning index is missing or older than the full-text index. */
export function buildTextFacts(
  database: Database,
  entryOf: (id: number) => number,
  entryDb: Uint8Array,
): TextFacts | undefined {
  if (!textIndexFresh(database)) return undefined;
  const meta = indexedRows(database);
  const [rowIds, counts]: unknown[] = Array.isArray(meta) ? meta : [];
  if (!(rowIds instanceof Uint8Array) || !(counts instanceof Uint8Array)) return undefined;
  const ids = new Uint32Array(Uint8Array.from(rowIds).buffer);
  const tokens = new Uint32Array(Uint8Array.from(counts).buffer);
  const lengthOf = new Uint32Array(entryDb.length);
  ids.forEach((id, i) => {
    const entry = entryOf(id);
    if (entry >= 0) lengthOf[entry] = tokens[i] ?? 0;
  });
  const sizes = new Uint32Array(DB_NAMES.length);
  for (const db of entryDb) sizes[db] = (sizes[db] ?? 0) + 1;
  const entries = Array.from(sizes, (size) => new Uint32Array(size));
  const next = new Uint32Array(DB_NAMES.length);
  entryDb.forEach((db, entry) => {
    const list = entries[db];
    if (list !== undefined) list[next[db] ?? 0] = entry;
    next[db] = (next[db] ?? 0) + 1;
  });
  return { entries, lengths: entries.map((list) => list.map((entry) => lengthOf[entry] ?? 0)) };
}
