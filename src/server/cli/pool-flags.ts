import { DEFAULT_SEARCH_BUDGET_MS, DEFAULT_SEARCH_WORKERS, type ThreadPool } from '../pool/pool-options';
import { createSearchPool } from '../pool/search-pool';
import { UsageError } from './args';
import { flag } from './flag-table';
import { integerValue } from './parse-flags';

export interface PoolSettings {
  /** Worker threads for meaning and like searches; 0 runs them on the main thread. */
  readonly workers: number;
  /** Milliseconds a pooled search may take, waiting included, before it is answered 503. */
  readonly budgetMs: number;
}

/** The search pool's flags of `serve` (decision 018). */
export function parsePoolSettings(values: {
  readonly 'search-workers'?: string | undefined;
  readonly 'search-budget-ms'?: string | undefined;
}): PoolSettings {
  const workers = integerValue(flag('search-workers'), values['search-workers']);
  const budgetMs = integerValue(flag('search-budget-ms'), values['search-budget-ms']);
  if (workers > 64) throw new UsageError('--search-workers must be at most 64');
  if (budgetMs < 1) throw new UsageError('--search-budget-ms must be at least 1');
  return { workers, budgetMs };
}

/** The pool for the database file, or undefined for 0 workers or a database held only in memory. */
export function poolFor(settings: PoolSettings | undefined, dbPath: string): ThreadPool | undefined {
  const { workers, budgetMs } = settings ?? { workers: DEFAULT_SEARCH_WORKERS, budgetMs: DEFAULT_SEARCH_BUDGET_MS };
  if (workers === 0 || dbPath === ':memory:' || dbPath === '') return undefined;
  return createSearchPool({ dbPath, size: workers, budgetMs });
}
