import { Best, type DbFacts } from './best';
import { bestFromHeads, gateOf } from './heads';
import type { IndexedWord } from './text-word';
import type { DbList } from './lists';

/** 0x80 in each byte of x that is not 0, 0 in the others. */
function nonZeroBytes(x: number): number {
  return (((x & 0x7f7f7f7f) + 0x7f7f7f7f) | x) & 0x80808080;
}

/**
 * Two words' dense bytes, four places a 32-bit read: how many places both hold, and, when `offer`
 * is given, each of them whose pair of frequencies passes the gate, offered.
 */
function bothDense(
  first: Uint8Array,
  second: Uint8Array,
  gate: Uint16Array | undefined,
  offer: ((place: number, tfs: number[]) => void) | undefined,
): number {
  const size = Math.min(first.length, second.length);
  const quads = first.byteOffset % 4 === 0 && second.byteOffset % 4 === 0 ? size >>> 2 : 0;
  const firsts = new Uint32Array(first.buffer, first.byteOffset, quads);
  const seconds = new Uint32Array(second.buffer, second.byteOffset, quads);
  const tfs = [0, 0];
  const offerAt = (place: number): void => {
    const x = first[place] as number;
    const y = second[place] as number;
    if (offer === undefined || (gate !== undefined && y < (gate[x] as number))) return;
    tfs[0] = x;
    tfs[1] = y;
    offer(place, tfs);
  };
  let count = 0;
  for (let q = 0; q < quads; q++) {
    const x = firsts[q] as number;
    const y = seconds[q] as number;
    if (x === 0 || y === 0) continue;
    const present = (((x & 0x7f7f7f7f) + 0x7f7f7f7f) | x) & (((y & 0x7f7f7f7f) + 0x7f7f7f7f) | y) & 0x80808080;
    if (present === 0) continue;
    count += Math.imul((present >>> 7) & 0x01010101, 0x01010101) >>> 24;
    // Typed arrays are little-endian here, so byte b of a view holds place 4q + b.
    for (let b = 0; offer !== undefined && b < 4; b++) if ((present >>> (8 * b + 7)) & 1) offerAt(4 * q + b);
  }
  for (let place = quads * 4; place < size; place++) {
    if (first[place] === 0 || second[place] === 0) continue;
    count++;
    offerAt(place);
  }
  return count;
}

/**
 * When every word has dense bytes in the database: the entries holding them all, counted four at a
 * time where the bytes allow 32-bit views (a byte's high bit set where its frequency is not 0), and
 * each one passed to `visit` (by place) unless it is undefined.
 */
function scanDense(columns: readonly Uint8Array[], visit: ((place: number) => void) | undefined): number {
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
  for (let place = quads * 4; place < size; place++) {
    if (!columns.every((column) => (column[place] ?? 0) > 0)) continue;
    count++;
    visit?.(place);
  }
  return count;
}

/** The first index at or after `from` whose place is `place` or more: doubling steps, then halving. */
function seek(places: Uint32Array, from: number, place: number): number {
  let low = from;
  let step = 1;
  while (low + step < places.length && (places[low + step] ?? 0) < place) {
    low += step;
    step *= 2;
  }
  let high = Math.min(low + step, places.length);
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((places[middle] ?? 0) < place) low = middle + 1;
    else high = middle;
  }
  return low;
}

const NO_BYTES = new Uint8Array();
// A list with fewer entries than a quarter of its database's is cheaper to walk than the bytes
// are to scan four places a read.
const WALK_SHARE = 4;

/** Two words, the one at `walkedAt` (0 or 1) walked in its list, the other looked up in its bytes. */
function walkBytes(
  walked: DbList,
  bytes: Uint8Array,
  walkedAt: number,
  offer: ((place: number, tfs: number[]) => void) | undefined,
): number {
  const { places, tfs, count } = walked;
  const tfAt = [0, 0];
  let found = 0;
  for (let j = 0; j < count; j++) {
    const place = places[j] ?? 0;
    const tf = bytes[place] ?? 0;
    if (tf === 0) continue;
    found++;
    if (offer === undefined) continue;
    tfAt[1 - walkedAt] = tf;
    tfAt[walkedAt] = tfs[j] ?? 0;
    offer(place, tfAt);
  }
  return found;
}

/**
 * Every match is in the list of the word at `shortest`, which is walked in place order; the other
 * words are looked up in their dense bytes, or met by moving forward in their own lists (in place
 * order too), so no posting is looked up at random in a large table.
 */
