import pg, { type Pool } from 'pg';
import type { TokenStore } from '../token-store';
import { verdictOf, type StoredToken } from '../tokens';
import { tokenId } from '../token-secret';
import { StateUnavailableError } from '../state-errors';
import { TOKEN_CHANNEL } from './pg-tokens';

export interface TokenCacheOptions {
  readonly url: string;
  /** How often the fallback check asks which tokens changed, in ms (LISTEN may miss events). */
  readonly pollMs?: number;
  readonly log?: (line: string) => void;
}

export interface TokenCache {
  readonly verify: TokenStore['verify'];
  /** False while the last check could not reach PostgreSQL: cached tokens are served meanwhile. */
  reachable(): boolean;
  close(): Promise<void>;
}

// Unknown ids are remembered too (so a flood of them costs one query each); the map starts over past this.
const MAX_ENTRIES = 100_000;
// Rows changed this long before the last check are asked for again: commits are not in timestamp order.
const OVERLAP_MS = 2_000;

/**
 * Token checks without a database round trip on the hot path: rows by id, kept in memory (hashes
 * only) and dropped when PostgreSQL announces a change (LISTEN/NOTIFY) or the periodic check
 * finds one. A miss asks PostgreSQL once, however many requests wait for it.
 */
// The hash is kept decoded: a check then costs one SHA-256 and one compare.
type Cached = Omit<StoredToken, 'hash'> & { readonly hash: Buffer };

export function createTokenCache(pool: Pool, options: TokenCacheOptions): TokenCache {
  // Each row with the version (changed_at, in seconds) it was read at; undefined: no such id.
  const rows = new Map<number, { readonly row: Cached | undefined; readonly version: number }>();
  const asking = new Map<number, Promise<Cached | undefined>>();
  const log = options.log ?? (() => undefined);
  // Bumped at every drop: a row fetched before a drop may be stale and is not kept.
  let drops = 0;
  let reachable = true;
  let closed = false;
  let since: Date | undefined;
  let listener: pg.Client | undefined;

  const drop = (id?: number): void => {
    drops += 1;
    if (id === undefined) rows.clear();
    else rows.delete(id);
  };

  const check = async (): Promise<void> => {
    const from = since === undefined ? new Date(0) : new Date(since.getTime() - OVERLAP_MS);
    const found = await pool.query<{ id: string | null; version: number | null; now: Date | null }>(
      `SELECT id, extract(epoch FROM changed_at)::float8 AS version, NULL::timestamptz AS now
       FROM farhang_tokens WHERE changed_at > $1
       UNION ALL SELECT NULL, NULL, clock_timestamp()`,
      [from],
    );
    // The first check (or the first after none succeeded) cannot know what changed: start over.
    if (since === undefined) drop();
    for (const row of found.rows) {
      if (row.now !== null) since = row.now;
      if (row.id === null) continue;
      const id = Number(row.id);
      const cached = rows.get(id);
      // Rows seen again in the overlap are kept when the cache already has that version; a row
      // being fetched may have been read before the change committed, so it is not kept.
      const stale = cached !== undefined && (cached.row === undefined || cached.version < (row.version ?? Infinity));
      if (stale || asking.has(id)) drop(id);
    }
    if (!reachable) log('state store reachable again');
    reachable = true;
  };

  const poll = setInterval(() => {
    check().catch((error: unknown) => {
      if (reachable) log(`state store unreachable, serving cached tokens: ${String(error)}`);
      reachable = false;
    });
  }, options.pollMs ?? 500);
  poll.unref();
  void check().catch(() => (reachable = false));

  const listen = async (): Promise<void> => {
    if (closed) return;
    const client = new pg.Client({ connectionString: options.url, connectionTimeoutMillis: 2_000 });
    let retried = false;
    const retry = (): void => {
      if (retried || closed) return;
      retried = true;
      listener = undefined;
      client.end().catch(() => undefined);
      setTimeout(() => void listen(), 1_000).unref();
    };
    client.on('error', retry);
    client.on('end', retry);
    client.on('notification', (message) => {
      const id = Number(message.payload);
      if (Number.isSafeInteger(id)) drop(id);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${TOKEN_CHANNEL}`);
      listener = client;
      // Events sent while no one listened are lost: start over from what PostgreSQL holds now.
      drop();
    } catch {
      retry();
    }
  };
  void listen();

  const ask = (id: number): Promise<Cached | undefined> => {
    const pending = asking.get(id);
    if (pending !== undefined) return pending;
    const before = drops;
    const fetched = pool
      .query<StoredToken & { version: number }>(
        `SELECT name, hash, status, reason, rate_limit, extract(epoch FROM changed_at)::float8 AS version
         FROM farhang_tokens WHERE id = $1`,
        [id],
      )
      .then(({ rows: [found] }) => {
        const row = found === undefined ? undefined : { ...found, hash: Buffer.from(found.hash, 'hex') };
        if (drops === before) {
          if (rows.size >= MAX_ENTRIES) rows.clear();
          rows.set(id, { row, version: found?.version ?? 0 });
        }
        return row;
      })
      .finally(() => asking.delete(id));
    asking.set(id, fetched);
    return fetched;
  };

  return {
    verify(presented) {
      const id = tokenId(presented);
      if (id === undefined) return { kind: 'invalid' };
      const cached = rows.get(id);
      if (cached !== undefined) return verdictOf(id, cached.row, presented);
      return ask(id).then(
        (row) => verdictOf(id, row, presented),
        () => {
          throw new StateUnavailableError('the token store cannot be reached; try again shortly');
        },
      );
    },
    reachable: () => reachable,
    async close() {
      closed = true;
      clearInterval(poll);
      await listener?.end().catch(() => undefined);
    },
  };
}
