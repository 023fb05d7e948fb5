/** How the search pool is made and what the service sees of it (search-pool.ts). */
import { availableParallelism } from 'node:os';
import type { IndexData } from '../engine/index/engine-index';
import type { SearchPool } from '../ports/search-pool';
import type { PoolThread } from './pool-thread';

export interface PoolOptions {
  /** The database file the workers open read-only (not `:memory:`). */
  readonly dbPath: string;
  readonly size: number;
  /** Milliseconds a search may take from arrival, queue included. */
  readonly budgetMs: number;
  /** The clock, in milliseconds; tests pass a fake one. */
  readonly now?: () => number;
  /** Starts a thread; tests pass stand-ins. */
  readonly spawn?: (dbPath: string) => PoolThread;
  /**
   * Keep one more thread opened and warmed, idle, to take a lost thread's place at once (default
   * true): a new one would take its module loading and warm-up, a second or more, to answer.
   */
  readonly spare?: boolean;
  /**
   * How many threads may be starting (loading their modules, warming up) at once; the others
   * start as those get ready (default: one less than the cores).
   */
  readonly startTogether?: number;
}

/** The pool as the service starts it; the floors see only the port. */
export interface ThreadPool extends SearchPool {
  /**
   * Lets the threads open the file (once the data is in), each attaching `index` (built from it,
   * its arrays in shared memory) and warming up; resolves as soon as one is ready, so the service
   * listens while the others still warm up, and rejects if a thread could not get ready before
   * then. A thread started later to replace one attaches the same index.
   */
  start(index: IndexData): Promise<void>;
  /** Resolves once every thread, the spare too, is ready (benchmarks measure memory then). */
  settled(): Promise<void>;
}

/** One thread less than the cores, so the event loop keeps one; at least 1, at most 4. */
export const DEFAULT_SEARCH_WORKERS = Math.max(1, Math.min(4, availableParallelism() - 1));
export const DEFAULT_SEARCH_BUDGET_MS = 2000;
// A starting thread keeps a core busy for seconds; one core stays with the index build, then the
// first searches. On two cores, four threads started at once made the first one ready ~2 s later.
export const DEFAULT_START_TOGETHER = Math.max(1, availableParallelism() - 1);
