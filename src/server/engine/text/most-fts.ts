import type { Statement } from 'better-sqlite3';
import type { EngineIndex } from '../index/engine-index';
import { HEAD_LENGTH } from './lists';
import { isCommon, type MostTerm } from './most-words';

/**
 * q's terms for a most-words search asked of FTS5, when the meaning index is missing or older than
 * the data: each term's matches and their bm25, its head cut as the index cuts it (its first
 * HEAD_LENGTH entries of each database by bm25, then headword), so both answer alike. An item is
 * an entry.
 */
export function ftsTerms(
  matches: Statement<[string], unknown[]>,
  index: EngineIndex,
  units: readonly (readonly string[])[],
): MostTerm[] {
  const { entryDb, entryRank } = index;
  const terms: MostTerm[] = [];
  units.forEach((unit, at) => {
    for (const term of unit) {
      const weights = new Map<number, number>();
      const byDb = new Map<number, number[]>();
      for (const row of matches.all(`"${term.replace(/"/g, '""')}"`)) {
        if (!Array.isArray(row)) continue;
        const entry = index.entryOf(Number(row[0]));
        if (entry < 0) continue;
        // FTS5's bm25 is negated, lower better; one phrase's is that word's whole share.
        weights.set(entry, -Number(row[1]));
        const db = entryDb[entry] ?? 0;
        const list = byDb.get(db) ?? [];
        list.push(entry);
        byDb.set(db, list);
      }
      if (weights.size === 0) continue;
      const heads = new Map<number, number[]>();
      for (const [db, entries] of byDb) {
        entries.sort(
          (a, b) => (weights.get(b) ?? 0) - (weights.get(a) ?? 0) || (entryRank[a] ?? 0) - (entryRank[b] ?? 0),
        );
        heads.set(db, entries.slice(0, HEAD_LENGTH));
      }
      terms.push({
        unit: at,
        common: isCommon(weights.size, index.entryIds.length),
        head: (db) => heads.get(db) ?? [],
        weight: (_, entry) => weights.get(entry) ?? 0,
      });
    }
  });
  return terms;
}
