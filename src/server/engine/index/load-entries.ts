import type { Database } from 'better-sqlite3';
import { DB_NAMES, isDbName } from '../../../shared/catalog';
import { entryCount, headwordPage } from '../../dictionary/entry-reads';

/** The columns every in-memory index is built from, one array slot per entry (id order). */
export interface LoadedEntries {
  readonly count: number;
  readonly ids: Float64Array;
  /** Index into DB_NAMES. */
  readonly dbs: Uint8Array;
  readonly nums: Float64Array;
  readonly titles: readonly string[];
  readonly canons: readonly string[];
  readonly keys: readonly string[];
  /** The headword's rank in the frequency list (1 the commonest); 0 when it has none. */
  readonly useRanks: Float64Array;
}

const DB_INDEX = new Map<string, number>(DB_NAMES.map((name, index) => [name, index]));

/** Reads the columns the indexes need; rows of a database outside the catalog can never be searched. */
export function loadEntries(database: Database): LoadedEntries {
  const total = entryCount(database);
  const ids = new Float64Array(total);
  const dbs = new Uint8Array(total);
  const nums = new Float64Array(total);
  const useRanks = new Float64Array(total);
  const titles: string[] = [];
  const canons: string[] = [];
  const keys: string[] = [];
  // Pages of rows: a million row objects at once would double the peak memory of start-up.
  const page = headwordPage(database);
  let count = 0;
  let lastId = -Infinity;
  for (;;) {
    const rows = page.all(lastId);
    const before = lastId;
    for (const row of rows) {
      if (!Array.isArray(row)) continue;
      const [id, db, num, title, canon, key, useRank]: unknown[] = row;
      lastId = Number(id);
      const dbIndex = typeof db === 'string' && isDbName(db) ? DB_INDEX.get(db) : undefined;
      if (dbIndex === undefined || count >= total) continue;
      ids[count] = lastId;
      dbs[count] = dbIndex;
      nums[count] = Number(num);
      useRanks[count] = typeof useRank === 'number' ? useRank : 0;
      titles.push(String(title));
      canons.push(String(canon));
      keys.push(String(key));
      count++;
    }
    if (lastId === before) break;
  }
  return { count, ids, dbs, nums, titles, canons, keys, useRanks };
}
