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
