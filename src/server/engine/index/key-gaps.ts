import type { Database } from 'better-sqlite3';
import { exactKey } from '../../../shared/persian/normalise';
import { spacedHeadwords } from '../../dictionary/entry-reads';
import { keyId, keyIndexOf, keyText, type KeyTable } from '../core/key-table';

/**
 * Where the words of a headword of several words meet inside its exact key, which has no spaces:
 * «کلاس گذاشتن» is «کلاسگذاشتن» with a gap after «کلاس». A look-alike or a suggestion must not be
 * found across one («سگ» inside «کلا(س گ)ذاشتن» names neither word).
 */
export interface KeyGaps {
  /** True when `part` occurs in key `id` somewhere not at its start and inside one word. */
  containsInWord(id: number, part: string): boolean;
}

/**
 * The gaps as plain arrays, built once a process with the other indexes and shared with every
 * search thread: `gaps[start[i]..start[i+1])` are the gaps of key `ids[i]`, ids ascending.
 */
export interface KeyGapData {
  readonly ids: Int32Array;
  readonly start: Uint32Array;
  readonly gaps: Uint16Array;
}

/**
 * The gaps of every spaced headword's key (only spaced titles are read). A key stands for all its
 * titles, so it keeps only the gaps every one of them has: «کلاس گذاشتن» beside an unspaced
 * «کلاسگذاشتن» leaves none.
 */
export function buildKeyGapData(database: Database, table: KeyTable): KeyGapData {
  const gapsOf = new Map<number, number[]>();
  const spacedTitles = new Map<number, number>();
  for (const row of spacedHeadwords(database).iterate()) {
    if (!Array.isArray(row)) continue;
    const id = keyId(table, String(row[0]));
    if (id < 0) continue;
    const gaps: number[] = [];
    let at = 0;
    for (const word of String(row[1]).split(' ')) {
      at += exactKey(word).length;
      gaps.push(at);
    }
    gaps.pop();
    const kept = gapsOf.get(id);
    gapsOf.set(id, kept === undefined ? gaps : kept.filter((gap) => gaps.includes(gap)));
    spacedTitles.set(id, (spacedTitles.get(id) ?? 0) + 1);
  }
  for (const [id, count] of spacedTitles) {
    if (count < (table.entryStart[id + 1] ?? 0) - (table.entryStart[id] ?? 0)) gapsOf.delete(id);
  }
  const ids = Int32Array.from([...gapsOf.keys()].sort((a, b) => a - b));
  const start = new Uint32Array(ids.length + 1);
  const gaps: number[] = [];
  ids.forEach((id, i) => {
    gaps.push(...(gapsOf.get(id) ?? []));
    start[i + 1] = gaps.length;
  });
  return { ids, start, gaps: Uint16Array.from(gaps) };
}

/** The place of `id` in the ascending `ids`, or -1. */
function placeOf(ids: Int32Array, id: number): number {
  let low = 0;
  let high = ids.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const found = ids[middle] ?? 0;
    if (found === id) return middle;
    if (found < id) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** The in-word test over shared gap data and the key table's keys. */
export function keyGaps(data: KeyGapData, table: KeyTable): KeyGaps {
  const { ids, start, gaps } = data;
  const crosses = (place: number, at: number, end: number): boolean => {
    for (let i = start[place] ?? 0; i < (start[place + 1] ?? 0); i++) {
      const gap = gaps[i] ?? 0;
      if (gap > at && gap < end) return true;
    }
    return false;
  };
  return {
    containsInWord(id, part) {
      let place: number | undefined;
      for (let at = keyIndexOf(table, id, part, 1); at > 0; at = keyIndexOf(table, id, part, at + 1)) {
        place ??= placeOf(ids, id);
        if (place < 0 || !crosses(place, at, at + part.length)) return true;
      }
      return false;
    },
  };
}

/**
 * The most words a spaced headword holds before its last one, by that last word's exact key
 * («سر کیسه را شل کردن»: 4 before «کردن»): how far back from a verb the reading looks for one.
 */
export function wordsBeforeLast(data: KeyGapData, table: KeyTable): Map<string, number> {
  const most = new Map<string, number>();
  for (let place = 0; place < data.ids.length; place++) {
    const from = data.start[place] ?? 0;
    const to = data.start[place + 1] ?? 0;
    if (to === from) continue;
    const last = keyText(table, data.ids[place] ?? 0).slice(data.gaps[to - 1] ?? 0);
    most.set(last, Math.max(most.get(last) ?? 0, to - from));
  }
  return most;
}
