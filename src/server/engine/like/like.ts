import { exactKey } from '../../../shared/persian/normalise';
import type { EngineIndex } from '../index/engine-index';
import { keyIndexOf, keyLength, keyStartsWith, prefixRange } from '../core/key-table';
import { forEachContaining, forEachWithinEdits } from '../index/like-index';
import type { PageCollector } from '../core/ordering';

// How finely the share of a headword that differs from q is told apart, and the tiers that break a
// tie between equal shares: q's start, then inside a word, then spelt otherwise.
const STEPS = 300;
const PREFIX = 0;
const SUBSTRING = 1;
const EDITED = 2;
const TIERS = 3;
/** Keys this short resemble only a whole headword within one edit (docs/v3-contract.md §9.2). */
const SHORT_KEY = 2;

/** The largest edit distance `like` accepts for a key of this many letters (docs/v3-contract.md §9.2). */
export function editLimit(length: number): number {
  return length >= 6 ? 2 : length >= 3 ? 1 : 0;
}

/**
 * A match's quality, 0 best: the edit distance relative to the longer of the two keys, so a
 * look-alike that resembles the whole headword («کباب» for «کتاب») comes before one that only
 * holds q («کتابخانه»). A key that starts with or contains q is that many insertions away.
 */
export function likeQuality(distance: number, length: number, keyLength: number, tier: number): number {
  return Math.round((distance / Math.max(length, keyLength, 1)) * STEPS) * TIERS + tier;
}

/**
 * `like`: headwords that resemble q as a whole. A key of one or two letters matches only keys
 * within one edit of it; a longer one, keys that start with it, contain it inside one word, or
 * are within a few edits of it.
 */
export function likeSearch(index: EngineIndex): (q: string, collector: Pick<PageCollector, 'add'>) => void {
  const { keyTable, like, inWord } = index;
  const { entryStart, entries, lexOrder } = keyTable;
  return (q, collector) => {
    const key = exactKey(q);
    if (key === '') return;
    const length = key.length;
    const addKey = (id: number, distance: number, tier: number): void => {
      const quality = likeQuality(distance, length, keyLength(keyTable, id), tier);
      for (let i = entryStart[id] ?? 0; i < (entryStart[id + 1] ?? 0); i++) collector.add(entries[i] ?? 0, quality);
    };
    if (length <= SHORT_KEY) {
      forEachWithinEdits(like, keyTable, key, 1, (id, distance) => addKey(id, distance, EDITED));
      return;
    }
    const extra = (id: number): number => keyLength(keyTable, id) - length;
    const [from, to] = prefixRange(keyTable, key);
    for (let position = from; position < to; position++) {
      const id = lexOrder[position] ?? 0;
      addKey(id, extra(id), PREFIX);
    }
    forEachContaining(like, keyTable, key, (id) => {
      if (!keyStartsWith(keyTable, id, key) && inWord.containsInWord(id, key)) addKey(id, extra(id), SUBSTRING);
    });
    forEachWithinEdits(like, keyTable, key, editLimit(length), (id, distance) => {
      // Keys containing q were met above, or left out for holding it only across two words.
      if (keyIndexOf(keyTable, id, key) < 0) addKey(id, distance, EDITED);
    });
  };
}
