import { canonical, exactKey, textWords } from '../../../shared/persian/normalise';
import { isFunctionWord } from '../../../shared/persian/function-words';
import { recognise } from '../../../shared/persian/recognise';
import { termWeight } from './bm25';
import type { TextIndex } from './text-index';
import type { TextHits } from './intersect';
import type { IndexedWord } from './text-word';

/**
 * A description rarely matches every word of a meaning («پرنده شب»). When no meaning holds them
 * all, a `text` search asked for it (`partial=true`, docs/v3-contract.md §9.2) answers the
 * meanings that hold most of the words: more words held first, then the filter's order, then
 * bm25 over the words each holds, then the headword.
 */

/** How many readings of a word of q stand for it beside itself («پرنده‌ای» → «پرنده»). */
const READINGS = 2;
/**
 * A word in this share of all meanings, and in at least COMMON_FLOOR of them («که», «است», «ای»),
 * tells none apart: it still adds its bm25, but holding it alone makes no meaning a match.
 */
const COMMON_SHARE = 1 / 20;
const COMMON_FLOOR = 1_000;

/**
 * The words of q, each as the terms of the meaning index that stand for it: its own key when it
 * is one word to the full-text index, and the headwords the shared analyser reads it as, kept to
 * those the store holds. A word such as «پرنده‌ای», two words to the full-text index, stands for
 * its reading alone (else «ای» would match most meanings); without one, for its pieces. Function
 * words («که», «است», «ای») stand for nothing (function-words.ts), unless q holds nothing else.
 */
export function queryUnits(q: string, isHeadword: (word: string) => boolean): string[][] {
  const units = unitsOf(q, isHeadword, isFunctionWord);
  return units.length > 0 ? units : unitsOf(q, isHeadword, () => false);
}

function unitsOf(q: string, isHeadword: (word: string) => boolean, skip: (term: string) => boolean): string[][] {
  const units: string[][] = [];
  const seen = new Set<string>();
  for (const form of canonical(q).split(' ')) {
    const pieces = textWords(form);
    if (pieces.length === 0 || skip(form)) continue;
    const terms = new Set<string>(pieces.length === 1 ? pieces : []);
    for (const { headword } of recognise(form, isHeadword, READINGS)) terms.add(exactKey(headword));
    if (terms.size === 0) for (const piece of pieces) terms.add(piece);
    const unit = [...terms].filter((term) => term !== '' && !skip(term));
    const name = [...unit].sort().join(' ');
    if (unit.length === 0 || seen.has(name)) continue;
    seen.add(name);
    units.push(unit);
  }
  return units;
}

/** One term of q's words as a most-words search reads it, from the meaning index or from FTS5. */
export interface MostTerm {
  /** Which word of q it stands for. */
  readonly unit: number;
  /** In so many meanings that holding it alone makes no match (COMMON_SHARE). */
  readonly common: boolean;
  /** Its first items in bm25 order in the database: the candidates it brings. */
  head(db: number): Iterable<number>;
  /** What it adds to an item's bm25 in the database; 0 where the item does not hold it. */
  weight(db: number, item: number): number;
}

/** Whether a term found in `found` of `rows` meanings is too common to make a match alone. */
export function isCommon(found: number, rows: number): boolean {
  return found >= Math.max(COMMON_FLOOR, rows * COMMON_SHARE);
}

/** The term's frequency at a place of the database: its dense byte, or a search of its list by place. */
function tfAt(word: IndexedWord, db: number, place: number): number {
  const dense = word.dense(db);
  if (dense !== undefined) return dense[place] ?? 0;
  const list = word.whole(db);
  if (list === undefined) return 0;
  let low = 0;
  let high = list.count;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((list.places[middle] ?? 0) < place) low = middle + 1;
    else high = middle;
  }
  return list.places[low] === place ? (list.tfs[low] ?? 0) : 0;
}

/** q's terms as the meaning index holds them; an item is a place in its database. */
export function indexedTerms(indexed: TextIndex, units: readonly (readonly string[])[]): MostTerm[] {
  const terms: MostTerm[] = [];
  units.forEach((unit, at) => {
    for (const term of unit) {
      const word = indexed.word(term);
      if (word === undefined) continue;
      terms.push({
        unit: at,
        common: isCommon(word.found, indexed.rows),
        head: (db) => word.head(db)?.places ?? [],
        weight(db, place) {
          const tf = tfAt(word, db, place);
          const facts = indexed.facts(db);
          return tf === 0 ? 0 : word.idf * termWeight(tf, facts.lengths[place] ?? 0, facts.averageLength);
        },
      });
    }
  });
  return terms;
}

interface Candidate {
  readonly entry: number;
  readonly held: number;
  readonly priority: number;
  readonly score: number;
  readonly rank: number;
}

/**
 * The meanings holding most of q's words: the candidates are each term's first entries in bm25
 * order in each database (its head), each then weighed in every term, so every page of one query
 * is cut from the same ordered list. `entryOf` turns a database's item into an entry.
 */
export function mostWords(
  terms: readonly MostTerm[],
  dbs: readonly number[],
  priorities: Int8Array,
  limit: number,
  entryOf: (db: number, item: number) => number,
  entryRank: ArrayLike<number>,
): TextHits {
  const candidates: Candidate[] = [];
  for (const db of dbs) {
    const items = new Set<number>();
    for (const term of terms) if (!term.common) for (const item of term.head(db)) items.add(item);
    for (const item of items) {
      const holds = new Set<number>();
      // Summed in query order from 0.0, as FTS5 sums its phrases.
      let score = 0.0;
      for (const term of terms) {
        const weight = term.weight(db, item);
        if (weight === 0) continue;
        if (!term.common) holds.add(term.unit);
        score += weight;
      }
      const entry = entryOf(db, item);
      candidates.push({ entry, held: holds.size, priority: priorities[db] ?? 0, score, rank: entryRank[entry] ?? 0 });
    }
  }
  candidates.sort((a, b) => b.held - a.held || a.priority - b.priority || b.score - a.score || a.rank - b.rank);
  const entries = candidates.slice(0, limit).map(({ entry }) => entry);
  // Nothing held (words in no meaning, or only the commonest): the plain empty answer.
  return candidates.length === 0 ? { numFound: 0, entries } : { numFound: candidates.length, entries, partial: true };
}
