import type { Database } from 'better-sqlite3';
import { buildEngineIndex } from './engine-index';
import { buildKeyGaps } from './key-gaps';
import { filterPriorities } from './ordering';
import { pageReader } from './page';
import { readSearch } from './read';
import { searchers } from './searchers';
import { suggestSearch } from './suggest';
import { suggestForms } from './suggest-forms';
import type { Engine, SearchPage } from '../ports/engine';
import { wordLookup } from './word';

/**
 * The search engine over an opened store. Statements are prepared and the in-memory headword
 * indexes built here, once; the engine sees the entries as they were at this moment, so build
 * a new one after replacing entries.
 */
export function createEngine(database: Database): Engine {
  const index = buildEngineIndex(database);
  const readPage = pageReader(database);
  const gaps = buildKeyGaps(database, index.keyTable);
  const searchOf = searchers(database, index, gaps);
  const word = wordLookup(database);
  const suggest = suggestSearch(database, index, gaps);
  const forms = suggestForms(database, index);
  const read = readSearch(database, index);
  const toRowIds = (entries: readonly number[]): number[] => entries.map((entry) => index.entryIds[entry] ?? 0);

  return {
    search({ q, type, dbs, start, rows, partial }): SearchPage {
      const first = Math.max(0, Math.floor(start));
      const limit = first + Math.max(0, Math.floor(rows));
      const hits = searchOf[type](q, filterPriorities(dbs), limit, partial);
      const page = { numFound: hits.numFound, results: readPage(toRowIds(hits.entries.slice(first))) };
      return hits.partial === true ? { ...page, partial: true } : page;
    },
    word,
    suggest,
    forms,
    read,
  };
}
