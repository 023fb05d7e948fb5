import type { Database } from 'better-sqlite3';
import { exactKey, textWords } from '../../../shared/persian/normalise';
import { ftsMatches } from '../../dictionary/fts-reads';
import type { EngineIndex } from '../index/engine-index';
import { keyId } from '../core/key-table';
import { openTextIndex, selectedDbs } from './text-index';
import type { TextHits } from './intersect';
import { ftsTerms } from './most-fts';
import { indexedTerms, mostWords, queryUnits } from './most-words';
import { pageOfRanked, RankedCache, rankMatches } from './ranked';
import { TopK } from '../core/top-k';

// Past this many matches a query is ranked whole and kept, so its next pages and filters are cheap.
const RANK_ALL_FROM = 5_000;
// At most this many ranked entries are kept over all queries (4 bytes each).
const CACHE_CAPACITY = 4_000_000;

/**
 * The FTS5 query for q: every word normalised as the index was, each a quoted string (a quote
 * inside doubled) so operators such as AND, NEAR(, *, - or : in q are only text. Phrases are
 * joined by spaces, which FTS5 reads as AND. NUL would end the string early, so it goes.
 */
export function ftsQuery(q: string): string | undefined {
  const words = queryWords(q);
  if (words.length === 0) return undefined;
  return words.map((word) => `"${word.replace(/"/g, '""')}"`).join(' ');
}

/** The distinct words of q in order, as `ftsQuery` quotes them (FTS5 numbers its phrases so). */
export function queryWords(q: string): string[] {
  return [...new Set(textWords(q).map((word) => word.replace(/\0/g, '')))].filter((word) => word !== '');
}

/**
 * `text`: entries whose meaning holds every word of q, best bm25 first within each database. The
 * meaning index answers when it is up to date and holds every word; FTS5 answers otherwise. With
 * `partial`, a q of several words that no meaning holds whole is answered with the meanings that
 * hold most of them (most-words.ts).
 */
export function textSearch(
  database: Database,
  index: EngineIndex,
): (q: string, priorities: Int8Array, limit: number, partial?: boolean) => TextHits {
  const matches = ftsMatches(database);
  const { entryDb, entryRank } = index;
  const cache = new RankedCache(CACHE_CAPACITY);
  const indexed = openTextIndex(database, index);
  const isHeadword = (word: string): boolean => keyId(index.keyTable, exactKey(word)) >= 0;
  const all = (q: string, priorities: Int8Array, limit: number): TextHits => {
    const query = ftsQuery(q);
    if (query === undefined) return { numFound: 0, entries: [] };
    const hits = indexed?.search(queryWords(q), priorities, limit);
    if (hits !== undefined) return hits;
    const cached = cache.get(query);
    if (cached !== undefined) return pageOfRanked(cached, priorities, limit);
    const rows = matches.all(query);
    if (rows.length >= RANK_ALL_FROM) {
      const ranked = rankMatches(rows, index);
      cache.set(query, ranked);
      return pageOfRanked(ranked, priorities, limit);
    }
    const found: number[] = [];
    const scores: number[] = [];
    const order: number[] = [];
    for (const row of rows) {
      if (!Array.isArray(row)) continue;
      const entry = index.entryOf(Number(row[0]));
      if (entry < 0) continue;
      const priority = priorities[entryDb[entry] ?? 0] ?? -1;
      if (priority < 0) continue;
      found.push(entry);
      scores.push(Number(row[1]));
      order.push(priority);
    }
    // bm25 is a float (lower is better), so this order is compared field by field, not packed.
    const compare = (a: number, b: number): number =>
      (order[a] ?? 0) - (order[b] ?? 0) ||
      (scores[a] ?? 0) - (scores[b] ?? 0) ||
      (entryRank[found[a] ?? 0] ?? 0) - (entryRank[found[b] ?? 0] ?? 0);
    const top = new TopK(limit, (a, b) => compare(a, b) < 0);
    for (let i = 0; i < found.length; i++) top.add(i);
    return { numFound: found.length, entries: top.sorted().map((i) => found[i] ?? 0) };
  };
  return (q, priorities, limit, partial = false) => {
    const hits = all(q, priorities, limit);
    if (!partial || hits.numFound > 0) return hits;
    const units = queryUnits(q, isHeadword);
    if (units.length < 2) return hits;
    const dbs = selectedDbs(priorities);
    if (indexed === undefined) {
      const terms = ftsTerms(matches, index, units);
      return mostWords(terms, dbs, priorities, limit, (_, entry) => entry, entryRank);
    }
    const entryAt = (db: number, place: number): number => indexed.facts(db).entries[place] ?? 0;
    return mostWords(indexedTerms(indexed, units), dbs, priorities, limit, entryAt, entryRank);
  };
}
