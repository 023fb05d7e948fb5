/**
 * What an entry's alternates (inflected forms, variant spellings, romanisations; stored by the
 * importer in SQLite, not in the in-memory indexes) add to exact search, suggest and reading: an
 * alternate leads to its headword's entries.
 */
import type { Database } from 'better-sqlite3';
import { alternatesInRange, entriesByAlternateKey } from '../../dictionary/entry-reads';
import { isRow, numberOf } from '../../dictionary/rows';

/** Rows of alternates read for a prefix: many alternates of one headword share a prefix. */
const PREFIX_ROWS = 64;
// Past every character, so [key, key + LAST) holds exactly the keys that start with key.
const LAST = '\u{10FFFF}';

/** The row ids of the entries an alternate with this exact key leads to. */
export function alternateEntryIds(database: Database): (key: string) => number[] {
  const byKey = entriesByAlternateKey(database);
  return (key) => {
    const ids: number[] = [];
    for (const row of byKey.iterate(key)) if (isRow(row)) ids.push(numberOf(row, 'id'));
    return ids;
  };
}

/** Canonical headword titles for suggest: those an alternate equal to the key leads to, then those one starting with it does. */
export interface AlternateTitles {
  readonly equal: string[];
  readonly starting: string[];
}

export function alternateTitles(database: Database): (key: string, limit: number) => AlternateTitles {
  const inRange = alternatesInRange(database);
  return (key, limit) => {
    const equal: string[] = [];
    const starting: string[] = [];
    for (const row of inRange.iterate(key, key + LAST, PREFIX_ROWS)) {
      const [alternateKey, title] = row;
      if (typeof title !== 'string') continue;
      const list = alternateKey === key ? equal : starting;
      if (list.length < limit && !equal.includes(title) && !starting.includes(title)) list.push(title);
    }
    return { equal, starting };
  };
}

/**
 * Suggestions with the alternates' headwords placed: the query's own headword first, those whose
 * alternate is the query itself right after it (or first), those whose alternate starts with it
 * after the headwords that do; no title twice, at most `limit`.
 */
export function withAlternates(
  key: string,
  keyOf: (title: string) => string,
  starting: readonly string[],
  rest: readonly string[],
  alternates: AlternateTitles,
  limit: number,
): string[] {
  const out: string[] = [];
  const push = (title: string): void => {
    if (out.length < limit && !out.includes(title)) out.push(title);
  };
  // The query's own headword first: it matches whole, where the others only start with it.
  const own = starting.find((title) => keyOf(title) === key);
  if (own !== undefined) push(own);
  alternates.equal.forEach(push);
  starting.forEach(push);
  alternates.starting.forEach(push);
  rest.forEach(push);
  return out;
}