function walkShortest(
  words: readonly IndexedWord[],
  db: number,
  shortest: number,
  offer: ((place: number, tfs: number[]) => void) | undefined,
): number {
  const walked = words[shortest]?.whole(db);
  if (walked === undefined) return 0;
  const other = words.length === 2 ? words[1 - shortest]?.dense(db) : undefined;
  if (other !== undefined) return walkBytes(walked, other, shortest, offer);
  const others = words.map((_, i) => i).filter((i) => i !== shortest);
  const bytes = others.map((i) => words[i]?.dense(db) ?? NO_BYTES);
  const lists = others.map((i, k) => (bytes[k] === NO_BYTES ? words[i]?.whole(db) : undefined));
  const at = others.map(() => 0);
  const tfAt = words.map(() => 0);
  let found = 0;
  for (let j = 0; j < walked.count; j++) {
    const place = walked.places[j] ?? 0;
    let k = 0;
    for (; k < others.length; k++) {
      const list = lists[k];
      let tf: number;
      if (list === undefined) tf = bytes[k]?.[place] ?? 0;
      else {
        const next = seek(list.places, at[k] ?? 0, place);
        at[k] = next;
        tf = list.places[next] === place ? (list.tfs[next] ?? 0) : 0;
      }
      if (tf === 0) break;
      tfAt[others[k] ?? 0] = tf;
    }
    if (k < others.length) continue;
    found++;
    if (offer === undefined) continue;
    tfAt[shortest] = walked.tfs[j] ?? 0;
    offer(place, tfAt);
  }
  return found;
}

/**
 * The best `need` entries holding every word, and how many do, in one database. Every match is met
 * once, in one forward pass over the shortest list or the dense bytes, so no query costs more than
 * the entries of the words without dense bytes, or a byte per entry per word.
 */
export function bestOfAll(
  words: readonly IndexedWord[],
  db: number,
  need: number,
  facts: DbFacts,
): { count: number; best: number[] } {
  if (words.some((word) => word.head(db) === undefined)) return { count: 0, best: [] };
  const columns = words.map((word) => word.dense(db) ?? NO_BYTES);
  const sparse = words.map((_, i) => i).filter((i) => columns[i] === NO_BYTES);
  const tfOf = (i: number, place: number): number => {
    const column = columns[i] ?? NO_BYTES;
    if (column !== NO_BYTES) return column[place] ?? 0;
    const list = words[i]?.whole(db);
    if (list === undefined) return 0;
    const at = seek(list.places, 0, place);
    return list.places[at] === place ? (list.tfs[at] ?? 0) : 0;
  };
  // The page from the heads when they settle it; then matches are only counted.
  const heads = need > 0 ? bestFromHeads(words, db, need, facts, tfOf) : { best: [], floor: -Infinity };
  const idfs = words.map((word) => word.idf);
  const best = heads.best === undefined ? new Best(need, idfs, facts) : undefined;
  // Two words: a pair of frequencies that cannot reach the heads' floor is not scored.
  const gate = best !== undefined && words.length === 2 ? gateOf(idfs, heads.floor, facts) : undefined;
  const offer =
    best &&
    ((place: number, tfs: number[]): void => {
      if (gate === undefined || (tfs[1] ?? 0) >= (gate[tfs[0] ?? 0] ?? 0)) best.add(place, tfs);
    });
  // The shortest list of a word without dense bytes is walked; so is any list much shorter than
  // the database, the other words' bytes looked up at its places.
  const countOf = (i: number): number => words[i]?.head(db)?.count ?? 0;
  const shortestOf = (among: readonly number[]): number => among.reduce((a, b) => (countOf(b) < countOf(a) ? b : a));
  const shortest = shortestOf(sparse.length > 0 ? sparse : words.map((_, i) => i));
  if (sparse.length > 0 || countOf(shortest) * WALK_SHARE < facts.entries.length) {
    const count = walkShortest(words, db, shortest, offer);
    return { count, best: heads.best ?? best?.sorted() ?? [] };
  }
  const [first, second] = columns;
  if (columns.length === 2 && first !== undefined && second !== undefined) {
    const count = bothDense(first, second, gate, offer);
    return { count, best: heads.best ?? best?.sorted() ?? [] };
  }
  const tfAt = words.map(() => 0);
  const visit =
    offer &&
    ((place: number): void => {
      for (let i = 0; i < columns.length; i++) tfAt[i] = columns[i]?.[place] ?? 0;
      offer(place, tfAt);
    });
  const count = scanDense(columns, visit);
  return { count, best: heads.best ?? best?.sorted() ?? [] };
}
