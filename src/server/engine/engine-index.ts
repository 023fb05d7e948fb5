import type { Database } from 'better-sqlite3';
import { collationRanks } from './collation';
import { buildEntryOrder } from './entry-order';
import { buildFinglishIndex, type FinglishIndex } from './finglish-index';
import { buildKeyTable, type KeyTable } from './key-table';
import { buildLikeIndex, type LikeIndex } from './like-index';
import { loadEntries } from './load-entries';
import { rankScaleFor, type EntryFacts } from './ordering';
import { buildSuggestIndex, type SuggestIndex } from './suggest-index';

/** Everything the engine keeps in memory, built once from the entries table. */
export interface EngineIndex extends EntryFacts {
  /** Entry → its row id in `entries`. */
  readonly entryIds: Float64Array;
  readonly keyTable: KeyTable;
  readonly like: LikeIndex;
  readonly suggest: SuggestIndex;
  readonly finglish: FinglishIndex;
  /** Row id → entry, or -1 for a row the engine does not know. */
  entryOf(id: number): number;
}

// A dense id → entry table costs 4 bytes per id; past this much slack a Map is smaller.
const DENSE_SLACK = 4;

function idLookup(entryIds: Float64Array, count: number): (id: number) => number {
  const maxId = count > 0 ? (entryIds[count - 1] ?? 0) : 0;
  if (maxId <= DENSE_SLACK * count + 1024) {
    const dense = new Int32Array(maxId + 1).fill(-1);
    for (let entry = 0; entry < count; entry++) dense[entryIds[entry] ?? 0] = entry;
    return (id) => (Number.isInteger(id) && id >= 0 && id <= maxId ? (dense[id] ?? -1) : -1);
  }
  const sparse = new Map<number, number>();
  for (let entry = 0; entry < count; entry++) sparse.set(entryIds[entry] ?? 0, entry);
  return (id) => sparse.get(id) ?? -1;
}

export function buildEngineIndex(database: Database): EngineIndex {
  const loaded = loadEntries(database);
  // Most stored titles are already canonical: only the others add strings to collate.
  const ranks = collationRanks([
    ...loaded.canons,
    ...loaded.titles.filter((title, entry) => title !== loaded.canons[entry]),
  ]);
  const order = buildEntryOrder(loaded, ranks);
  const keyTable = buildKeyTable(loaded.keys);
  const suggest = buildSuggestIndex(loaded, keyTable, ranks);
  const like = buildLikeIndex(keyTable, suggest.keysInOrder);
  const entryIds = loaded.ids.slice(0, loaded.count);
  return {
    entryIds,
    entryDb: loaded.dbs.slice(0, loaded.count),
    entryRank: order.rank,
    entryAtRank: order.entryAt,
    rankScale: rankScaleFor(loaded.count),
    keyTable,
    like,
    suggest,
    finglish: buildFinglishIndex(keyTable.keys, suggest.keysInOrder),
    entryOf: idLookup(entryIds, loaded.count),
  };
}
