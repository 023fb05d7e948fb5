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
  /** Row id → its entry's place among its database's entries in id order, or -1 for no entry. */
  placeOf(rowId: number): number;
  /** Database → its entries in id order (by place). */
  readonly entriesOf: readonly Uint32Array[];
  /** A zeroed array of one slot per entry (or place) for the i-th word; zero it again after use. */
  scratch(i: number): Uint32Array;
}

/** The best `need` matches met so far, by bm25 then headword; a score that cannot enter is dropped at once. */
class Best {
  private readonly scores: number[] = [];
  private readonly entries: number[] = [];
  private readonly top: TopK;
  private worst = -Infinity;

  constructor(
    need: number,
    private readonly words: readonly IndexedWord[],
    private readonly context: MatchContext,
  ) {
    const { scores, entries } = this;
    const rank = (i: number): number => context.facts.entryRank[entries[i] ?? 0] ?? 0;
    this.top = new TopK(
      need,
      (a, b) => (scores[a] ?? 0) > (scores[b] ?? 0) || (scores[a] === scores[b] && rank(a) < rank(b)),
    );
  }

  /** `tfs`: each word's frequency at the entry, in query order. */
  add(entry: number, tfs: readonly number[]): void {
    const { words, context } = this;
    const length = context.lengthOf[entry] ?? 0;
    // Summed in query order from 0.0, as FTS5 sums its phrases.
    let score = 0.0;
    for (let i = 0; i < words.length; i++) {
      score += (words[i]?.idf ?? 0) * termWeight(tfs[i] ?? 0, length, context.averageLength);
    }
    if (score < this.worst) return;
    this.scores.push(score);
    this.entries.push(entry);
    this.top.add(this.entries.length - 1);
    const kept = this.top.worst;
    if (kept !== undefined) this.worst = this.scores[kept] ?? 0;
  }

  sorted(): number[] {
    return this.top.sorted().map((i) => this.entries[i] ?? 0);
  }
}

/** 0x80 in each byte of x that is not 0, 0 in the others. */
function nonZeroBytes(x: number): number {
  return (((x & 0x7f7f7f7f) + 0x7f7f7f7f) | x) & 0x80808080;
}

/**
 * When every word has dense bytes in the database: the entries holding them all, counted four at a
 * time where the bytes allow 32-bit views (a byte's high bit set where its frequency is not 0), and
 * each one passed to `visit` (by place) unless it is undefined.
 */
function scanDense(columns: readonly Uint8Array[], visit: ((position: number) => void) | undefined): number {
  const size = Math.min(...columns.map((column) => column.length));
  const aligned = columns.every((column) => column.byteOffset % 4 === 0);
  const quads = aligned ? size >>> 2 : 0;
  const views = columns.map((column) => new Uint32Array(column.buffer, column.byteOffset, quads));
  const [first = new Uint32Array(), ...others] = views;
  let count = 0;
  for (let q = 0; q < quads; q++) {
    let present = nonZeroBytes(first[q] ?? 0);
    for (let v = 0; v < others.length && present !== 0; v++) present &= nonZeroBytes(others[v]?.[q] ?? 0);
    if (present === 0) continue;
    count += Math.imul((present >>> 7) & 0x01010101, 0x01010101) >>> 24;
    // Typed arrays are little-endian here, so byte b of a view holds place 4q + b.
    for (let b = 0; visit !== undefined && b < 4; b++) if ((present >>> (8 * b + 7)) & 1) visit(4 * q + b);
  }
  for (let position = quads * 4; position < size; position++) {
    if (!columns.every((column) => (column[position] ?? 0) > 0)) continue;
    count++;
    visit?.(position);
  }
  return count;
}

/** Writes (or clears) a list's term frequencies at its entries' places. */
function fill(list: DbList, tfs: Uint32Array, clear: boolean, placeOf: (rowId: number) => number): void {
  for (let j = 0; j < list.count; j++) {
    const place = placeOf(list.rowIds[j] ?? 0);
    if (place >= 0) tfs[place] = clear ? 0 : (list.tfs[j] ?? 0);
  }
}

/**
 * When some word has no dense bytes: every match is in the shortest such list, so it alone is
 * walked and each entry looked up in the other words (their dense bytes, or their lists laid out
 * by entry), and offered to `best` while a page still needs entries.
 */
