import type { Database } from 'better-sqlite3';
import { ftsRecord } from '../../dictionary/fts-reads';
import { builtStamp, textIndexTablesExist } from '../../dictionary/text-index-tables';

/**
 * What the full-text index looks like now, from its own records: the row and token totals bm25
 * uses, and the bytes of its structure and averages records, which change with every write to it.
 * The meaning index keeps the bytes it was built from and is used only while they still match.
 */
export interface FtsStamp {
  /** The index's layout, the averages record's length and bytes, then the structure record's. */
  readonly bytes: Buffer;
  readonly rows: number;
  readonly tokens: number;
}

// FTS5's own row ids for its averages and structure records.
const AVERAGES_ID = 1;
const STRUCTURE_ID = 10;
// The layout of the meaning index's rows (text/lists.ts): an index of another layout is not fresh,
// so a database built before it changed is indexed again, once, as one built before the index.
const LAYOUT = 2;

/** SQLite's varint: big-endian 7-bit groups, a set high bit continuing; the ninth byte is whole. */
function varint(bytes: Uint8Array, at: number): [value: number, next: number] {
  let value = 0;
  for (let i = 0; i < 8; i++) {
    const byte = bytes[at + i] ?? 0;
    value = value * 128 + (byte & 0x7f);
    if ((byte & 0x80) === 0) return [value, at + i + 1];
  }
  return [value * 256 + (bytes[at + 8] ?? 0), at + 9];
}

export function readStamp(database: Database): FtsStamp {
  const record = ftsRecord(database);
  const averages = record.get(AVERAGES_ID);
  const structure = record.get(STRUCTURE_ID);
  const averageBytes = averages instanceof Uint8Array ? averages : new Uint8Array();
  const structureBytes = structure instanceof Uint8Array ? structure : new Uint8Array();
  const [rows, next] = averageBytes.length > 0 ? varint(averageBytes, 0) : [0, 0];
  const [tokens] = averageBytes.length > next ? varint(averageBytes, next) : [0];
  const header = new Uint8Array(new Uint32Array([LAYOUT, averageBytes.length]).buffer);
  return { bytes: Buffer.concat([header, averageBytes, structureBytes]), rows, tokens };
}

/** Whether the meaning index was built from the full-text index as it is now. */
export function textIndexFresh(database: Database): boolean {
  if (!textIndexTablesExist(database)) return false;
  const built = builtStamp(database);
  return built instanceof Uint8Array && readStamp(database).bytes.equals(built);
}
