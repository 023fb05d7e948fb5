import { compareUnits, unitsIndexOf, unitsText } from './code-units';

/**
 * The distinct exact keys of all headwords. Key ids run in (length, code unit) order so that a
 * posting list sorted by id is also sorted by length: `like` cuts it to a length window by binary
 * search. A second permutation holds the keys in plain code-unit order for prefix ranges.
 */
export interface KeyTable {
  /**
   * Key id k is the code units keyUnits[keyStart[k] .. keyStart[k + 1]). Packed, not strings: in
   * shared memory every search thread reads the one copy (decision 029).
   */
  readonly keyUnits: Uint16Array;
  readonly keyStart: Uint32Array;
  /** lengthStart[n] = first key id of length n; lengthStart[maxLength + 1] = key count. */
  readonly lengthStart: Uint32Array;
  /** Key ids in code-unit order. */
  readonly lexOrder: Uint32Array;
  /** The entries of key id k are entries[entryStart[k] .. entryStart[k + 1]). */
  readonly entryStart: Uint32Array;
  readonly entries: Uint32Array;
  /** Entry → its key id. */
  readonly keyOfEntry: Uint32Array;
}

/** Packs `keys` (in id order) as code units. */
function packKeys(keys: readonly string[]): Pick<KeyTable, 'keyUnits' | 'keyStart'> {
  const keyStart = new Uint32Array(keys.length + 1);
  keys.forEach((key, id) => (keyStart[id + 1] = (keyStart[id] ?? 0) + key.length));
  const keyUnits = new Uint16Array(keyStart[keys.length] ?? 0);
  keys.forEach((key, id) => {
    const from = keyStart[id] ?? 0;
    for (let i = 0; i < key.length; i++) keyUnits[from + i] = key.charCodeAt(i);
  });
  return { keyUnits, keyStart };
}

/**
 * The table, and its keys as strings in id order, for building the other indexes: the table keeps
 * only the packed units.
 */
export function buildKeyTable(entryKeys: readonly string[]): { readonly table: KeyTable; readonly keys: string[] } {
  // The default sort compares code units natively; a stable bucket pass by length then gives
  // (length, code unit) order without a comparator over half a million strings.
  const lexSorted = [...new Set(entryKeys)].sort();
  let maxLength = 0;
  for (const key of lexSorted) maxLength = Math.max(maxLength, key.length);
  const lengthStart = new Uint32Array(maxLength + 2);
  for (const key of lexSorted) lengthStart[key.length + 1] = (lengthStart[key.length + 1] ?? 0) + 1;
  for (let length = 0; length <= maxLength; length++) {
    lengthStart[length + 1] = (lengthStart[length + 1] ?? 0) + (lengthStart[length] ?? 0);
  }
  const nextOfLength = lengthStart.slice(0, maxLength + 1);
  const keys = new Array<string>(lexSorted.length);
  const lexOrder = new Uint32Array(lexSorted.length);
  const idOfKey = new Map<string, number>();
  lexSorted.forEach((key, position) => {
    const id = nextOfLength[key.length] ?? 0;
    nextOfLength[key.length] = id + 1;
    keys[id] = key;
    lexOrder[position] = id;
    idOfKey.set(key, id);
  });

  const keyOfEntry = new Uint32Array(entryKeys.length);
  const entryStart = new Uint32Array(keys.length + 1);
  entryKeys.forEach((key, entry) => {
    const id = idOfKey.get(key) ?? 0;
    keyOfEntry[entry] = id;
    entryStart[id + 1] = (entryStart[id + 1] ?? 0) + 1;
  });
  for (let id = 0; id < keys.length; id++) entryStart[id + 1] = (entryStart[id + 1] ?? 0) + (entryStart[id] ?? 0);
  const fill = entryStart.slice(0, keys.length);
  const entries = new Uint32Array(entryKeys.length);
  keyOfEntry.forEach((id, entry) => {
    const position = fill[id] ?? 0;
    entries[position] = entry;
    fill[id] = position + 1;
  });
  return { table: { ...packKeys(keys), lengthStart, lexOrder, entryStart, entries, keyOfEntry }, keys };
}

export function keyCount(table: KeyTable): number {
  return table.keyStart.length - 1;
}

/** Key `id` as a string: for the few keys a search shows or spells, not for scanning many. */
export function keyText(table: KeyTable, id: number): string {
  return unitsText(table.keyUnits, table.keyStart[id] ?? 0, table.keyStart[id + 1] ?? 0);
}

export function keyLength(table: KeyTable, id: number): number {
  return (table.keyStart[id + 1] ?? 0) - (table.keyStart[id] ?? 0);
}

/** Where `part` occurs in key `id` at or after `at`, or -1 (String.prototype.indexOf). */
export function keyIndexOf(table: KeyTable, id: number, part: string, at = 0): number {
  return unitsIndexOf(table.keyUnits, table.keyStart[id] ?? 0, table.keyStart[id + 1] ?? 0, part, at);
}

export function keyStartsWith(table: KeyTable, id: number, prefix: string): boolean {
  const from = table.keyStart[id] ?? 0;
  const to = Math.min(table.keyStart[id + 1] ?? 0, from + prefix.length);
  return to - from === prefix.length && compareUnits(table.keyUnits, from, to, prefix) === 0;
}

/** The positions in `lexOrder` of the keys that start with `prefix`: [from, to). */
export function prefixRange(table: KeyTable, prefix: string): [number, number] {
  const from = lowerBound(table, prefix);
  let low = from;
  let high = table.lexOrder.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keyStartsWith(table, table.lexOrder[middle] ?? 0, prefix)) low = middle + 1;
    else high = middle;
  }
  return [from, low];
}

/** The id of `key`, or -1. */
export function keyId(table: KeyTable, key: string): number {
  const position = lowerBound(table, key);
  const id = table.lexOrder[position];
  return id !== undefined && compareKey(table, id, key) === 0 ? id : -1;
}

function compareKey(table: KeyTable, id: number, key: string): number {
  return compareUnits(table.keyUnits, table.keyStart[id] ?? 0, table.keyStart[id + 1] ?? 0, key);
}

function lowerBound(table: KeyTable, key: string): number {
  let low = 0;
  let high = table.lexOrder.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareKey(table, table.lexOrder[middle] ?? 0, key) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}
