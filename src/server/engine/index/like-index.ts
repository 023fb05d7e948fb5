import { buildPostings, listOf, seek, type Postings } from './gram-postings';
import { distancesFrom } from '../core/levenshtein';
import { keyIndexOf, type KeyTable } from '../core/key-table';

/**
 * The headword index behind `like` and the "contains" half of `suggest`:
 * - trigrams of every key padded with two start and two end marks, lists in key-id order
 *   (= length order). Padding guarantees that two keys within edit distance d share at least
 *   max(length) + 2 - 3d trigrams, which is >= 2 for every limit `like` uses, so even 3-letter
 *   queries need no bucket scan;
 * - plain bigrams of every key, lists in suggestion order, for 2-letter substrings and for
 *   suggestions that stop reading a list once they have enough.
 */
export interface LikeIndex {
  readonly trigrams: Postings;
  readonly bigrams: Postings;
  /** Scratch space for candidate counting, one slot per key. */
  readonly counts: Uint8Array;
  readonly touched: Uint32Array;
}

// Control characters that a normalised key does not contain; a stray one only adds candidates.
const PAD_START = '\u0001\u0001';
const PAD_END = '\u0002\u0002';

// Lists of q's trigrams left unread, the longest; at least two shares are still asked of a candidate.
const UNREAD_LISTS = 2;

function paddedTrigrams(key: string): string[] {
  const padded = PAD_START + key + PAD_END;
  const grams: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) grams.push(padded.slice(i, i + 3));
  return grams;
}

function bigrams(key: string): string[] {
  const grams: string[] = [];
  for (let i = 0; i + 2 <= key.length; i++) grams.push(key.slice(i, i + 2));
  return grams;
}

/** `suggestionOrder` lists key ids best first; bigram lists follow it. */
export function buildLikeIndex(keys: readonly string[], suggestionOrder: ArrayLike<number>): LikeIndex {
  return {
    trigrams: buildPostings(keys, paddedTrigrams),
    bigrams: buildPostings(keys, bigrams, suggestionOrder),
    counts: new Uint8Array(keys.length),
    touched: new Uint32Array(keys.length),
  };
}

/** Calls `visit` for every key within edit distance `limit` of `key` (itself included). */
export function forEachWithinEdits(
  index: LikeIndex,
  table: KeyTable,
  key: string,
  limit: number,
  visit: (id: number, distance: number) => void,
): void {
  const { lengthStart, keyUnits, keyStart } = table;
  const last = lengthStart.length - 1;
  const from = lengthStart[Math.min(Math.max(0, key.length - limit), last)] ?? 0;
  const to = lengthStart[Math.min(key.length + limit + 1, last)] ?? 0;
  // Shared trigrams needed = max(length of the two keys) + slack (see the interface comment).
  const slack = 2 - 3 * limit;
  const distanceTo = distancesFrom(key, limit);
  const check = (id: number): void => {
    const distance = distanceTo(keyUnits, keyStart[id] ?? 0, keyStart[id + 1] ?? 0);
    if (distance <= limit) visit(id, distance);
  };
  if (key.length + slack <= 0) {
    for (let id = from; id < to; id++) check(id);
    return;
  }
  const { trigrams, counts, touched } = index;
  let touchedCount = 0;
  // The longest lists (the commonest trigrams) cost the most and tell the least: a few are left
  // unread, and each one unread lowers by one the shares a candidate must show in those read.
  const lists = paddedTrigrams(key)
    .map((gram) => listOf(trigrams, gram))
    .sort((a, b) => a[1] - a[0] - (b[1] - b[0]));
  const unread = Math.max(0, Math.min(UNREAD_LISTS, key.length + slack - 2));
  for (const [listStart, listEnd] of lists.slice(0, lists.length - unread)) {
    for (let p = seek(trigrams, listStart, listEnd, from); p < listEnd; p++) {
      const id = trigrams.items[p] ?? 0;
      if (id >= to) break;
      const count = counts[id] ?? 0;
      if (count === 0) touched[touchedCount++] = id;
      counts[id] = count + 1;
    }
  }
  const needed = key.length + slack - unread;
  const shortest = Math.max(0, key.length - limit);
  for (let t = 0; t < touchedCount; t++) {
    const id = touched[t] ?? 0;
    const count = counts[id] ?? 0;
    counts[id] = 0;
    if (count < needed) continue;
    // A candidate longer than q must share more: the bound counts the longer key's trigrams. Its
    // length comes from where its id falls among the window's few lengths, not from the string.
    let length = shortest;
    while (id >= (lengthStart[length + 1] ?? Infinity)) length++;
    if (count >= length + slack - unread) check(id);
  }
}

/** Calls `visit` for every key that contains `key` (2 letters or more) anywhere, prefix included. */
export function forEachContaining(index: LikeIndex, table: KeyTable, key: string, visit: (id: number) => void): void {
  if (key.length < 2) return;
  if (key.length === 2) {
    const [listStart, listEnd] = listOf(index.bigrams, key);
    for (let p = listStart; p < listEnd; p++) visit(index.bigrams.items[p] ?? 0);
    return;
  }
  // Every key containing `key` holds each of its trigrams: read the shortest list and verify.
  let best: [number, number] | undefined;
  for (let i = 0; i + 3 <= key.length; i++) {
    const list = listOf(index.trigrams, key.slice(i, i + 3));
    if (best === undefined || list[1] - list[0] < best[1] - best[0]) best = list;
  }
  if (best === undefined) return;
  const { items } = index.trigrams;
  const from = table.lengthStart[Math.min(key.length, table.lengthStart.length - 1)] ?? 0;
  for (let p = seek(index.trigrams, best[0], best[1], from); p < best[1]; p++) {
    const id = items[p] ?? 0;
    if (keyIndexOf(table, id, key) >= 0) visit(id);
  }
}
