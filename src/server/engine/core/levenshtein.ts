import { unitsText } from './code-units';

// Two rows reused across calls: the engine is synchronous, so one buffer serves every query.
let previous = new Int32Array(64);
let current = new Int32Array(64);

function ensureCapacity(length: number): void {
  if (previous.length > length) return;
  const size = Math.max(length + 1, previous.length * 2);
  previous = new Int32Array(size);
  current = new Int32Array(size);
}

/** Edit distance (insert, delete, substitute; UTF-16 code units) between two keys. */
export function levenshtein(a: string, b: string): number {
  return boundedLevenshtein(a, b, Math.max(a.length, b.length));
}

/**
 * Edit distance when it is at most `limit`, otherwise `limit + 1`. Stops as soon as a whole row
 * exceeds the limit, which is what makes verifying thousands of candidates cheap.
 */
export function boundedLevenshtein(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a === b) return 0;
  // Iterate over the shorter string in the inner loop to keep the rows short.
  const [s, t] = a.length <= b.length ? [a, b] : [b, a];
  const n = s.length;
  if (n === 0) return t.length <= limit ? t.length : limit + 1;
  ensureCapacity(n);
  let prev = previous;
  let curr = current;
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= t.length; i++) {
    const tc = t.charCodeAt(i - 1);
    curr[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const substitution = (prev[j - 1] ?? 0) + (s.charCodeAt(j - 1) === tc ? 0 : 1);
      const deletion = (prev[j] ?? 0) + 1;
      const insertion = (curr[j - 1] ?? 0) + 1;
      const best =
        substitution < deletion
          ? substitution < insertion
            ? substitution
            : insertion
          : deletion < insertion
            ? deletion
            : insertion;
      curr[j] = best;
      if (best < rowMin) rowMin = best;
    }
    if (rowMin > limit) return limit + 1;
    const swap = prev;
    prev = curr;
    curr = swap;
  }
  const distance = prev[n] ?? limit + 1;
  return distance <= limit ? distance : limit + 1;
}

// Pattern bits of the key `distancesFrom` last set up, by UTF-16 code unit: bit i where key[i] is it.
const patternBits = new Int32Array(65536);
let patternKey = '';

function setPattern(key: string): void {
  for (let i = 0; i < patternKey.length; i++) patternBits[patternKey.charCodeAt(i)] = 0;
  for (let i = 0; i < key.length; i++) {
    const unit = key.charCodeAt(i);
    patternBits[unit] = (patternBits[unit] ?? 0) | (1 << i);
  }
  patternKey = key;
}

/**
 * `boundedLevenshtein(key, ·, limit)` for many keys against one, each given as the code units
 * units[from .. to) (the key table's packed keys, code-units.ts): for a key of up to 32 code units
 * a column of the table is one 32-bit word (Myers' bit-vector algorithm, in Hyyrö's form for the
 * whole-string distance), so a check costs a few operations a letter instead of a row.
 */
export function distancesFrom(
  key: string,
  limit: number,
): (units: ArrayLike<number>, from: number, to: number) => number {
  const m = key.length;
  if (m === 0 || m > 32) return (units, from, to) => boundedLevenshtein(key, unitsText(units, from, to), limit);
  const last = 1 << (m - 1);
  return (units, from, to) => {
    const n = to - from;
    if (Math.abs(m - n) > limit) return limit + 1;
    if (patternKey !== key) setPattern(key);
    // Vertical deltas of the current column: +1 where pv, -1 where mv; the score is its last row.
    let pv = -1;
    let mv = 0;
    let score = m;
    for (let i = 0; i < n; i++) {
      const eq = patternBits[units[from + i] ?? 0] as number;
      const xv = eq | mv;
      const xh = ((((eq & pv) + pv) | 0) ^ pv) | eq;
      let ph = mv | ~(xh | pv);
      let mh = pv & xh;
      if (ph & last) score++;
      else if (mh & last) score--;
      // The top row of the whole-string table counts up, so a 1 enters at the bottom of ph.
      ph = (ph << 1) | 1;
      mh <<= 1;
      pv = mh | ~(xv | ph);
      mv = ph & xv;
      // Each letter left can lower the score by one at most.
      if (score - (n - 1 - i) > limit) return limit + 1;
    }
    return score <= limit ? score : limit + 1;
  };
}
