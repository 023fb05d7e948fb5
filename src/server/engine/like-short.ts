import { DB_NAMES } from '../../shared/catalog';
import { exactKey } from '../../shared/persian/normalise';
import type { EngineIndex, IndexData } from './engine-index';
import { keyId } from './key-table';
import { pageOfRanked, type RankedMatches } from './text-ranked';
import type { TextHits } from './text-intersect';

// like.ts's tiers for a two-letter q (which allows no edits): prefix, then substring, each by extra letters.
const SUBSTRING = 256;
const TIER_SPAN = 255;

/**
 * `like` for q of one or two letters, every two-letter key ranked when the engine is built: a pair
 * of letters can match a tenth of the headwords, which a first page would otherwise read and sort
 * whole, and there are only as many such keys as letter pairs in the headwords (ranked once per
 * process, with the other indexes: `index.likePairs`). A one-letter q
 * matches only its own headword. Undefined for longer keys, whose candidates are few.
 */
export function shortLikeSearch(
  index: EngineIndex,
): (q: string, priorities: Int8Array, limit: number) => TextHits | undefined {
  const { keyTable, likePairs: pairs } = index;
  return (q, priorities, limit) => {
    const key = exactKey(q);
    if (key === '' || key.length > 2) return undefined;
    if (key.length === 2) return pageOfRanked(pairs.get(key) ?? NONE, priorities, limit);
    const id = keyId(keyTable, key);
    const entries = id < 0 ? [] : keyTable.entries.subarray(keyTable.entryStart[id], keyTable.entryStart[id + 1]);
    return pageOfRanked(
      ranked(
        index,
        Float64Array.from(entries, (entry) => index.entryRank[entry] ?? 0),
      ),
      priorities,
      limit,
    );
  };
}

const NONE: RankedMatches = { entries: new Uint32Array(), groupStart: new Uint32Array(DB_NAMES.length + 1) };

type PairFacts = Pick<IndexData, 'keyTable' | 'entryRank' | 'entryAtRank' | 'entryDb' | 'rankScale'> & {
  readonly like: Pick<IndexData['like'], 'bigrams'>;
};

/** Every two-letter key's matches (the keys holding its letters side by side), ranked as like.ts ranks them. */
export function rankPairs(index: PairFacts): Map<string, RankedMatches> {
  const { keyTable, like, entryRank, rankScale } = index;
  const { keys, entryStart, entries } = keyTable;
  const { gramId, start, items } = like.bigrams;
  let scratch = new Float64Array(0);
  const byPair = new Map<string, RankedMatches>();
  for (const [pair, g] of gramId) {
    let size = 0;
    for (let p = start[g] ?? 0; p < (start[g + 1] ?? 0); p++) {
      const id = items[p] ?? 0;
      size += (entryStart[id + 1] ?? 0) - (entryStart[id] ?? 0);
    }
    if (scratch.length < size) scratch = new Float64Array(Math.max(size, 2 * scratch.length));
    let at = 0;
    for (let p = start[g] ?? 0; p < (start[g + 1] ?? 0); p++) {
      const id = items[p] ?? 0;
      const key = keys[id] ?? '';
      const quality = (key.startsWith(pair) ? 0 : SUBSTRING) + Math.min(key.length - 2, TIER_SPAN);
      for (let i = entryStart[id] ?? 0; i < (entryStart[id + 1] ?? 0); i++) {
        scratch[at++] = quality * rankScale + (entryRank[entries[i] ?? 0] ?? 0);
      }
    }
    byPair.set(pair, ranked(index, scratch.subarray(0, size)));
  }
  return byPair;
}

/** Packed (quality, headword rank) orders, sorted in place, as entries grouped by database. */
function ranked(index: PairFacts, packed: Float64Array): RankedMatches {
  const { entryAtRank, entryDb, rankScale } = index;
  packed.sort();
  const groupStart = new Uint32Array(DB_NAMES.length + 1);
  const inOrder = Uint32Array.from(packed, (value) => entryAtRank[value % rankScale] ?? 0);
  for (const entry of inOrder) groupStart[(entryDb[entry] ?? 0) + 1] = (groupStart[(entryDb[entry] ?? 0) + 1] ?? 0) + 1;
  for (let db = 0; db < DB_NAMES.length; db++) groupStart[db + 1] = (groupStart[db + 1] ?? 0) + (groupStart[db] ?? 0);
  const fill = groupStart.slice(0, DB_NAMES.length);
  const grouped = new Uint32Array(inOrder.length);
  for (const entry of inOrder) {
    const db = entryDb[entry] ?? 0;
    grouped[fill[db] ?? 0] = entry;
    fill[db] = (fill[db] ?? 0) + 1;
  }
  return { entries: grouped, groupStart };
}
