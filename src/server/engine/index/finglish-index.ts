import { finglishReader, finglishWord } from '../../../shared/persian/finglish';
import { latinSkeletons, persianSkeleton } from '../../../shared/persian/finglish-skeleton';
import { foldKey } from '../../../shared/persian/inflection-text';
import { spelledScore } from '../../../shared/persian/likelihood';
import { USE_WEIGHTS } from '../../../shared/persian/use-weights';

/**
 * Persian headwords by their consonant skeleton, so a Finglish query reads one bucket instead of
 * every headword: `ketab` reads the k-t-b bucket («کتاب», «کتب», «کاتب», …). Built at load.
 */
export interface FinglishIndex {
  /**
   * The skeletons in code-unit order, packed: skeleton b is the code units
   * skeletons[skeletonStart[b] .. skeletonStart[b + 1]). A map of a million headwords' skeletons
   * was some 10 MB of strings in every search thread; these arrays are shared (decision 029).
   */
  readonly skeletons: Uint16Array;
  readonly skeletonStart: Uint32Array;
  /** Bucket b (skeleton b's): key ids[start[b] .. start[b + 1]), best headword first; at most BUCKET_KEPT. */
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
  const sorted = [...lists.keys()].sort();
  const skeletonStart = new Uint32Array(sorted.length + 1);
  const start = new Uint32Array(sorted.length + 1);
  sorted.forEach((skeleton, bucket) => {
    skeletonStart[bucket + 1] = (skeletonStart[bucket] ?? 0) + skeleton.length;
    start[bucket + 1] = (start[bucket] ?? 0) + (lists.get(skeleton)?.length ?? 0);
  });
  const skeletons = new Uint16Array(skeletonStart[sorted.length] ?? 0);
  const ids = new Uint32Array(start[sorted.length] ?? 0);
  sorted.forEach((skeleton, bucket) => {
    const from = skeletonStart[bucket] ?? 0;
    for (let i = 0; i < skeleton.length; i++) skeletons[from + i] = skeleton.charCodeAt(i);
    ids.set(lists.get(skeleton) ?? [], start[bucket] ?? 0);
  });
  return { skeletons, skeletonStart, start, ids };
}

/** Skeleton `bucket` against `skeleton` in code-unit order: negative, zero or positive. */
function compareSkeleton(index: FinglishIndex, bucket: number, skeleton: string): number {
  const from = index.skeletonStart[bucket] ?? 0;
  const length = (index.skeletonStart[bucket + 1] ?? 0) - from;
  for (let i = 0; i < Math.min(length, skeleton.length); i++) {
    const difference = (index.skeletons[from + i] ?? 0) - skeleton.charCodeAt(i);
    if (difference !== 0) return difference;
  }
  return length - skeleton.length;
}

/** The bucket of `skeleton`, by binary search, or -1 when no headword has it. */
export function bucketOf(index: FinglishIndex, skeleton: string): number {
  let low = 0;
  let high = index.skeletonStart.length - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareSkeleton(index, middle, skeleton) < 0) low = middle + 1;
    else high = middle;
  }
  return low < index.skeletonStart.length - 1 && compareSkeleton(index, low, skeleton) === 0 ? low : -1;
}

/** Beyond this cost a Persian word is no likely reading of the Latin. */
const MAX_COST = 1.2;
/** How much a place further down the bucket (a rarer headword) weighs against spelling cost. */
const RARITY = 0.04;

/**
 * The key ids whose headwords `q` spells in Finglish, likeliest first, at most `limit`: the
 * cheapest spellings, weighed by their words' use (likelihood.ts), the higher-ranked headword
 * first between close ones. None when `q` is no Finglish word.
 */
export function spelledKeys(index: FinglishIndex, keyOf: (id: number) => string, q: string, limit: number): number[] {
  const word = finglishWord(q);
  if (word === undefined) return [];
  const costOf = finglishReader(word);
  // The best `limit` so far, by score, kept sorted: a bucket holds hundreds, suggest shows ten.
  const ids: number[] = [];
  const scores: number[] = [];
  for (const skeleton of latinSkeletons(word)) {
    const bucket = bucketOf(index, skeleton);
    if (bucket < 0) continue;
    index.ids.subarray(index.start[bucket], index.start[bucket + 1]).forEach((id, position) => {
      const key = keyOf(id);
      const cost = costOf(key);
      if (cost > MAX_COST) return;
      const score = spelledScore(cost, foldKey(key), USE_WEIGHTS) + RARITY * Math.log2(1 + position);
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
