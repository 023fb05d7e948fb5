/**
 * How the meaning index stores a word's entries (store/schema.ts, migration 2): one row per word,
 * its `head` holding, for each database the word occurs in, the match count and the first
 * HEAD_LENGTH entries in bm25 order, its `tail` the rest. A first page reads the head alone.
 *
 * head: u32 header [wideTf, databases, found, then per database: db index, count, in head] (found
 * counts what FTS5 counts for the IDF, rows of no entry included), the row ids
 * of every database's head one after another (u32), then their term frequencies (u8, u32 if wide).
 * tail: the same two arrays for the entries past each head, databases in the header's order.
 */
export const HEAD_LENGTH = 256;

/** One database's entries of a word, in bm25 order. */
export interface DbList {
  readonly db: number;
  readonly count: number;
  readonly rowIds: Uint32Array;
  readonly tfs: Uint8Array | Uint32Array;
}

/** A word's lists as read from its row; `tail` is undefined until asked for. */
export interface WordLists {
  /** Full-text rows holding the word, as FTS5 counts them for its IDF. */
  readonly found: number;
  /** Database index → its list in the head (the first HEAD_LENGTH entries at most). */
  readonly heads: ReadonlyMap<number, DbList>;
  readonly hasTail: boolean;
}

/** The blob's bytes where 32-bit views can start at its offsets: itself when it is, else a copy. */
function aligned(bytes: Uint8Array): { buffer: ArrayBuffer; base: number } {
  if (bytes.byteOffset % 4 === 0 && bytes.buffer instanceof ArrayBuffer)
    return { buffer: bytes.buffer, base: bytes.byteOffset };
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return { buffer: copy.buffer, base: 0 };
}

function parts(lists: readonly DbList[], from: (list: DbList) => number, to: (list: DbList) => number, wide: boolean) {
  const total = lists.reduce((sum, list) => sum + to(list) - from(list), 0);
  const rowIds = new Uint32Array(total);
  const tfs = wide ? new Uint32Array(total) : new Uint8Array(total);
  let at = 0;
  for (const list of lists) {
    rowIds.set(list.rowIds.subarray(from(list), to(list)), at);
    tfs.set(list.tfs.subarray(from(list), to(list)), at);
    at += to(list) - from(list);
  }
  return [new Uint8Array(rowIds.buffer), new Uint8Array(tfs.buffer)];
}

/** The head and tail blobs of a word whose full lists (one per database, bm25 order) are given. */
export function encodeWord(lists: readonly DbList[], found: number): { head: Buffer; tail: Buffer | null } {
  const wide = lists.some((list) => list.tfs.some((tf) => tf > 255));
  const header = new Uint32Array(3 + 3 * lists.length);
  header[0] = wide ? 1 : 0;
  header[1] = lists.length;
  header[2] = found;
  lists.forEach((list, i) => header.set([list.db, list.count, Math.min(list.count, HEAD_LENGTH)], 3 + 3 * i));
  const inHead = (list: DbList): number => Math.min(list.count, HEAD_LENGTH);
  const head = Buffer.concat([new Uint8Array(header.buffer), ...parts(lists, () => 0, inHead, wide)]);
  const hasTail = lists.some((list) => list.count > HEAD_LENGTH);
  const tail = hasTail ? Buffer.concat(parts(lists, inHead, (list) => list.count, wide)) : null;
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
  const rowIds = new Uint32Array(buffer, offset, total);
  const tfs = wide
    ? new Uint32Array(buffer, offset + 4 * total, total)
    : new Uint8Array(buffer, offset + 4 * total, total);
  let at = 0;
  return counts.map((count) => {
    const list = { rowIds: rowIds.subarray(at, at + count), tfs: tfs.subarray(at, at + count) };
    at += count;
    return list;
  });
}

/** Reads a head blob. */
export function decodeHead(blob: Uint8Array): WordLists & { readonly wide: boolean } {
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
  return { found: header[2] ?? 0, heads, hasTail: counts.some((count, i) => count > (inHead[i] ?? 0)), wide };
}

/** The tail blob's part for each database of the head, as views (nothing copied). */
export function splitTail(head: WordLists & { readonly wide: boolean }, tail: Uint8Array): Map<number, DbList> {
  const order = [...head.heads.values()];
  const rests = split(
    aligned(tail),
    0,
    order.map((list) => list.count - list.rowIds.length),
    head.wide,
  );
  const parts = new Map<number, DbList>();
  order.forEach((list, i) => {
    const rest = rests[i];
    if (rest !== undefined) parts.set(list.db, { db: list.db, count: rest.rowIds.length, ...rest });
  });
  return parts;
}

/** One database's whole list: its head joined with its part of the tail. */
export function joined(head: DbList, rest: DbList | undefined, wide: boolean): DbList {
  if (rest === undefined || rest.count === 0) return head;
  const rowIds = new Uint32Array(head.count);
  rowIds.set(head.rowIds);
  rowIds.set(rest.rowIds, head.rowIds.length);
  const tfs = wide ? new Uint32Array(head.count) : new Uint8Array(head.count);
  tfs.set(head.tfs);
  tfs.set(rest.tfs, head.rowIds.length);
  return { db: head.db, count: head.count, rowIds, tfs };
}
