import type { Pool } from 'pg';
import type { StoredToken } from '../stored-token';

/** A token row as the cache keeps it, with its version (changed_at, in seconds). */
export type VersionedToken = StoredToken & { readonly version: number };

/** What the token cache asks of the store; each call rejects when the store cannot be reached. */
export interface TokenSource {
  /** One token's row by id; undefined: no such id. */
  fetch(id: number): Promise<VersionedToken | undefined>;
  /** The ids changed after `from`, with their versions, and the store's clock when it answered. */
  changedSince(from: Date): Promise<{ readonly changes: { id: number; version: number }[]; readonly now: Date }>;
}

/** The token cache's questions to PostgreSQL. */
export function pgTokenSource(pool: Pool): TokenSource {
  return {
    async fetch(id) {
      const found = await pool.query<VersionedToken>(
        `SELECT name, hash, status, reason, rate_limit, extract(epoch FROM changed_at)::float8 AS version
         FROM farhang_tokens WHERE id = $1`,
        [id],
      );
      return found.rows[0];
    },
    async changedSince(from) {
      const found = await pool.query<{ id: string | null; version: number | null; now: Date | null }>(
        `SELECT id, extract(epoch FROM changed_at)::float8 AS version, NULL::timestamptz AS now
         FROM farhang_tokens WHERE changed_at > $1
         UNION ALL SELECT NULL, NULL, clock_timestamp()`,
        [from],
      );
      let now = from;
      const changes: { id: number; version: number }[] = [];
      for (const row of found.rows) {
        if (row.now !== null) now = row.now;
        else if (row.id !== null) changes.push({ id: Number(row.id), version: row.version ?? Infinity });
      }
      return { changes, now };
    },
  };
}
