import type { Database } from 'better-sqlite3';
import { avaSearch } from './ava';
import { buildEngineIndex } from './engine-index';
import { exactSearch } from './exact';
import { likeSearch } from './like';
import { shortLikeSearch } from './like-short';
import { filterPriorities, PageCollector } from './ordering';
import { pageReader } from './page';
import { readSearch } from './read';
import { suggestSearch } from './suggest';
import { suggestForms } from './suggest-forms';
import { textSearch } from './text';
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
  const collect = { exact: exactSearch(database, index), ava: avaSearch(database, index), like: likeSearch(index) };
  const text = textSearch(database, index);
  const shortLike = shortLikeSearch(index);
  const word = wordLookup(database);
  const suggest = suggestSearch(database, index);
  const forms = suggestForms(database, index);
  const read = readSearch(database, index);
  const toRowIds = (entries: readonly number[]): number[] => entries.map((entry) => index.entryIds[entry] ?? 0);

  return {
    search({ q, type, dbs, start, rows }): SearchPage {
      const first = Math.max(0, Math.floor(start));
      const limit = first + Math.max(0, Math.floor(rows));
      const priorities = filterPriorities(dbs);
      if (type === 'text') {
        const hits = text(q, priorities, limit);
        return { numFound: hits.numFound, results: readPage(toRowIds(hits.entries.slice(first))) };
      }
      const hits = type === 'like' ? shortLike(q, priorities, limit) : undefined;
      if (hits !== undefined) {
        return { numFound: hits.numFound, results: readPage(toRowIds(hits.entries.slice(first))) };
      }
      const collector = new PageCollector(index, priorities, limit);
      collect[type](q, collector);
      return { numFound: collector.numFound, results: readPage(toRowIds(collector.page(first))) };
    },
    word,
    suggest,
    forms,
    read,
  };
}