function scanShortest(
  words: readonly IndexedWord[],
  db: number,
  sparse: readonly number[],
  best: Best | undefined,
  context: MatchContext,
): number {
  const { placeOf } = context;
  const entries = context.entriesOf[db] ?? NO_SLOTS;
  const countOf = (i: number): number => words[i]?.list(db, false)?.count ?? 0;
  const shortest = sparse.reduce((a, b) => (countOf(b) < countOf(a) ? b : a));
  const walked = words[shortest]?.list(db, true);
  if (walked === undefined) return 0;
  // The other words' frequencies by place: dense bytes, or a list laid out in scratch. Places,
  // not entries, so that a posting costs one lookup in a table of rows and one in each word.
  const others = words.map((_, i) => i).filter((i) => i !== shortest);
  const byPlace = others.map((i) => words[i]?.dense(db) ?? NO_BYTES);
  const laidOut = others.map((i, k) => {
    const list = byPlace[k] === NO_BYTES ? words[i]?.list(db, true) : undefined;
    return list === undefined ? undefined : { list, tfs: context.scratch(i) };
  });
  const laidBytes = laidOut.map((layout) => layout?.tfs ?? NO_SLOTS);
  for (const layout of laidOut) if (layout !== undefined) fill(layout.list, layout.tfs, false, placeOf);
  try {
    const tfAt = words.map(() => 0);
    const offer =
      best &&
      ((place: number, j: number): void => {
        for (let k = 0; k < others.length; k++) {
          const column = byPlace[k] ?? NO_BYTES;
          tfAt[others[k] ?? 0] = column === NO_BYTES ? (laidBytes[k]?.[place] ?? 0) : (column[place] ?? 0);
        }
        tfAt[shortest] = walked.tfs[j] ?? 0;
        best.add(entries[place] ?? 0, tfAt);
      });
    return walkList(walked.rowIds, walked.count, placeOf, byPlace, laidBytes, offer);
  } finally {
    for (const layout of laidOut) if (layout !== undefined) fill(layout.list, layout.tfs, true, placeOf);
  }
}

const NO_BYTES = new Uint8Array();

/** How many entries of a list every other word holds (dense bytes or laid out); each is offered by place. */
function walkList(
  rowIds: Uint32Array,
  count: number,
  placeOf: (rowId: number) => number,
  byPlace: readonly Uint8Array[],
  laidOut: readonly Uint32Array[],
  offer: ((place: number, j: number) => void) | undefined,
): number {
  let found = 0;
  const others = byPlace.length;
  for (let j = 0; j < count; j++) {
    const place = placeOf(rowIds[j] ?? 0);
    if (place < 0) continue;
    let k = 0;
    for (; k < others; k++) {
      const column = byPlace[k] ?? NO_BYTES;
      if ((column === NO_BYTES ? (laidOut[k]?.[place] ?? 0) : (column[place] ?? 0)) === 0) break;
    }
    if (k < others) continue;
    found++;
    offer?.(place, j);
  }
  return found;
}
const NO_SLOTS = new Uint32Array();

/**
 * The best `need` entries holding every word, and how many do, in one database. Every match is met
 * once, in one pass over the shortest list or the dense bytes, so no query costs more than a
 * twentieth of the database's entries per word without dense bytes, or a byte per entry per word.
 */
export function bestOfAll(
  words: readonly IndexedWord[],
  db: number,
  need: number,
  context: MatchContext,
): { count: number; best: number[] } {
  if (words.some((word) => word.list(db, false) === undefined)) return { count: 0, best: [] };
  const best = need > 0 ? new Best(need, words, context) : undefined;
  const sparse = words.map((_, i) => i).filter((i) => words[i]?.dense(db) === undefined);
  if (sparse.length > 0) {
    const count = scanShortest(words, db, sparse, best, context);
    return { count, best: best?.sorted() ?? [] };
  }
  const columns = words.map((word) => word.dense(db) ?? new Uint8Array());
  const entries = context.entriesOf[db] ?? new Uint32Array();
  const tfAt = words.map(() => 0);
  const visit =
    best &&
    ((position: number): void => {
      for (let i = 0; i < columns.length; i++) tfAt[i] = columns[i]?.[position] ?? 0;
      best.add(entries[position] ?? 0, tfAt);
    });
  const count = scanDense(columns, visit);
  return { count, best: best?.sorted() ?? [] };
}
