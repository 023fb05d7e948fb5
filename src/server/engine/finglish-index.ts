import { finglishReader, finglishWord } from '../../shared/persian/finglish';
import { latinSkeletons, persianSkeleton } from '../../shared/persian/finglish-skeleton';

/**
 * Persian headwords by their consonant skeleton, so a Finglish query reads one bucket instead of
 * every headword: `ketab` reads the k-t-b bucket («کتاب», «کتب», «کاتب», …). Built at load.
 */
export interface FinglishIndex {
  /** Skeleton → its bucket b: key ids[start[b] .. start[b + 1]), best headword first; at most BUCKET_KEPT. */
  readonly buckets: ReadonlyMap<string, number>;
  // Two arrays, not one per skeleton: a search thread is handed them in shared memory, where
  // tens of thousands of small arrays would each be an object to copy into every thread.
  readonly start: Uint32Array;
  readonly ids: Uint32Array;
}

/**
 * Keys kept a skeleton: the short skeletons of a million headwords hold thousands, and the
 * likeliest spellings are among the best-ranked few hundred. Caps the work of one query.
 */
export const BUCKET_KEPT = 256;

/** `keysInOrder` is every key id, best headword first (the suggest index's order). */
export function buildFinglishIndex(keys: readonly string[], keysInOrder: ArrayLike<number>): FinglishIndex {
  const lists = new Map<string, number[]>();
  for (let position = 0; position < keysInOrder.length; position++) {
    const id = keysInOrder[position] ?? 0;
    const skeleton = persianSkeleton(keys[id] ?? '');
    if (skeleton === undefined) continue;
    const list = lists.get(skeleton);
    if (list === undefined) lists.set(skeleton, [id]);
    else if (list.length < BUCKET_KEPT) list.push(id);
  }
  const buckets = new Map<string, number>();
  const start = new Uint32Array(lists.size + 1);
  for (const [skeleton, list] of lists) {
    buckets.set(skeleton, buckets.size);
    start[buckets.size] = (start[buckets.size - 1] ?? 0) + list.length;
  }
  const ids = new Uint32Array(start[lists.size] ?? 0);
  let bucket = 0;
  for (const list of lists.values()) ids.set(list, start[bucket++] ?? 0);
  return { buckets, start, ids };
}

/** Beyond this cost a Persian word is no likely reading of the Latin. */
const MAX_COST = 1.2;
/** How much a place further down the bucket (a rarer headword) weighs against spelling cost. */
const RARITY = 0.04;

/**
 * The key ids whose headwords `q` spells in Finglish, likeliest first, at most `limit`: the
 * cheapest spellings, the more common headword first between close ones. None when `q` is no
 * Finglish word.
 */
export function spelledKeys(index: FinglishIndex, keys: readonly string[], q: string, limit: number): number[] {
  const word = finglishWord(q);
  if (word === undefined) return [];
  const costOf = finglishReader(word);
  // The best `limit` so far, by score, kept sorted: a bucket holds hundreds, suggest shows ten.
  const ids: number[] = [];
  const scores: number[] = [];
  for (const skeleton of latinSkeletons(word)) {
    const bucket = index.buckets.get(skeleton);
    if (bucket === undefined) continue;
    index.ids.subarray(index.start[bucket], index.start[bucket + 1]).forEach((id, position) => {
      const cost = costOf(keys[id] ?? '');
      if (cost > MAX_COST) return;
      const score = cost + RARITY * Math.log2(1 + position);
      if (ids.length === limit && score >= (scores[limit - 1] ?? Infinity)) return;
      let at = ids.length;
      while (at > 0 && (scores[at - 1] ?? 0) > score) at--;
      ids.splice(at, 0, id);
      scores.splice(at, 0, score);
      if (ids.length > limit) {
        ids.pop();
        scores.pop();
      }
    });
  }
  return ids;
}
