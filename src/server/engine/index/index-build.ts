import type { Database } from 'better-sqlite3';
import { buildAlternateKeys } from './alternate-keys';
import { collationRanks } from './collation';
import { attachIndex, entryLookup, type EngineIndex, type IndexData } from './engine-index';
import { buildEntryOrder } from './entry-order';
import { buildFinglishIndex } from './finglish-index';
import { buildKeyGapData } from './key-gaps';
import { buildKeyTable } from '../core/key-table';
import { buildLikeIndex } from './like-index';
import { loadEntries } from './load-entries';
import { rankScaleFor } from '../core/ordering';
import { buildSuggestIndex } from './suggest-index';
import { buildTextFacts } from './text-facts';

// A dense id → entry table costs 4 bytes per id; past this much slack a map is smaller.
const DENSE_SLACK = 4;

function entryTable(entryIds: Float64Array): Int32Array {
  const count = entryIds.length;
  const maxId = count > 0 ? (entryIds[count - 1] ?? 0) : 0;
  if (maxId > DENSE_SLACK * count + 1024) return new Int32Array(0);
  const dense = new Int32Array(maxId + 1).fill(-1);
  for (let entry = 0; entry < count; entry++) dense[entryIds[entry] ?? 0] = entry;
  return dense;
}

/** Builds every in-memory index from the entries table: seconds at 1,000,000 entries, so once per process. */
export function buildIndexData(database: Database): IndexData {
  const loaded = loadEntries(database);
  // Most stored titles are already canonical: only the others add strings to collate.
  const ranks = collationRanks([
    ...loaded.canons,
    ...loaded.titles.filter((title, entry) => title !== loaded.canons[entry]),
  ]);
  const order = buildEntryOrder(loaded, ranks);
  const { table: keyTable, keys } = buildKeyTable(loaded.keys);
  const suggest = buildSuggestIndex(loaded, keyTable, ranks);
  const { trigrams, bigrams } = buildLikeIndex(keys, suggest.keysInOrder);
  const entryIds = loaded.ids.slice(0, loaded.count);
  const entryOfId = entryTable(entryIds);
  const facts = {
    entryDb: loaded.dbs.slice(0, loaded.count),
    entryRank: order.rank,
    entryAtRank: order.entryAt,
    rankScale: rankScaleFor(loaded.count),
  };
  return {
    ...facts,
    entryIds,
    entryOfId,
    keyTable,
    keyGaps: buildKeyGapData(database, keyTable),
    alternateKeys: buildAlternateKeys(database),
    like: { trigrams, bigrams },
    suggest,
    finglish: buildFinglishIndex(keys, suggest.keysInOrder),
    text: buildTextFacts(database, entryLookup({ entryIds, entryOfId }), facts.entryDb),
  };
}

/** An engine index of this thread's own, for a process without search threads and for tests. */
export function buildEngineIndex(database: Database): EngineIndex {
  return attachIndex(buildIndexData(database));
}
