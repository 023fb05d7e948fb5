import type { Database } from 'better-sqlite3';
import type { DbName } from '../../../shared/catalog';
import { canonical } from '../../../shared/persian/normalise';
import type { WordEntry } from '../../../shared/wire/schemas';
import { entryByTitle } from '../../dictionary/entry-reads';

/** `word`: one entry by database, canonical title (so ي/ك spellings still find it) and num. */
export function wordLookup(database: Database): (title: string, db: DbName, num: number) => WordEntry | undefined {
  const byTitle = entryByTitle(database);
  return (title, db, num) => {
    if (!Number.isSafeInteger(num) || num < 1) return undefined;
    return byTitle(db, canonical(title), num);
  };
}
