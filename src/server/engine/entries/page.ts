import type { Database } from 'better-sqlite3';
import type { SearchResult } from '../../../shared/wire/schemas';
import { shownEntry } from '../../dictionary/entry-reads';

/** Reads the entries on one page (at most `rows`, so one lookup each) as search results. */
export function pageReader(database: Database): (rowIds: readonly number[]) => SearchResult[] {
  const byId = shownEntry(database);
  return (rowIds) => {
    const results: SearchResult[] = [];
    for (const rowId of rowIds) {
      const result = byId(rowId);
      if (result !== undefined) results.push(result);
    }
    return results;
  };
}
