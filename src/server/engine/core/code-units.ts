/**
 * Strings kept as UTF-16 code units in a typed array, read where they lie: shared memory holds
 * numbers, not strings, and a search thread should not hold half a million strings of its own.
 */

/** The string of the code units units[from .. to). */
export function unitsText(units: ArrayLike<number>, from: number, to: number): string {
  let text = '';
  for (let at = from; at < to; at++) text += String.fromCharCode(units[at] ?? 0);
  return text;
}

/** Where `part` first occurs in units[from .. to) at or after position `at` (0 = from), or -1. */
export function unitsIndexOf(units: ArrayLike<number>, from: number, to: number, part: string, at = 0): number {
  const last = to - from - part.length;
  for (let start = Math.max(0, at); start <= last; start++) {
    let i = 0;
    while (i < part.length && units[from + start + i] === part.charCodeAt(i)) i++;
    if (i === part.length) return start;
  }
  return -1;
}

/** units[from .. to) compared with `text` in code-unit order, as `<` compares strings: negative, 0 or positive. */
export function compareUnits(units: ArrayLike<number>, from: number, to: number, text: string): number {
  const length = to - from;
  const shorter = Math.min(length, text.length);
  for (let i = 0; i < shorter; i++) {
    const difference = (units[from + i] ?? 0) - text.charCodeAt(i);
    if (difference !== 0) return difference;
  }
  return length - text.length;
}
