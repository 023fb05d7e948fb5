import type { Database } from 'better-sqlite3';
import type { SearchType } from '../../shared/search-types';
import { avaSearch } from './ava';
import type { EngineIndex } from './engine-index';
import { exactSearch } from './exact';
import { likeSearch } from './like';
import { shortLikeSearch } from './like-short';
import { PageCollector } from './ordering';
import type { TextHits } from './text-intersect';
import { textSearch } from './text';

/** One search type run over the filter's priorities: how many match, and the first `limit` entries in order. */
export type Searcher = (q: string, priorities: Int8Array, limit: number) => TextHits;

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
  const shortLike = shortLikeSearch(index);
  const longLike = collected(likeSearch(index));
  return {
    exact: collected(exactSearch(database, index)),
    ava: collected(avaSearch(database, index)),
    // A one- or two-letter q would match a tenth of the headwords: those come ranked in advance.
    like: (q, priorities, limit) => shortLike(q, priorities, limit) ?? longLike(q, priorities, limit),
    text: textSearch(database, index),
  };
}
