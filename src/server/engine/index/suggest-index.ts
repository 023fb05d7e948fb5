import { keyCount, type KeyTable } from '../core/key-table';
import type { LoadedEntries } from './load-entries';
import { buildRangeMin, type RangeMin } from '../core/range-min';

/**
 * Suggestions are distinct canonical headwords ("units"), each ranked once at start-up in the
 * order suggest answers with: the commoner word first (its rank in the frequency list; words it
 * lacks after those it has), then most entries across all databases, then shortest, then Persian
 * alphabetical order. A query then only compares these integer ranks.
 */
export interface SuggestIndex {
  /** Rank → the id of one entry whose canonical title is that headword (read back for display). */
  readonly entryIdOfRank: Float64Array;
  /** The ranks of key id k's headwords are ranks[rankStart[k] .. rankStart[k + 1]), best first. */
  readonly rankStart: Uint32Array;
  readonly ranks: Uint32Array;
  /** Key ids ordered by their best headword's rank. */
  readonly keysInOrder: Uint32Array;
  /** Headword ranks laid out in the key table's code-unit order, for prefix ranges. */
  readonly lexStart: Uint32Array;
  readonly lexRanks: RangeMin;
}

/** Two frequency ranks in suggest's order: the lower first, two the list lacks alike (Infinity − Infinity is NaN). */
const compareUse = (a: number, b: number): number => (a === b ? 0 : a - b);

export function buildSuggestIndex(
  loaded: LoadedEntries,
  table: KeyTable,
  collationRanks: ReadonlyMap<string, number>,
): SuggestIndex {
  // One unit per distinct canonical title, with its entry count, key, length and collation rank.
  const unitOf = new Map<string, number>();
  const count: number[] = [];
  const key: number[] = [];
  const entryId: number[] = [];
  const length: number[] = [];
  const collation: number[] = [];
  const texts: string[] = [];
  // A word the list lacks, or a headword of no Persian dictionary: after every word it has.
  const use: number[] = [];
  const useOf = (entry: number) => loaded.useRanks[entry] || Infinity;
  loaded.canons.forEach((text, entry) => {
    const unit = unitOf.get(text);
    if (unit !== undefined) {
      count[unit] = (count[unit] ?? 0) + 1;
      use[unit] = Math.min(use[unit] ?? Infinity, useOf(entry));
      return;
    }
    use.push(useOf(entry));
    unitOf.set(text, texts.length);
    texts.push(text);
    count.push(1);
    key.push(table.keyOfEntry[entry] ?? 0);
    entryId.push(loaded.ids[entry] ?? 0);
    length.push(text.length);
    collation.push(collationRanks.get(text) ?? 0);
  });
  const unitCount = texts.length;
  const byRank = Uint32Array.from({ length: unitCount }, (_, unit) => unit).sort(
    (a, b) =>
      compareUse(use[a] ?? Infinity, use[b] ?? Infinity) ||
      (count[b] ?? 0) - (count[a] ?? 0) ||
      (length[a] ?? 0) - (length[b] ?? 0) ||
      (collation[a] ?? 0) - (collation[b] ?? 0) ||
      ((texts[a] ?? '') < (texts[b] ?? '') ? -1 : 1),
  );

  const keysTotal = keyCount(table);
  const rankStart = new Uint32Array(keysTotal + 1);
  for (const k of key) rankStart[k + 1] = (rankStart[k + 1] ?? 0) + 1;
  for (let k = 0; k < keysTotal; k++) rankStart[k + 1] = (rankStart[k + 1] ?? 0) + (rankStart[k] ?? 0);
  const fill = rankStart.slice(0, keysTotal);
  const ranks = new Uint32Array(unitCount);
  const entryIdOfRank = new Float64Array(unitCount);
  const keysInOrder = new Uint32Array(keysTotal);
  let keysPlaced = 0;
  // Units are visited best first, so each key's ranks come out sorted and a key's first visit
  // is its best rank.
  byRank.forEach((unit, rank) => {
    const k = key[unit] ?? 0;
    const position = fill[k] ?? 0;
    if (position === rankStart[k]) keysInOrder[keysPlaced++] = k;
    ranks[position] = rank;
    fill[k] = position + 1;
    entryIdOfRank[rank] = entryId[unit] ?? 0;
  });

  const lexStart = new Uint32Array(keysTotal + 1);
  const lexValues = new Uint32Array(unitCount);
  let position = 0;
  table.lexOrder.forEach((k, lexPosition) => {
    lexStart[lexPosition] = position;
    for (let i = rankStart[k] ?? 0; i < (rankStart[k + 1] ?? 0); i++) lexValues[position++] = ranks[i] ?? 0;
  });
  lexStart[keysTotal] = position;
  return { entryIdOfRank, rankStart, ranks, keysInOrder, lexStart, lexRanks: buildRangeMin(lexValues) };
}
