/**
 * Posting lists of n-grams over the headword keys, packed in two typed arrays (one list per gram,
 * no per-list objects) so that a million headwords cost tens of megabytes, not hundreds.
 */
export interface Postings {
  readonly gramId: ReadonlyMap<string, number>;
  /** The list of gram g is items[start[g] .. start[g + 1]). */
  readonly start: Uint32Array;
  readonly items: Uint32Array;
}

/**
 * Lists, for each gram, the keys that contain it, once each, in the order of `order`
 * (key ids ascending when omitted).
 */
export function buildPostings(
  keys: readonly string[],
  gramsOf: (key: string) => string[],
  order?: ArrayLike<number>,
): Postings {
  const gramId = new Map<string, number>();
  const counts: number[] = [];
  const lastKey: number[] = [];
  // Each key's distinct gram ids, kept from the first pass so grams are cut only once.
  const keyGramStart = new Uint32Array(keys.length + 1);
  let keyGrams = new Uint32Array(keys.length * 8 + 16);
  let used = 0;
  keys.forEach((key, id) => {
    for (const gram of gramsOf(key)) {
      let g = gramId.get(gram);
      if (g === undefined) {
        g = gramId.size;
        gramId.set(gram, g);
        counts.push(0);
        lastKey.push(-1);
      }
      if (lastKey[g] === id) continue;
      lastKey[g] = id;
      counts[g] = (counts[g] ?? 0) + 1;
      if (used === keyGrams.length) {
        const grown = new Uint32Array(used * 2);
        grown.set(keyGrams);
        keyGrams = grown;
      }
      keyGrams[used++] = g;
    }
    keyGramStart[id + 1] = used;
  });

  const start = new Uint32Array(gramId.size + 1);
  counts.forEach((count, g) => {
    start[g + 1] = (start[g] ?? 0) + count;
  });
  const fill = start.slice(0, gramId.size);
  const items = new Uint32Array(used);
  const total = order ? order.length : keys.length;
  for (let i = 0; i < total; i++) {
    const id = order ? (order[i] ?? 0) : i;
    for (let j = keyGramStart[id] ?? 0; j < (keyGramStart[id + 1] ?? 0); j++) {
      const g = keyGrams[j] ?? 0;
      items[fill[g] ?? 0] = id;
      fill[g] = (fill[g] ?? 0) + 1;
    }
  }
  return { gramId, start, items };
}

/** Bounds of a gram's list, or an empty range when no key has the gram. */
export function listOf(postings: Postings, gram: string): [number, number] {
  const g = postings.gramId.get(gram);
  if (g === undefined) return [0, 0];
  return [postings.start[g] ?? 0, postings.start[g + 1] ?? 0];
}

/** First position in [from, to) of a list sorted ascending whose item is >= value. */
export function seek(postings: Postings, from: number, to: number, value: number): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((postings.items[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
