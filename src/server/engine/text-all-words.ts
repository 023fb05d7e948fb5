import type { EngineIndex } from './engine-index';
import { termWeight } from './text-bm25';
import type { DbList } from './text-lists';
import { TopK } from './top-k';

/** A word of the query as the meaning index holds it, with its IDF. */
export interface IndexedWord {
  readonly idf: number;
  /** Its list in the database: the head only, unless `full` (the tail is read once, when first needed). */
  list(db: number, full: boolean): DbList | undefined;
  /** Its term frequency at every entry of the database (by place in id order), for common words. */
  dense(db: number): Uint8Array | undefined;
}

/** What matching needs besides the words: lengths, the headword order and scratch space. */
export interface MatchContext {
  /** Entry → its meaning's length in tokens. */
  readonly lengthOf: Uint32Array;
  readonly averageLength: number;
  readonly facts: Pick<EngineIndex, 'entryOf' | 'entryRank'>;
  /** Entry → its place among its database's entries in id order. */
  readonly positionOf: Uint32Array;
  /** A zeroed array of one slot per entry for the i-th word; zero it again after use. */
  scratch(i: number): Uint32Array;
  /** Entry → the number of the last search that saw it. */
  readonly seen: Uint32Array;
  nextSearch(): number;
}

// Up to this many matches are all scored; past it the best are found by walking the lists.
const SCORE_ALL = 512;

type TfOf = (entry: number) => number;

/** 0x80 in each byte of x that is not 0, 0 in the others. */
function nonZeroBytes(x: number): number {
  return (((x & 0x7f7f7f7f) + 0x7f7f7f7f) | x) & 0x80808080;
}

function accessTo(word: IndexedWord, db: number, i: number, context: MatchContext): { tfOf: TfOf; release(): void } {
  const dense = word.dense(db);
  if (dense !== undefined) return { tfOf: (entry) => dense[context.positionOf[entry] ?? 0] ?? 0, release() {} };
  const list = word.list(db, true);
  const tfs = context.scratch(i);
  const { entryOf } = context.facts;
  const fill = (clear: boolean): void => {
    if (list === undefined) return;
    for (let j = 0; j < list.count; j++) {
      const entry = entryOf(list.rowIds[j] ?? 0);
      if (entry >= 0) tfs[entry] = clear ? 0 : (list.tfs[j] ?? 0);
    }
  };
  fill(false);
  return { tfOf: (entry) => tfs[entry] ?? 0, release: () => fill(true) };
}

/** How many entries of the database hold every word, and up to SCORE_ALL + 1 of them. */
function countMatches(words: readonly IndexedWord[], db: number, tfOf: readonly TfOf[], context: MatchContext) {
  const holdsAll = (entry: number): boolean => tfOf.every((of) => of(entry) > 0);
  const sparse = words.map((_, i) => i).filter((i) => words[i]?.dense(db) === undefined);
  let count = 0;
  const matches: number[] = [];
  if (sparse.length === 0) {
    const columns = words.map((word) => word.dense(db) ?? new Uint8Array());
    const size = Math.min(...columns.map((column) => column.length));
    // Four entries at a time where the bytes allow 32-bit views: a byte's high bit set where its
    // frequency is not 0, then counted; the rest one by one.
    const aligned = columns.every((column) => column.byteOffset % 4 === 0);
    const quads = aligned ? size >>> 2 : 0;
    const views = columns.map((column) => new Uint32Array(column.buffer, column.byteOffset, quads));
    const [first = new Uint32Array(), ...others] = views;
    for (let q = 0; q < quads; q++) {
      let present = nonZeroBytes(first[q] ?? 0);
      for (let v = 0; v < others.length && present !== 0; v++) present &= nonZeroBytes(others[v]?.[q] ?? 0);
      count += Math.imul((present >>> 7) & 0x01010101, 0x01010101) >>> 24;
    }
    for (let position = quads * 4; position < size; position++) {
      if (columns.every((column) => (column[position] ?? 0) > 0)) count++;
    }
    return { count, matches };
  }
  const shortest = sparse
    .map((i) => words[i]?.list(db, true))
    .reduce((a, b) => ((b?.count ?? Infinity) < (a?.count ?? Infinity) ? b : a));
  if (shortest === undefined) return { count, matches };
  const { entryOf } = context.facts;
  for (let j = 0; j < shortest.count; j++) {
    const entry = entryOf(shortest.rowIds[j] ?? 0);
    if (entry < 0 || !holdsAll(entry)) continue;
    count++;
    if (matches.length <= SCORE_ALL) matches.push(entry);
  }
  return { count, matches };
}

