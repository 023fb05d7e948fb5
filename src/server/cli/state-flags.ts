import { openState, isStateUrl, type State } from '../state/open-state';
import { DEFAULT_STALE_SECONDS } from '../state/pg/token-cache';
import { integerFlag, UsageError } from './args';
import { DEFAULT_DB, openDatabase, type OpenedDatabase } from './open-database';

/** The flags that share state across a fleet; each also read from the environment. */
export const STATE_FLAGS = {
  state: { type: 'string' },
  'rate-store': { type: 'string' },
} as const;

/** The flag of a serving replica only: how long its cached tokens outlive word from PostgreSQL. */
export const STALE_FLAG = { 'state-stale': { type: 'string' } } as const;

/** `--state-stale S`: seconds, at least 1 (default 600). */
export function staleSeconds(value: string | undefined): number {
  const seconds = integerFlag(value, '--state-stale', DEFAULT_STALE_SECONDS);
  if (seconds < 1) throw new UsageError('--state-stale must be at least 1 second');
  return seconds;
}

function fromEnvironment(value: string | undefined, name: string): string | undefined {
  const given = value ?? process.env[name];
  return given === undefined || given.trim() === '' ? undefined : given.trim();
}

/** `--state postgres://…` or FARHANG_STATE_URL: tokens and counts in PostgreSQL; else the SQLite file. */
export function stateUrl(value: string | undefined): string | undefined {
  const url = fromEnvironment(value, 'FARHANG_STATE_URL');
  if (url !== undefined && !isStateUrl(url)) {
    throw new UsageError('--state (FARHANG_STATE_URL) must be a postgres:// or postgresql:// URL');
  }
  return url;
}

/** `--rate-store redis://…` or FARHANG_RATE_URL: one rate limit across the fleet; else per replica. */
export function rateStoreUrl(value: string | undefined): string | undefined {
  const url = fromEnvironment(value, 'FARHANG_RATE_URL');
  if (url !== undefined && !/^rediss?:\/\//.test(url)) {
    throw new UsageError('--rate-store (FARHANG_RATE_URL) must be a redis:// or rediss:// URL');
  }
  return url;
}

/**
 * The state for a one-off command (`token`, `stats`): PostgreSQL when a URL is given, and then no
 * SQLite file is opened or created; else the database file as before.
 */
export async function commandState(values: {
  readonly state?: string | undefined;
  readonly db?: string | undefined;
}): Promise<{ readonly state: State; close(): Promise<void> }> {
  const url = stateUrl(values.state);
  let opened: OpenedDatabase | undefined;
  const state = await openState(
    url,
    () => {
      opened = openDatabase(values.db ?? DEFAULT_DB);
      return opened.database;
    },
    { cache: false },
  );
  return {
    state,
    async close() {
      await state.close();
      opened?.close();
    },
  };
}
