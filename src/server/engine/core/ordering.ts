import { DB_NAMES, type DbName } from '../../../shared/catalog';
import { TopK } from './top-k';

/**
 * The order of every search (docs/v3-contract.md §9.3): database priority in the filter, then match
 * quality, then headword in Persian alphabetical order, then num. The last two are one
 * precomputed entry rank, so the whole order packs into one exact integer (below 2^53):
 * (priority × QUALITY_SPAN + quality) × rankScale + rank.
 */
export const QUALITY_SPAN = 1024;

/** Database index → its position in the filter, or -1 when the filter leaves it out. */
export function filterPriorities(dbs: readonly DbName[]): Int8Array {
  const priorities = new Int8Array(DB_NAMES.length).fill(-1);
  dbs.forEach((db, position) => {
    const index = DB_NAMES.indexOf(db);
    if (index >= 0 && (priorities[index] ?? -1) < 0) priorities[index] = position;
  });
  return priorities;
}

/** What a collector needs to know about entries. */
export interface EntryFacts {
  /** Entry → index in DB_NAMES. */
  readonly entryDb: Uint8Array;
  /** Entry → rank by (headword collation, num, id). */
  readonly entryRank: Uint32Array;
  /** Rank → entry. */
  readonly entryAtRank: Uint32Array;
  /** A power of two above every rank. */
  readonly rankScale: number;
}

export function rankScaleFor(entryCount: number): number {
  return 2 ** Math.max(1, Math.ceil(Math.log2(entryCount + 1)));
}

/** Counts the matches in the selected databases and keeps the best `limit` of them. */
export class PageCollector {
  numFound = 0;
  private readonly top: TopK;

  constructor(
    private readonly facts: EntryFacts,
    private readonly priorities: Int8Array,
    limit: number,
  ) {
    this.top = new TopK(limit, (a, b) => a < b);
  }

  /** `quality`: 0 is best; values past QUALITY_SPAN - 1 rank as the worst. */
  add(entry: number, quality: number): void {
    const priority = this.priorities[this.facts.entryDb[entry] ?? 0] ?? -1;
    if (priority < 0) return;
    this.numFound++;
    const clamped = Math.min(Math.max(0, Math.floor(quality)), QUALITY_SPAN - 1);
    const rank = this.facts.entryRank[entry] ?? 0;
    this.top.add((priority * QUALITY_SPAN + clamped) * this.facts.rankScale + rank);
  }

  /** The entries of the page that begins at `start`, in order. */
  page(start: number): number[] {
    const { rankScale, entryAtRank } = this.facts;
    return this.top
      .sorted()
      .slice(start)
      .map((packed) => entryAtRank[packed % rankScale] ?? 0);
  }
}
