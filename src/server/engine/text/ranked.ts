import { DB_NAMES } from '../../../shared/catalog';
import type { EngineIndex } from '../index/engine-index';

/**
 * All matches of one large `text` query, ranked once: grouped by database, each group in
 * (bm25, headword, num) order. Any filter and page is then read off in O(rows + databases)
 * instead of ranking hundreds of thousands of rows again, which matters because the web app
 * asks for the next page ahead of time and bm25 over a common word costs a second per call.
 */
export interface RankedMatches {
  /** Entries, database by database in DB_NAMES order. */
  readonly entries: Uint32Array;
  /** The group of database d is entries[groupStart[d] .. groupStart[d + 1]). */
  readonly groupStart: Uint32Array;
}

/** `rows` are [rowid, bm25] pairs as FTS5 returns them. */
export function rankMatches(rows: readonly unknown[], index: EngineIndex): RankedMatches {
  const entryOf = new Uint32Array(rows.length);
  const scores = new Float64Array(rows.length);
  const groupStart = new Uint32Array(DB_NAMES.length + 1);
  let count = 0;
  for (const row of rows) {
    if (!Array.isArray(row)) continue;
    const entry = index.entryOf(Number(row[0]));
    if (entry < 0) continue;
    entryOf[count] = entry;
    scores[count] = Number(row[1]);
    const db = index.entryDb[entry] ?? 0;
    groupStart[db + 1] = (groupStart[db + 1] ?? 0) + 1;
    count++;
  }
  for (let db = 0; db < DB_NAMES.length; db++) groupStart[db + 1] = (groupStart[db + 1] ?? 0) + (groupStart[db] ?? 0);
  const fill = groupStart.slice(0, DB_NAMES.length);
  const order = new Uint32Array(count);
  for (let i = 0; i < count; i++) {
    const db = index.entryDb[entryOf[i] ?? 0] ?? 0;
    order[fill[db] ?? 0] = i;
    fill[db] = (fill[db] ?? 0) + 1;
  }
  const { entryRank } = index;
  for (let db = 0; db < DB_NAMES.length; db++) {
    order
      .subarray(groupStart[db] ?? 0, groupStart[db + 1] ?? 0)
      .sort(
        (a, b) =>
          (scores[a] ?? 0) - (scores[b] ?? 0) || (entryRank[entryOf[a] ?? 0] ?? 0) - (entryRank[entryOf[b] ?? 0] ?? 0),
      );
  }
  return { entries: order.map((i) => entryOf[i] ?? 0), groupStart };
}

/** The match count over the selected databases and the first `limit` entries in filter order. */
export function pageOfRanked(
  ranked: RankedMatches,
  priorities: Int8Array,
  limit: number,
): { numFound: number; entries: number[] } {
  const selected = DB_NAMES.map((_, db) => db)
    .filter((db) => (priorities[db] ?? -1) >= 0)
    .sort((a, b) => (priorities[a] ?? 0) - (priorities[b] ?? 0));
  let numFound = 0;
  const entries: number[] = [];
  for (const db of selected) {
    const from = ranked.groupStart[db] ?? 0;
    const to = ranked.groupStart[db + 1] ?? 0;
    numFound += to - from;
    for (let i = from; i < to && entries.length < limit; i++) entries.push(ranked.entries[i] ?? 0);
  }
  return { numFound, entries };
}

/** Least-recently-used ranked queries, bounded by the number of entries they hold in total. */
export class RankedCache {
  private readonly byQuery = new Map<string, RankedMatches>();
  private held = 0;

  constructor(private readonly capacity: number) {}

  get(query: string): RankedMatches | undefined {
    const ranked = this.byQuery.get(query);
    if (ranked !== undefined) {
      this.byQuery.delete(query);
      this.byQuery.set(query, ranked);
    }
    return ranked;
  }

  set(query: string, ranked: RankedMatches): void {
    if (ranked.entries.length > this.capacity) return;
    this.byQuery.set(query, ranked);
    this.held += ranked.entries.length;
    for (const [oldest, old] of this.byQuery) {
      if (this.held <= this.capacity) break;
      this.byQuery.delete(oldest);
      this.held -= old.entries.length;
    }
  }
}
