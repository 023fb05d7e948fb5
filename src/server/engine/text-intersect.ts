import { bestOfAll, type IndexedWord, type MatchContext } from './text-all-words';
import { termWeight } from './text-bm25';
import type { DbList } from './text-lists';

/** What a `text` search found: the match count and the page's entries, in order. */
export interface TextHits {
  readonly numFound: number;
  readonly entries: number[];
}

/** The entries of a list, best first in the §9.3 order (bm25, then headword), `need` at most. */
function bestOfOne(word: IndexedWord, db: number, need: number, context: MatchContext): number[] {
  const { facts } = context;
  let list = word.list(db, false);
  if (list === undefined) return [];
  const scoreAt = (of: DbList, i: number): number => {
    const entry = facts.entryOf(of.rowIds[i] ?? 0);
    return word.idf * termWeight(of.tfs[i] ?? 0, context.lengthOf[entry] ?? 0, context.averageLength);
  };
  // Entries of equal score are ordered by headword, so the cut takes all that tie with the last.
  const cut = (of: DbList): number => {
    if (need >= of.count) return of.count;
    const last = scoreAt(of, need - 1);
    let end = need;
    while (end < of.rowIds.length && scoreAt(of, end) === last) end++;
    return end;
  };
  let end = need < list.rowIds.length ? cut(list) : list.rowIds.length;
  if (end >= list.rowIds.length && list.rowIds.length < list.count) {
    list = word.list(db, true) ?? list;
    end = cut(list);
  }
  const full = list;
  const scores = Array.from({ length: end }, (_, i) => scoreAt(full, i));
  const entries = Array.from(full.rowIds.subarray(0, end), (rowId) => facts.entryOf(rowId));
  return Array.from({ length: end }, (_, i) => i)
    .sort(
      (a, b) =>
        (scores[b] ?? 0) - (scores[a] ?? 0) ||
        (facts.entryRank[entries[a] ?? 0] ?? 0) - (facts.entryRank[entries[b] ?? 0] ?? 0),
    )
    .slice(0, need)
    .map((i) => entries[i] ?? 0);
}

/** The hits of words that must all match, databases in filter order. */
export function matchAll(
  words: readonly IndexedWord[],
  dbs: readonly number[],
  limit: number,
  context: MatchContext,
): TextHits {
  let numFound = 0;
  const entries: number[] = [];
  for (const db of dbs) {
    const need = limit - entries.length;
    const [word] = words;
    if (words.length === 1 && word !== undefined) {
      numFound += word.list(db, false)?.count ?? 0;
      if (need > 0) entries.push(...bestOfOne(word, db, need, context));
      continue;
    }
    const { count, best } = bestOfAll(words, db, need, context);
    numFound += count;
    entries.push(...best);
  }
  return { numFound, entries };
}
