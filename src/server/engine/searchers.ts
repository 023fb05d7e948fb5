import type { Database } from 'better-sqlite3';
import type { SearchType } from '../../shared/search-types';
import { avaSearch } from './exact/ava';
import type { EngineIndex } from './index/engine-index';
import { exactSearch } from './exact/exact';
import { likeSearch } from './like/like';
import { PageCollector } from './core/ordering';
import type { TextHits } from './text/intersect';
import { textSearch } from './text/text';

/**
 * One search type run over the filter's priorities: how many match, and the first `limit` entries
 * in order. `partial` is heard by `text` alone (text/most-words.ts).
 */
export type Searcher = (q: string, priorities: Int8Array, limit: number, partial?: boolean) => TextHits;

type Collect = (q: string, collector: PageCollector) => void;

/**
 * How each search type of src/shared/search-types.ts runs, keyed by it so that a type without a
 * searcher fails typecheck. Statements are prepared and indexes read here, once per engine.
 */
export function searchers(database: Database, index: EngineIndex): Readonly<Record<SearchType, Searcher>> {
  // Types that score every match one by one keep only the best `limit` while counting them all.
  const collected =
    (collect: Collect): Searcher =>
    (q, priorities, limit) => {
      const collector = new PageCollector(index, priorities, limit);
      collect(q, collector);
      return { numFound: collector.numFound, entries: collector.page(0) };
    };
  return {
    exact: collected(exactSearch(database, index)),
    ava: collected(avaSearch(database, index)),
    like: collected(likeSearch(index)),
    text: textSearch(database, index),
  };
}
