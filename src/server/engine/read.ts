/**
 * `read`: every word of a text with its headword, by the shared reading core over the store. A
 * candidate headword is first looked for in the in-memory key table (most are no headword and
 * cost no query); a multi-word headword is one more exact key there («دوست داشتن» → «دوستداشتن»),
 * so no table of its own is kept. Only the first entry of each dictionary is read from SQLite,
 * and of its meaning only the start, where the first sense is.
 */
import type { Database } from 'better-sqlite3';
import { DB_NAMES, type DbName } from '../../shared/catalog';
import { exactKey } from '../../shared/persian/normalise';
import { firstSense } from '../../shared/reading/first-sense';
import type { Found, FoundEntry } from '../../shared/reading/reading-plan';
import { readText } from '../../shared/reading/read-text';
import type { ReadWord } from '../../shared/wire/read';
import type { EngineIndex } from './engine-index';
import { keyId } from './key-table';
import { isRow, textOf } from './rows';

/** Characters of a meaning read for its first sense: a first line is far shorter. */
const MEANING_READ = 4000;

export function readSearch(
  database: Database,
  index: EngineIndex,
): (text: string, dbs: readonly DbName[]) => ReadWord[] {
  const numOf = database.prepare('SELECT num FROM entries WHERE id = ?').pluck();
  const entryOf = database.prepare('SELECT title, substr(text, 1, ?) AS text FROM entries WHERE id = ?');
  const { keyTable } = index;

  /** The first entry (by num) of each dictionary of `wanted` whose headword has this exact key. */
  const entriesOf = (title: string, wanted: ReadonlySet<number>): FoundEntry[] => {
    const id = keyId(keyTable, exactKey(title));
    if (id < 0) return [];
    const first = new Map<number, { row: number; num: number }>();
    for (let at = keyTable.entryStart[id] ?? 0; at < (keyTable.entryStart[id + 1] ?? 0); at++) {
      const entry = keyTable.entries[at] ?? 0;
      const db = index.entryDb[entry] ?? 0;
      if (!wanted.has(db)) continue;
      const row = index.entryIds[entry] ?? 0;
      const num = Number(numOf.get(row));
      const kept = first.get(db);
      if (kept === undefined || num < kept.num) first.set(db, { row, num });
    }
    const found: FoundEntry[] = [];
    for (const [db, { row, num }] of first) {
      const stored: unknown = entryOf.get(MEANING_READ, row);
      if (!isRow(stored)) continue;
      const name = DB_NAMES[db] ?? '';
      found.push({ title: textOf(stored, 'title'), db: name, num, meaning: firstSense(textOf(stored, 'text')) });
    }
    return found;
  };

  return (text, dbs) => {
    const wanted = new Set(dbs.map((db) => DB_NAMES.indexOf(db)));
    const lookup = (titles: readonly string[]): Found =>
      new Map(titles.map((title) => [title, entriesOf(title, wanted)]));
    return readText(text, dbs, lookup);
  };
}
