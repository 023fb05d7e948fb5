import type { FinglishIndex } from './finglish-index';
import { keyGaps, type KeyGapData, type KeyGaps } from './key-gaps';
import { keyCount, type KeyTable } from '../core/key-table';
import type { LikeIndex } from './like-index';
import type { EntryFacts } from '../core/ordering';
import type { SuggestIndex } from './suggest-index';
import type { TextFacts } from './text-facts';

/**
 * Everything the engine keeps in memory, built once from the entries table (index-build.ts). Plain
 * data that no search writes to: a process builds it once, puts its arrays in shared memory
 * (shared-arrays.ts) and hands it to every search thread.
 */
export interface IndexData extends EntryFacts {
  /** Entry → its row id in `entries`. */
  readonly entryIds: Float64Array;
  /** Row id → entry, or -1; empty when row ids are too sparse for a table (then a map is made per thread). */
  readonly entryOfId: Int32Array;
  readonly keyTable: KeyTable;
  /** Which exact keys may be an alternate's (alternate-keys.ts): the reading asks SQLite only for those. */
  readonly alternateKeys: Uint32Array;
  /** Where the words of a spaced headword meet inside its key (key-gaps.ts). */
  readonly keyGaps: KeyGapData;
  readonly like: Pick<LikeIndex, 'trigrams' | 'bigrams'>;
  readonly suggest: SuggestIndex;
  readonly finglish: FinglishIndex;
  /** Undefined when the meaning index is missing or stale. */
  readonly text: TextFacts | undefined;
}

/** An engine's index: the shared data, and what each thread keeps of its own. */
export interface EngineIndex extends Omit<IndexData, 'like'> {
  /** The shared lists with this thread's own scratch space for counting candidates. */
  readonly like: LikeIndex;
  /** Whether a part of a key lies inside one word of its headword. */
  readonly inWord: KeyGaps;
  /** Row id → entry, or -1 for a row the engine does not know. */
  entryOf(id: number): number;
}

/** Row id → entry, from the dense table, or a map of this thread's own when the ids are sparse. */
export function entryLookup(data: Pick<IndexData, 'entryIds' | 'entryOfId'>): (id: number) => number {
  const { entryOfId: dense } = data;
  if (dense.length > 0) return (id) => (Number.isInteger(id) && id >= 0 ? (dense[id] ?? -1) : -1);
  const sparse = new Map<number, number>();
  data.entryIds.forEach((id, entry) => sparse.set(id, entry));
  return (id) => sparse.get(id) ?? -1;
}

function refuse(problem: string): never {
  throw new TypeError(`engine index: ${problem}; refused rather than searched`);
}

/** Checks that the arrays agree on the number of entries and keys, so no search reads past one. */
function checkShape(data: IndexData): void {
  const count = data.entryIds.length;
  const keys = keyCount(data.keyTable);
  for (const [name, array] of Object.entries({
    entryDb: data.entryDb,
    entryRank: data.entryRank,
    entryAtRank: data.entryAtRank,
    'keyTable.entries': data.keyTable.entries,
    'keyTable.keyOfEntry': data.keyTable.keyOfEntry,
  })) {
    if (array.length !== count) refuse(`${name} holds ${array.length} entries, not ${count}`);
  }
  if (
    data.keyTable.entryStart.length !== keys + 1 ||
    data.keyTable.lexOrder.length !== keys ||
    data.keyTable.keyUnits.length !== (data.keyTable.keyStart[keys] ?? 0)
  ) {
    refuse(`the key table's arrays do not hold its ${keys} keys`);
  }
  if ((data.keyTable.entryStart[keys] ?? 0) !== count) refuse(`the key table's lists do not end at ${count} entries`);
  if (data.rankScale <= count) refuse('the rank scale is below the number of entries');
}

/** The engine's index over `data`, which it reads and never writes. */
export function attachIndex(data: IndexData): EngineIndex {
  checkShape(data);
  const keys = keyCount(data.keyTable);
  return {
    ...data,
    like: { ...data.like, counts: new Uint8Array(keys), touched: new Uint32Array(keys) },
    inWord: keyGaps(data.keyGaps, data.keyTable),
    entryOf: entryLookup(data),
  };
}
