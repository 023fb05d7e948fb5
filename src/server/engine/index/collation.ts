/**
 * Persian alphabetical order, computed once. Query-time ordering compares integers instead of
 * calling the collator, which is what lets a page be picked out of thousands of matches quickly.
 */
const collator = new Intl.Collator('fa');

/**
 * Dense ranks of the given strings in `Intl.Collator('fa')` order: strings the collator calls
 * equal share a rank.
 */
export function collationRanks(strings: Iterable<string>): Map<string, number> {
  const sorted = [...new Set(strings)].sort(collator.compare);
  const ranks = new Map<string, number>();
  let rank = -1;
  let previous: string | undefined;
  for (const text of sorted) {
    if (previous === undefined || collator.compare(previous, text) !== 0) rank++;
    ranks.set(text, rank);
    previous = text;
  }
  return ranks;
}
