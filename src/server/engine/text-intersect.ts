import type { EngineIndex } from './engine-index';
import { termWeight } from './text-bm25';
import type { DbList } from './text-lists';
import { TopK } from './top-k';

/** What a `text` search found: the match count and the page's entries, in order. */
export interface TextHits {
  readonly numFound: number;
  readonly entries: number[];
}

/** A word of the query as the meaning index holds it, with its IDF. */
export interface IndexedWord {
  readonly idf: number;
  /** Database index → its list: the heads only, unless `full` (then the tail is read once). */
  lists(full: boolean): ReadonlyMap<number, DbList>;
}

/** What scoring an entry needs: its meaning's length in tokens and the average over all rows. */
export interface Lengths {
  readonly ofEntry: Uint32Array;
  readonly average: number;
}

type Facts = Pick<EngineIndex, 'entryOf' | 'entryRank'>;

/** The entries of a list, best first in the §9.3 order (bm25, then headword), `need` at most. */
function bestOfOne(word: IndexedWord, db: number, need: number, lengths: Lengths, facts: Facts): number[] {
  let list = word.lists(false).get(db);
  if (list === undefined) return [];
  const scoreAt = (of: DbList, i: number): number => {
    const entry = facts.entryOf(of.rowIds[i] ?? 0);
    return word.idf * termWeight(of.tfs[i] ?? 0, lengths.ofEntry[entry] ?? 0, lengths.average);
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
    list = word.lists(true).get(db) ?? list;
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

/** Entries in every list: their entries and, per word in query order, their term frequencies. */
function intersect(
  lists: readonly DbList[],
  facts: Facts,
  slot: Int32Array,
): { entries: number[]; tfs: Uint32Array[] } {
  const order = lists.map((_, i) => i).sort((a, b) => (lists[a]?.count ?? 0) - (lists[b]?.count ?? 0));
  const smallest = lists[order[0] ?? 0];
  if (smallest === undefined) return { entries: [], tfs: [] };
  const size = smallest.count;
  const candidates = new Int32Array(size);
  const stage = new Uint16Array(size);
  const tfs = lists.map(() => new Uint32Array(size));
  const first = tfs[order[0] ?? 0] ?? new Uint32Array(size);
  for (let i = 0; i < size; i++) {
    const entry = facts.entryOf(smallest.rowIds[i] ?? 0);
    candidates[i] = entry;
    if (entry >= 0) slot[entry] = i;
    first[i] = smallest.tfs[i] ?? 0;
  }
  for (let step = 1; step < order.length; step++) {
    const word = order[step] ?? 0;
    const list = lists[word];
    const into = tfs[word];
    if (list === undefined || into === undefined) continue;
    for (let j = 0; j < list.count; j++) {
      const entry = facts.entryOf(list.rowIds[j] ?? 0);
      if (entry < 0) continue;
      const at = slot[entry] ?? -1;
      if (at >= 0 && stage[at] === step - 1) {
        stage[at] = step;
        into[at] = list.tfs[j] ?? 0;
      }
    }
  }
  const entries: number[] = [];
  const kept: number[] = [];
  for (let i = 0; i < size; i++) {
    const entry = candidates[i] ?? -1;
    if (entry >= 0) slot[entry] = -1;
    if (entry >= 0 && stage[i] === order.length - 1) {
      entries.push(entry);
      kept.push(i);
    }
  }
  return { entries, tfs: tfs.map((column) => Uint32Array.from(kept, (i) => column[i] ?? 0)) };
}

/** The best `need` entries matching every word, and how many match, in one database. */
function bestOfAll(
  words: readonly IndexedWord[],
  db: number,
  need: number,
  lengths: Lengths,
  facts: Facts,
  slot: Int32Array,
): { count: number; best: number[] } {
  const lists: DbList[] = [];
  for (const word of words) {
    const list = word.lists(true).get(db);
    if (list === undefined) return { count: 0, best: [] };
    lists.push(list);
  }
  const { entries, tfs } = intersect(lists, facts, slot);
  if (need <= 0) return { count: entries.length, best: [] };
  // Summed in query order from 0.0, as FTS5 sums its phrases.
  const scores = entries.map((entry, i) => {
    let score = 0.0;
    words.forEach((word, w) => {
      score += word.idf * termWeight(tfs[w]?.[i] ?? 0, lengths.ofEntry[entry] ?? 0, lengths.average);
    });
    return score;
  });
  const rank = (i: number): number => facts.entryRank[entries[i] ?? 0] ?? 0;
  const top = new TopK(
    need,
    (a, b) => (scores[a] ?? 0) > (scores[b] ?? 0) || (scores[a] === scores[b] && rank(a) < rank(b)),
  );
  for (let i = 0; i < entries.length; i++) top.add(i);
  return { count: entries.length, best: top.sorted().map((i) => entries[i] ?? 0) };
}

/** The hits of words that must all match, databases in filter order. */
export function matchAll(
  words: readonly IndexedWord[],
  dbs: readonly number[],
  limit: number,
  lengths: Lengths,
  facts: Facts,
  slot: Int32Array,
): TextHits {
  let numFound = 0;
  const entries: number[] = [];
  for (const db of dbs) {
    const need = limit - entries.length;
    const [word] = words;
    if (words.length === 1 && word !== undefined) {
      numFound += word.lists(false).get(db)?.count ?? 0;
      if (need > 0) entries.push(...bestOfOne(word, db, need, lengths, facts));
      continue;
    }
    const { count, best } = bestOfAll(words, db, need, lengths, facts, slot);
    numFound += count;
    entries.push(...best);
  }
  return { numFound, entries };
}
