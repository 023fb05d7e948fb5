import type { Database } from 'better-sqlite3';
import { dbInfo, type DbName } from '../../../shared/catalog';
import { canonical } from '../../../shared/persian/normalise';
import type { WordEntry } from '../../../shared/wire/schemas';
import { entryByTitle } from '../../dictionary/entry-reads';
import { isRow, textOf } from './rows';

/** `word`: one entry by database, canonical title (so ي/ك spellings still find it) and num. */
export function wordLookup(database: Database): (title: string, db: DbName, num: number) => WordEntry | undefined {
  const byTitle = entryByTitle(database);
  return (title, db, num) => {
    if (!Number.isSafeInteger(num) || num < 1) return undefined;
    const row: unknown = byTitle.get(db, canonical(title), num);
    if (!isRow(row)) return undefined;
    return {
      id: `${db}_${textOf(row, 'id')}`,
      title: textOf(row, 'title'),
      title_en: textOf(row, 'title_en'),
      pron: textOf(row, 'pron'),
      db,
      source: dbInfo(db).source,
      text: textOf(row, 'text'),
    };
  };
}
