import { openState, isStateUrl, type State } from '../state/open-state';
import { UsageError } from './args';
import { flag } from './flag-table';
import { openDatabase, type OpenedDatabase } from './open-database';
import { integerValue, stringValue } from './parse-flags';

/** `--state-stale S`: seconds, at least 1 (default 600). */
export function staleSeconds(value: string | undefined): number {
  const seconds = integerValue(flag('state-stale'), value);
  if (seconds < 1) throw new UsageError('--state-stale must be at least 1 second');
  return seconds;
}

/** The flag, else its variable, trimmed; a blank one is none. */
function trimmed(given: string | undefined): string | undefined {
  return given === undefined || given.trim() === '' ? undefined : given.trim();
}

/** `--state postgres://…` or FARHANG_STATE_URL: tokens and counts in PostgreSQL; else the SQLite file. */
export function stateUrl(value: string | undefined): string | undefined {
  const state = flag('state');
  const url = trimmed(stringValue(state, value));
  if (url !== undefined && !isStateUrl(url)) {
    throw new UsageError(`--state (${state.env}) must be a postgres:// or postgresql:// URL`);
  }
  return url;
}

/** `--rate-store redis://…` or FARHANG_RATE_URL: one rate limit across the fleet; else per replica. */
export function rateStoreUrl(value: string | undefined): string | undefined {
  const rateStore = flag('rate-store');
  const url = trimmed(stringValue(rateStore, value));
  if (url !== undefined && !/^rediss?:\/\//.test(url)) {
    throw new UsageError(`--rate-store (${rateStore.env}) must be a redis:// or rediss:// URL`);
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
      opened = openDatabase(stringValue(flag('db'), values.db));
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
