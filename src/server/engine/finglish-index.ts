import { finglishReader, finglishWord } from '../../shared/persian/finglish';
import { latinSkeletons, persianSkeleton } from '../../shared/persian/finglish-skeleton';

/**
 * Persian headwords by their consonant skeleton, so a Finglish query reads one bucket instead of
 * every headword: `ketab` reads the k-t-b bucket («کتاب», «کتب», «کاتب», …). Built at load.
 */
export interface FinglishIndex {
  /** Skeleton → key ids, best headword first; at most BUCKET_KEPT each. */
  readonly buckets: ReadonlyMap<string, Uint32Array>;
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
  const buckets = new Map<string, Uint32Array>();
  for (const [skeleton, list] of lists) buckets.set(skeleton, Uint32Array.from(list));
  return { buckets };
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
    index.buckets.get(skeleton)?.forEach((id, position) => {
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
