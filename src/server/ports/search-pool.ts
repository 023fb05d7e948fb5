/**
 * The search-pool port: where searches that can be expensive run off the main thread (pool/ provides
 * it). The floors ask it and answer its refusals with 503.
 */
import type { DbName } from '../../shared/catalog';
import type { TextReading } from '../../shared/wire/read';
import type { SearchPage, SearchQuery } from './engine';

/**
 * Why the pool did not answer: it could not within the budget (`busy`, said at once), the budget
 * ran out (`budget`), the client left while it waited (`gone`), or the pool is closed.
 */
export class PoolBusyError extends Error {
  override readonly name = 'PoolBusyError';

  constructor(readonly reason: 'busy' | 'budget' | 'gone' | 'closed') {
    super(`search pool: ${reason}`);
  }
}

/** Who asks: searches are taken in turn by client; an aborted signal gives the place back. */
export interface SearchFrom {
  readonly client?: string;
  readonly signal?: AbortSignal;
}

export interface SearchPool {
  /** The page, as the engine on the main thread would give it; rejects with PoolBusyError. */
  search(query: SearchQuery, from?: SearchFrom): Promise<SearchPage>;
  /** The reading of a text (a piece of one), as the engine's `read` gives it; taken in turn with the searches. */
  read(text: string, dbs: readonly DbName[], from?: SearchFrom): Promise<TextReading>;
  /** Refuses what is waiting and running, and stops the threads. */
  close(): Promise<void>;
}
