/**
 * How the meaning index stores a word's entries (dictionary/schema.ts, migration 2): one row per word.
 * An entry is named by its place among its database's entries in id order, so a list can be
 * checked against another word's dense bytes or list without a table of rows. `head` holds, for
 * each database the word occurs in, the match count and the first HEAD_LENGTH entries in bm25
 * order (a first page reads the head alone); `tail` holds, for each database whose list is longer
 * than its head, all its entries in place order, so that lists intersect walking forward.
 *
 * head: u32 header [wideTf, databases, found, then per database: db index, count, in head] (found
 * counts what FTS5 counts for the IDF, rows of no entry included), the places of every database's
 * head one after another (u32), then their term frequencies (u8, u32 if wide).
 * tail: the same two arrays for the whole lists past a head, databases in the header's order.
 */
export const HEAD_LENGTH = 256;

/** One database's entries of a word, in bm25 order or in place order. */
export interface DbList {
  readonly db: number;
  readonly count: number;
  readonly places: Uint32Array;
  readonly tfs: Uint8Array | Uint32Array;
}

/** A word's lists as read from its row; `tail` is undefined until asked for. */
export interface WordLists {
  /** Full-text rows holding the word, as FTS5 counts them for its IDF. */
  readonly found: number;
  /** Database index → its list in the head (the first HEAD_LENGTH entries at most, bm25 order). */
  readonly heads: ReadonlyMap<number, DbList>;
  readonly wide: boolean;
}

/** The blob's bytes where 32-bit views can start at its offsets: itself when it is, else a copy. */
function aligned(bytes: Uint8Array): { buffer: ArrayBuffer; base: number } {
  if (bytes.byteOffset % 4 === 0 && bytes.buffer instanceof ArrayBuffer)
    return { buffer: bytes.buffer, base: bytes.byteOffset };
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return { buffer: copy.buffer, base: 0 };
}

function parts(lists: readonly DbList[], to: (list: DbList) => number, wide: boolean): Uint8Array[] {
  const total = lists.reduce((sum, list) => sum + to(list), 0);
  const places = new Uint32Array(total);
  const tfs = wide ? new Uint32Array(total) : new Uint8Array(total);
  let at = 0;
  for (const list of lists) {
    places.set(list.places.subarray(0, to(list)), at);
    tfs.set(list.tfs.subarray(0, to(list)), at);
    at += to(list);
  }
  return [new Uint8Array(places.buffer), new Uint8Array(tfs.buffer)];
}

// Place and index packed in one exact number (both far below 2^26), so a typed array sorts them.
const INDEX = 2 ** 26;

/** The list's entries in place order. */
export function byPlace(list: DbList): DbList {
  const keys = Float64Array.from(list.places, (place, i) => place * INDEX + i);
  keys.sort();
  const places = new Uint32Array(keys.length);
  const tfs = list.tfs instanceof Uint32Array ? new Uint32Array(keys.length) : new Uint8Array(keys.length);
  keys.forEach((key, i) => {
    const from = key % INDEX;
    places[i] = list.places[from] ?? 0;
    tfs[i] = list.tfs[from] ?? 0;
  });
  return { db: list.db, count: list.count, places, tfs };
}

/**
 * The head and tail blobs of a word whose full lists (one per database, bm25 order) are given.
 * Readers take each head's length from its header (tests store shorter heads).
 */
export function encodeWord(
  lists: readonly DbList[],
  found: number,
  headLength = HEAD_LENGTH,
): { head: Buffer; tail: Buffer | null } {
  const wide = lists.some((list) => list.tfs.some((tf) => tf > 255));
  const header = new Uint32Array(3 + 3 * lists.length);
  header[0] = wide ? 1 : 0;
  header[1] = lists.length;
  header[2] = found;
  lists.forEach((list, i) => header.set([list.db, list.count, Math.min(list.count, headLength)], 3 + 3 * i));
  const head = Buffer.concat([
    new Uint8Array(header.buffer),
    ...parts(lists, (list) => Math.min(list.count, headLength), wide),
  ]);
  const long = lists.filter((list) => list.count > headLength).map(byPlace);
  const tail = long.length > 0 ? Buffer.concat(parts(long, (list) => list.count, wide)) : null;
  return { head, tail };
}

function split(
  { buffer, base }: { buffer: ArrayBuffer; base: number },
  from: number,
  counts: readonly number[],
  wide: boolean,
) {
  const offset = base + from;
  const total = counts.reduce((sum, count) => sum + count, 0);
  const places = new Uint32Array(buffer, offset, total);
  const tfs = wide
    ? new Uint32Array(buffer, offset + 4 * total, total)
    : new Uint8Array(buffer, offset + 4 * total, total);
  let at = 0;
  return counts.map((count) => {
    const list = { places: places.subarray(at, at + count), tfs: tfs.subarray(at, at + count) };
    at += count;
    return list;
  });
}

/** Reads a head blob. */
export function decodeHead(blob: Uint8Array): WordLists {
  const bytes = aligned(blob);
  const header = new Uint32Array(bytes.buffer, bytes.base, 3);
  const databases = header[1] ?? 0;
  const entries = new Uint32Array(bytes.buffer, bytes.base + 12, 3 * databases);
  const dbs = Array.from({ length: databases }, (_, i) => entries[3 * i] ?? 0);
  const counts = Array.from({ length: databases }, (_, i) => entries[3 * i + 1] ?? 0);
  const inHead = Array.from({ length: databases }, (_, i) => entries[3 * i + 2] ?? 0);
  const wide = header[0] === 1;
  const lists = split(bytes, 12 + 12 * databases, inHead, wide);
  const heads = new Map<number, DbList>();
  lists.forEach((list, i) => heads.set(dbs[i] ?? 0, { db: dbs[i] ?? 0, count: counts[i] ?? 0, ...list }));
  return { found: header[2] ?? 0, heads, wide };
}

/** The tail blob's whole lists, in place order, for each database whose list is longer than its head (views, nothing copied). */
export function splitTail(head: WordLists, tail: Uint8Array): Map<number, DbList> {
  const long = [...head.heads.values()].filter((list) => list.count > list.places.length);
  const lists = split(
    aligned(tail),
    0,
    long.map((list) => list.count),
    head.wide,
  );
  const whole = new Map<number, DbList>();
  long.forEach((list, i) => {
    const rest = lists[i];
    if (rest !== undefined) whole.set(list.db, { db: list.db, count: list.count, ...rest });
  });
  return whole;
}