/**
 * The best `need` entries by bm25 among those holding every word: each word's list is walked in
 * bm25 order in turn, every entry met is scored whole, and the walk stops once the need-th best
 * beats any entry not met yet (each of its words weighs at most what the walks reached).
 */
function walkForBest(
  words: readonly IndexedWord[],
  db: number,
  need: number,
  score: (entry: number) => number,
  tfOf: readonly TfOf[],
  context: MatchContext,
  top: TopK,
  scores: number[],
  entries: number[],
): void {
  const { entryOf } = context.facts;
  const lists = words.map((word) => word.list(db, false));
  const at = words.map(() => 0);
  const search = context.nextSearch();
  // The list of word i holding position p: its head, or its whole list once the walk passes it.
  const listAt = (i: number, p: number): DbList | undefined => {
    const list = lists[i];
    if (list !== undefined && p >= list.rowIds.length && p < list.count) lists[i] = words[i]?.list(db, true) ?? list;
    return lists[i];
  };
  const weightAt = (i: number): number => {
    const p = at[i] ?? 0;
    const list = listAt(i, p);
    if (list === undefined || p >= list.count) return 0;
    const entry = entryOf(list.rowIds[p] ?? 0);
    return (words[i]?.idf ?? 0) * termWeight(list.tfs[p] ?? 0, context.lengthOf[entry] ?? 0, context.averageLength);
  };
  for (;;) {
    for (let i = 0; i < words.length; i++) {
      const p = at[i] ?? 0;
      const list = listAt(i, p);
      if (list === undefined || p >= list.count) return;
      at[i] = p + 1;
      const entry = entryOf(list.rowIds[p] ?? 0);
      if (entry < 0 || context.seen[entry] === search) continue;
      context.seen[entry] = search;
      if (!tfOf.every((of) => of(entry) > 0)) continue;
      scores.push(score(entry));
      entries.push(entry);
      top.add(entries.length - 1);
    }
    const worst = top.worst;
    if (worst === undefined || top.size < need) continue;
    let bound = 0.0;
    for (let i = 0; i < words.length; i++) bound += weightAt(i);
    if ((scores[worst] ?? 0) > bound) return;
  }
}

/** The best `need` entries holding every word, and how many do, in one database. */
export function bestOfAll(
  words: readonly IndexedWord[],
  db: number,
  need: number,
  context: MatchContext,
): { count: number; best: number[] } {
  if (words.some((word) => word.list(db, false) === undefined)) return { count: 0, best: [] };
  const access = words.map((word, i) => accessTo(word, db, i, context));
  try {
    const tfOf = access.map((a) => a.tfOf);
    const { count, matches } = countMatches(words, db, tfOf, context);
    if (need <= 0 || count === 0) return { count, best: [] };
    // Summed in query order from 0.0, as FTS5 sums its phrases.
    const score = (entry: number): number => {
      let sum = 0.0;
      for (let i = 0; i < words.length; i++) {
        const tf = tfOf[i]?.(entry) ?? 0;
        sum += (words[i]?.idf ?? 0) * termWeight(tf, context.lengthOf[entry] ?? 0, context.averageLength);
      }
      return sum;
    };
    const scores: number[] = [];
    const entries: number[] = [];
    const rank = (i: number): number => context.facts.entryRank[entries[i] ?? 0] ?? 0;
    const top = new TopK(
      need,
      (a, b) => (scores[a] ?? 0) > (scores[b] ?? 0) || (scores[a] === scores[b] && rank(a) < rank(b)),
    );
    if (count === matches.length) {
      for (const entry of matches) {
        scores.push(score(entry));
        entries.push(entry);
        top.add(entries.length - 1);
      }
    } else walkForBest(words, db, need, score, tfOf, context, top, scores, entries);
    return { count, best: top.sorted().map((i) => entries[i] ?? 0) };
  } finally {
    for (const a of access) a.release();
  }
}
