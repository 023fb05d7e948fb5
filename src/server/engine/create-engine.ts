import type { Database } from 'better-sqlite3';
import type { EngineIndex } from './index/engine-index';
import { buildEngineIndex } from './index/index-build';
import { filterPriorities } from './core/ordering';
import { pageReader } from './entries/page';
import { readSearch } from './read/read';
import { searchers } from './searchers';
import { suggestSearch } from './suggest/suggest';
import { suggestForms } from './suggest/suggest-forms';
import type { Engine, SearchPage } from '../ports/engine';
import { wordLookup } from './entries/word';
import { headwordForms } from './entries/word-forms';
import { examplesOf } from '../dictionary/examples';

/**
 * The search engine over an opened store. Statements are prepared here, once, and the in-memory
 * indexes built, unless `index` hands in those the process already built from the same file (a
 * search thread attaches them). The engine sees the entries as they were when the indexes were
 * built, so build new ones after replacing entries.
 */
export function createEngine(database: Database, index: EngineIndex = buildEngineIndex(database)): Engine {
  const readPage = pageReader(database);
  const searchOf = searchers(database, index);
  const word = wordLookup(database);
  const suggest = suggestSearch(database, index);
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
    wordForms: headwordForms(database),
    examples: examplesOf(database),
    suggest,
    forms,
    read,
  };
}
