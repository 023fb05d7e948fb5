import type { Database } from 'better-sqlite3';
import pg from 'pg';
import type { CountStore } from '../ports/counts';
import type { TokenStore } from '../ports/token-store';
import { StateUnavailableError } from '../ports/state-errors';
import { StateOpenError } from './state-open-error';
import { pgCountStore } from './pg/pg-counts';
import { migrate } from './pg/pg-schema';
import { fetchToken, pgTokenAdmin } from './pg/pg-tokens';
import { createTokenCache } from './pg/token-cache';
import { pgTokenSource } from './pg/pg-token-source';
import { listenForTokenChanges } from './pg/token-listener';
import { sqliteCountStore } from './sqlite/sqlite-counts';
import { sqliteTokenStore } from './sqlite/sqlite-tokens';
import { tokenId } from './token-secret';
import { verdictOf } from './stored-token';

/**
 * Where the state is and whether it answers: what /readyz reports. `expired`: unreachable for
 * longer than cached tokens are trusted.
 */
export type StateHealth = 'embedded' | 'reachable' | 'unreachable' | 'expired';

/** The small mutable state — tokens and request counts — behind one interface per concern. */
export interface State {
  readonly tokens: TokenStore;
  readonly counts: CountStore;
  health(): StateHealth;
  close(): Promise<void>;
}

export interface StateOptions {
  /** A serving replica keeps a token cache fed by LISTEN/NOTIFY; a one-off command asks directly. */
  readonly cache: boolean;
  /** How long the cache trusts its tokens without a check that reached PostgreSQL (`--state-stale`). */
  readonly staleSeconds?: number;
  readonly log?: (line: string) => void;
}

/** Whether `url` names a PostgreSQL server (the one kind of shared state store there is). */
export function isStateUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

async function openPostgres(url: string, options: StateOptions): Promise<State> {
  const pool = new pg.Pool({ connectionString: url, max: 5, connectionTimeoutMillis: 2_000, query_timeout: 5_000 });
  // An idle connection that breaks (server restarted) is dropped by the pool; it must not crash us.
  pool.on('error', (error) => options.log?.(`state store connection lost: ${error.message}`));
  try {
    await migrate(pool);
  } catch (error) {
    await pool.end();
    throw new StateOpenError(`cannot use the state store: ${error instanceof Error ? error.message : String(error)}`);
  }
  const admin = pgTokenAdmin(pool);
  const cache = options.cache
    ? createTokenCache(pgTokenSource(pool), {
        ...(options.staleSeconds === undefined ? {} : { staleMs: options.staleSeconds * 1000 }),
        ...(options.log ? { log: options.log } : {}),
      })
    : undefined;
  const listener = cache === undefined ? undefined : listenForTokenChanges(url, (id) => cache.drop(id));
  const direct: TokenStore['verify'] = async (presented) => {
    const id = tokenId(presented);
    if (id === undefined) return { kind: 'invalid' };
    const row = await fetchToken(pool, id).catch(() => {
      throw new StateUnavailableError('the token store cannot be reached; try again shortly');
    });
    return verdictOf(id, row, presented);
  };
  return {
    tokens: { ...admin, verify: cache?.verify ?? direct },
    counts: pgCountStore(pool),
    health: () => cache?.health() ?? 'reachable',
    async close() {
      cache?.close();
      await listener?.close();
      await pool.end();
    },
  };
}

/**
 * The state store, chosen once where a command is composed: PostgreSQL when `url` is given
 * (schema created or migrated first), else the service's own SQLite file exactly as before.
 */
export async function openState(
  url: string | undefined,
  embedded: () => Database,
  options: StateOptions,
): Promise<State> {
  if (url !== undefined) return openPostgres(url, options);
  const database = embedded();
  return {
    tokens: sqliteTokenStore(database),
    counts: sqliteCountStore(database),
    health: () => 'embedded',
    close: async () => undefined,
  };
}
