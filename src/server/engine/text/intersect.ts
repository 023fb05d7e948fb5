import { bestOfAll } from './all-words';
import type { IndexedWord } from './text-word';
import { Best, type DbFacts } from './best';
import { termWeight } from './bm25';

/** What a `text` search found: the match count and the page's entries, in order. */
export interface TextHits {
  readonly numFound: number;
  readonly entries: number[];
  /** A `text` search answered with the meanings holding most of its words, not all (most-words.ts). */
  readonly partial?: boolean;
}

/**
 * The entries of one word in a database, best first in the §9.3 order (bm25, then headword),
 * `need` at most: from its head, unless the entries tying with the page's last run past it; then
 * its whole list is scored.
 */
function bestOfOne(word: IndexedWord, db: number, need: number, facts: DbFacts): number[] {
  const head = word.head(db);
  if (head === undefined) return [];
  const { places, tfs } = head;
  const scoreAt = (i: number): number =>
    word.idf * termWeight(tfs[i] ?? 0, facts.lengths[places[i] ?? 0] ?? 0, facts.averageLength);
  // Entries of equal score are ordered by headword, so the cut takes all that tie with the last.
  let end = places.length;
  if (need < places.length) {
    const last = scoreAt(need - 1);
    end = need;
    while (end < places.length && scoreAt(end) === last) end++;
  }
  if (end >= places.length && places.length < head.count) {
    const whole = word.whole(db);
    const best = new Best(need, [word.idf], facts);
    const tf = [0];
    for (let i = 0; whole !== undefined && i < whole.count; i++) {
      tf[0] = whole.tfs[i] ?? 0;
      best.add(whole.places[i] ?? 0, tf);
    }
    return best.sorted();
  }
  const scores = Array.from({ length: end }, (_, i) => scoreAt(i));
  const entries = Array.from(places.subarray(0, end), (place) => facts.entries[place] ?? 0);
  const rank = facts.entryRank;
  return Array.from({ length: end }, (_, i) => i)
    .sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || (rank[entries[a] ?? 0] ?? 0) - (rank[entries[b] ?? 0] ?? 0))
    .slice(0, need)
    .map((i) => entries[i] ?? 0);
}

/** The hits of words that must all match, databases in filter order. */
export function matchAll(
  words: readonly IndexedWord[],
  dbs: readonly number[],
  limit: number,
  factsOf: (db: number) => DbFacts,
): TextHits {
  let numFound = 0;
  const entries: number[] = [];
  for (const db of dbs) {
    const need = limit - entries.length;
    const [word] = words;
    if (words.length === 1 && word !== undefined) {
      numFound += word.head(db)?.count ?? 0;
      if (need > 0) entries.push(...bestOfOne(word, db, need, factsOf(db)));
      continue;
    }
    const { count, best } = bestOfAll(words, db, need, factsOf(db));
    numFound += count;
    entries.push(...best);
  }
  return { numFound, entries };
}
