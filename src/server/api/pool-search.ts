import type { DbName } from '../../shared/catalog';
import { searchTypeInfo } from '../../shared/search-types';
import type { TextReading } from '../../shared/wire/read';
import type { SearchPage, SearchQuery } from '../ports/engine';
import { PoolBusyError, type SearchFrom, type SearchPool } from '../ports/search-pool';
import { ApiError } from '../ports/api-error';
import { WAIT_SEARCH_BUSY_S } from '../../shared/wire/waits';

/** The searches that can take long, as the table of search types marks them. */
export function isHeavy(query: SearchQuery): boolean {
  return searchTypeInfo(query.type).heavy;
}

const WHY: Record<PoolBusyError['reason'], string> = {
  busy: 'this search could not be answered within its time budget',
  budget: 'this search took longer than its time budget',
  gone: 'the client left before its search was run',
  closed: 'the search pool is stopping',
};

/** The pool's work; a refusal or a spent time budget is a 503 with Retry-After (docs/v3-contract.md §10.6). */
async function pooled<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof PoolBusyError)) throw error;
    throw new ApiError('unavailable', `the service is busy: ${WHY[error.reason]}; try again shortly`, {
      'Retry-After': String(WAIT_SEARCH_BUSY_S),
    });
  }
}

/** The search on the pool, taken in turn with other clients' searches (docs/v3-contract.md §10.6). */
export function searchInPool(pool: SearchPool, query: SearchQuery, from?: SearchFrom): Promise<SearchPage> {
  return pooled(pool.search(query, from));
}

/** A text read on the pool, in turn with other clients' searches and texts. */
export function readInPool(
  pool: SearchPool,
  text: string,
  dbs: readonly DbName[],
  from?: SearchFrom,
): Promise<TextReading> {
  return pooled(pool.read(text, dbs, from));
}
