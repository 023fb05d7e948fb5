import type { Database } from 'better-sqlite3';
import { dbInfo } from '../../../shared/catalog';
import type { SearchResult } from '../../../shared/wire/schemas';
import { shownEntry } from '../../dictionary/entry-reads';
import { dbOf, isRow, numberOf, textOf } from './rows';

/** Reads the shown columns of the entries on one page (at most `rows`, so one lookup each). */
export function pageReader(database: Database): (rowIds: readonly number[]) => SearchResult[] {
  const byId = shownEntry(database);
  return (rowIds) => {
    const results: SearchResult[] = [];
    for (const rowId of rowIds) {
      const row: unknown = byId.get(rowId);
      if (!isRow(row)) continue;
      const db = dbOf(row);
      if (db === undefined) continue;
      results.push({
        id: `${db}_${textOf(row, 'id')}`,
        title: textOf(row, 'title'),
        title_en: textOf(row, 'title_en'),
        pron: textOf(row, 'pron'),
        text: textOf(row, 'snippet'),
        source: dbInfo(db).source,
        db,
        num: numberOf(row, 'num'),
      });
    }
    return results;
  };
}
