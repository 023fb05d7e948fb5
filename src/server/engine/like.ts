import { exactKey } from '../../shared/persian/normalise';
import type { EngineIndex } from './engine-index';
import { keyId, prefixRange } from './key-table';
import { forEachContaining, forEachWithinEdits } from './like-index';
import type { PageCollector } from './ordering';

// Match tiers, best first; inside a tier the closer headword (fewer extra letters, fewer edits) leads.
const PREFIX = 0;
const SUBSTRING = 256;
const EDITED = 512;
const TIER_SPAN = 255;

/** The largest edit distance `like` accepts for a key of this many letters (docs/v3-contract.md §9.2). */
export function editLimit(length: number): number {
  return length >= 6 ? 2 : length >= 3 ? 1 : 0;
}

/**
 * `like`: headwords whose key starts with q's key (the exact match first), then those containing
 * it, then those within a small edit distance of it.
 */
export function likeSearch(index: EngineIndex): (q: string, collector: Pick<PageCollector, 'add'>) => void {
  const { keyTable, like } = index;
  const { keys, entryStart, entries, lexOrder } = keyTable;
  return (q, collector) => {
    const addKey = (id: number, quality: number): void => {
      for (let i = entryStart[id] ?? 0; i < (entryStart[id + 1] ?? 0); i++) collector.add(entries[i] ?? 0, quality);
    };
    const key = exactKey(q);
    if (key === '') return;
    const length = key.length;
    const extra = (id: number): number => Math.min((keys[id] ?? '').length - length, TIER_SPAN);
    if (length < 2) {
      const id = keyId(keyTable, key);
      if (id >= 0) addKey(id, PREFIX);
    } else {
      const [from, to] = prefixRange(keyTable, key);
      for (let position = from; position < to; position++) {
        const id = lexOrder[position] ?? 0;
        addKey(id, PREFIX + extra(id));
      }
      forEachContaining(like, keyTable, key, (id) => {
        if (!(keys[id] ?? '').startsWith(key)) addKey(id, SUBSTRING + extra(id));
      });
    }
    const limit = editLimit(length);
    if (limit > 0) {
      forEachWithinEdits(like, keyTable, key, limit, (id, distance) => {
        // Keys containing q were counted above, in a better tier.
        if (!(keys[id] ?? '').includes(key)) addKey(id, EDITED + distance);
      });
    }
  };
}
