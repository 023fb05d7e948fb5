import type { Database } from 'better-sqlite3';
import { exactKey } from '../../shared/persian/normalise';
import { spacedHeadwords } from '../dictionary/entry-reads';
import { keyId, type KeyTable } from './key-table';

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
 * The gaps of every spaced headword's key, read once per engine (only spaced titles are read). A
 * key stands for all its titles, so it keeps only the gaps every one of them has: «کلاس گذاشتن»
 * beside an unspaced «کلاسگذاشتن» leaves none.
 */
export function buildKeyGaps(database: Database, table: KeyTable): KeyGaps {
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
  const keys = table.keys;
  return {
    containsInWord(id, part) {
      const key = keys[id] ?? '';
      const gaps = gapsOf.get(id);
      for (let at = key.indexOf(part, 1); at > 0; at = key.indexOf(part, at + 1)) {
        const end = at + part.length;
        if (gaps === undefined || !gaps.some((gap) => gap > at && gap < end)) return true;
      }
      return false;
    },
  };
}
