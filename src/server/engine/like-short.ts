import { DB_NAMES } from '../../shared/catalog';
import { exactKey } from '../../shared/persian/normalise';
import type { EngineIndex } from './engine-index';
import { QUALITY_SPAN, type PageCollector } from './ordering';
import { pageOfRanked, RankedCache, type RankedMatches } from './text-ranked';
import type { TextHits } from './text-intersect';

// Keys this short match a large share of all headwords (every key holding the two letters).
const SHORT_KEY = 2;
// At most this many ranked entries are kept over all short queries (4 bytes each).
const CACHE_CAPACITY = 8_000_000;

/**
 * `like` for q of one or two letters, ranked once per key and kept: there are only as many such
 * keys as letter pairs, and each matches up to a tenth of the headwords, which a first page would
 * otherwise read whole every time. Undefined for longer keys, whose candidates are few.
 */
export function shortLikeSearch(
  index: EngineIndex,
  like: (q: string, collector: Pick<PageCollector, 'add'>) => void,
): (q: string, priorities: Int8Array, limit: number) => TextHits | undefined {
  const cache = new RankedCache(CACHE_CAPACITY);
  return (q, priorities, limit) => {
    const key = exactKey(q);
    if (key === '' || key.length > SHORT_KEY) return undefined;
    let ranked = cache.get(key);
    if (ranked === undefined) {
      // Every match packed as (quality, headword rank) and sorted natively, not through a heap.
      const packed: number[] = [];
      like(q, { add: (entry, quality) => packed.push(packedOrder(index, entry, quality)) });
      const order = Float64Array.from(packed).sort();
      ranked = groupByDb(
        Array.from(order, (value) => index.entryAtRank[value % index.rankScale] ?? 0),
        index.entryDb,
      );
      cache.set(key, ranked);
    }
    return pageOfRanked(ranked, priorities, limit);
  };
}

/** The order of an entry within its database, as PageCollector packs it (ordering.ts). */
function packedOrder(index: EngineIndex, entry: number, quality: number): number {
  const clamped = Math.min(Math.max(0, Math.floor(quality)), QUALITY_SPAN - 1);
  return clamped * index.rankScale + (index.entryRank[entry] ?? 0);
}

/** Entries in their order, regrouped by database (each group keeping that order). */
function groupByDb(entries: readonly number[], entryDb: Uint8Array): RankedMatches {
  const groupStart = new Uint32Array(DB_NAMES.length + 1);
  for (const entry of entries) groupStart[(entryDb[entry] ?? 0) + 1] = (groupStart[(entryDb[entry] ?? 0) + 1] ?? 0) + 1;
  for (let db = 0; db < DB_NAMES.length; db++) groupStart[db + 1] = (groupStart[db + 1] ?? 0) + (groupStart[db] ?? 0);
  const fill = groupStart.slice(0, DB_NAMES.length);
  const grouped = new Uint32Array(entries.length);
  for (const entry of entries) {
    const db = entryDb[entry] ?? 0;
    grouped[fill[db] ?? 0] = entry;
    fill[db] = (fill[db] ?? 0) + 1;
  }
  return { entries: grouped, groupStart };
}
