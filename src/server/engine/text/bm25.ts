/**
 * SQLite FTS5's bm25() (k1 = 1.2, b = 0.75), written out so that the meaning index ranks exactly
 * as the full-text query does: the same double operations in the same order, so the same bits. The
 * IDF's logarithm is asked of SQLite (ln), the same C library function FTS5 calls.
 */
const K1 = 1.2;
const B = 0.75;

/** What one word adds to an entry's score (before the IDF); non-decreasing in tf, falling in length. */
export function termWeight(tf: number, length: number, averageLength: number): number {
  return (tf * (K1 + 1.0)) / (tf + K1 * (1 - B + (B * length) / averageLength));
}

/** FTS5's argument to log() for a word found in `found` of `rows` entries. */
export function idfArgument(rows: number, found: number): number {
  return (rows - found + 0.5) / (found + 0.5);
}

/** FTS5 gives a word in more than half the entries this IDF instead of a negative one. */
export function clampIdf(idf: number): number {
  return idf <= 0.0 ? 1e-6 : idf;
}
