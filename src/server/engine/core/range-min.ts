/**
 * The k smallest values of any slice of a fixed array of distinct integers, in O(k log n):
 * a bottom-up segment tree of minima. Suggest uses it to take the 10 best headwords of a
 * prefix range of any size (a one-letter prefix covers tens of thousands) without reading it.
 */
export interface RangeMin {
  readonly size: number;
  readonly tree: Uint32Array;
  /** Value → its position in the array. */
  readonly positionOf: Uint32Array;
}

const NONE = 0xffffffff;

/** `values` must be distinct, small (they index an array) and below 2^32 - 1. */
export function buildRangeMin(values: Uint32Array): RangeMin {
  let size = 1;
  while (size < values.length) size *= 2;
  const tree = new Uint32Array(2 * size).fill(NONE);
  tree.set(values, size);
  for (let node = size - 1; node >= 1; node--)
    tree[node] = Math.min(tree[2 * node] ?? NONE, tree[2 * node + 1] ?? NONE);
  let largest = 0;
  for (const value of values) largest = Math.max(largest, value);
  const positionOf = new Uint32Array(values.length > 0 ? largest + 1 : 0);
  values.forEach((value, position) => {
    positionOf[value] = position;
  });
  return { size, tree, positionOf };
}

function minIn(range: RangeMin, from: number, to: number): number {
  let best = NONE;
  for (let low = from + range.size, high = to + range.size; low < high; low >>>= 1, high >>>= 1) {
    if (low & 1) best = Math.min(best, range.tree[low++] ?? NONE);
    if (high & 1) best = Math.min(best, range.tree[--high] ?? NONE);
  }
  return best;
}

/** The `k` smallest values in positions [from, to), ascending. */
export function smallestIn(range: RangeMin, from: number, to: number, k: number): number[] {
  const result: number[] = [];
  const pending: { from: number; to: number; min: number }[] = [];
  const push = (low: number, high: number): void => {
    if (low < high) pending.push({ from: low, to: high, min: minIn(range, low, high) });
  };
  push(from, to);
  while (result.length < k && pending.length > 0) {
    let best = 0;
    for (let i = 1; i < pending.length; i++) if ((pending[i]?.min ?? NONE) < (pending[best]?.min ?? NONE)) best = i;
    const [next] = pending.splice(best, 1);
    if (next === undefined || next.min === NONE) break;
    result.push(next.min);
    const position = range.positionOf[next.min] ?? 0;
    push(next.from, position);
    push(position + 1, next.to);
  }
  return result;
}
