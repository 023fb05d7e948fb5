/**
 * Where an index's records point into the meanings' file, checked before any is read. A record
 * whose range is an earlier one's exactly shares that meaning: it is stored once, its headword an
 * alternate of the first (a dictionary may give variants one definition). A record whose range
 * overlaps another's without being it is no dictionary's doing, and is refused: otherwise a small
 * index could point every record at the same megabytes and fill the disk with copies.
 */
export interface MeaningRanges {
  /** Each record's first record with the same range (itself when it is the first). */
  readonly sameAs: Int32Array;
  /** The record whose range a record's overlaps, or -1. */
  readonly overlaps: Int32Array;
}

export function meaningRanges(offsets: readonly number[], sizes: readonly number[]): MeaningRanges {
  const count = offsets.length;
  const sameAs = Int32Array.from({ length: count }, (_, i) => i);
  const overlaps = new Int32Array(count).fill(-1);
  const order = Array.from({ length: count }, (_, i) => i)
    // An empty meaning points at nothing: it shares and overlaps none.
    .filter((i) => (sizes[i] ?? 0) > 0)
    .sort((a, b) => (offsets[a] ?? 0) - (offsets[b] ?? 0) || (sizes[a] ?? 0) - (sizes[b] ?? 0) || a - b);
  let first = -1;
  let reach = -1;
  let owner = -1;
  for (const i of order) {
    const offset = offsets[i] ?? 0;
    const end = offset + (sizes[i] ?? 0);
    if (first >= 0 && offset === offsets[first] && sizes[i] === sizes[first]) sameAs[i] = first;
    else if (offset < reach) overlaps[i] = owner;
    else {
      first = i;
      if (end > reach) {
        reach = end;
        owner = i;
      }
    }
  }
  return { sameAs, overlaps };
}
