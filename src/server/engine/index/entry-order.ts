import type { LoadedEntries } from './load-entries';

/**
 * Every entry's place in the tie-break order of all searches: headword in Persian alphabetical
 * order, then num, then id. One integer per entry, so ordering a page never calls the collator.
 */
export interface EntryOrder {
  /** Entry → its rank. */
  readonly rank: Uint32Array;
  /** Rank → entry. */
  readonly entryAt: Uint32Array;
}

export function buildEntryOrder(loaded: LoadedEntries, titleRanks: ReadonlyMap<string, number>): EntryOrder {
  const titleRank = new Float64Array(loaded.count);
  loaded.titles.forEach((title, entry) => {
    titleRank[entry] = titleRanks.get(title) ?? 0;
  });
  const { nums } = loaded;
  // Entries are loaded in id order, so the entry index breaks the last tie by id.
  const entryAt = Uint32Array.from({ length: loaded.count }, (_, entry) => entry).sort(
    (a, b) => (titleRank[a] ?? 0) - (titleRank[b] ?? 0) || (nums[a] ?? 0) - (nums[b] ?? 0) || a - b,
  );
  const rank = new Uint32Array(loaded.count);
  entryAt.forEach((entry, position) => {
    rank[entry] = position;
  });
  return { rank, entryAt };
}
