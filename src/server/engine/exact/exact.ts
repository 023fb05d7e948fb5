import type { Database } from 'better-sqlite3';
import { exactKey } from '../../../shared/persian/normalise';
import { headwordsByExactKey } from '../../dictionary/entry-reads';
import { alternateEntryIds } from '../entries/alternates';
import type { EngineIndex } from '../index/engine-index';
import type { PageCollector } from '../core/ordering';
import { isRow, numberOf, textOf } from '../../dictionary/rows';

const TITLE_AS_TYPED = 0;
const KEY_EQUAL = 1;
const ALTERNATE = 2;

/**
 * `exact`: the headword's exact key equals q's; a headword stored exactly as q was typed ranks
 * first; entries q is an alternate of («آب‌ها» of «آب») come after the headwords of a dictionary.
 */
export function exactSearch(database: Database, index: EngineIndex): (q: string, collector: PageCollector) => void {
  const byKey = headwordsByExactKey(database);
  const byAlternate = alternateEntryIds(database);
  return (q, collector) => {
    const key = exactKey(q);
    if (key === '') return;
    const typed = q.trim();
    for (const row of byKey.iterate(key)) {
      if (!isRow(row)) continue;
      const entry = index.entryOf(numberOf(row, 'id'));
      if (entry >= 0) collector.add(entry, textOf(row, 'title') === typed ? TITLE_AS_TYPED : KEY_EQUAL);
    }
    for (const id of byAlternate(key)) {
      const entry = index.entryOf(id);
      if (entry >= 0) collector.add(entry, ALTERNATE);
    }
  };
}
