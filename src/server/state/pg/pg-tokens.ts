import type { Pool, PoolClient } from 'pg';
import { digest, newToken } from '../token-secret';
import { TokenError, type TokenRow, type TokenStatus } from '../../ports/token-store';
import { APP_TOKEN_KEY, APP_TOKEN_NAME, verdictOf, type StoredToken } from '../stored-token';
import { inTransaction } from './pg-schema';

/** The channel every token change is announced on; replicas drop that token from their cache. */
export const TOKEN_CHANNEL = 'farhang_token_changed';
// Two commands making the app token at once must not make two.
const APP_TOKEN_LOCK = 7_146_500_418;

/** One token's row by id, as the check needs it. */
export async function fetchToken(pool: Pool | PoolClient, id: number): Promise<StoredToken | undefined> {
  const found = await pool.query<StoredToken>(
    'SELECT name, hash, status, reason, rate_limit FROM farhang_tokens WHERE id = $1',
    [id],
  );
  return found.rows[0];
}

async function changed(client: PoolClient, id: number): Promise<void> {
  // Delivered when the transaction commits, to every replica listening.
  await client.query('SELECT pg_notify($1, $2)', [TOKEN_CHANNEL, String(id)]);
}

async function statusOf(client: PoolClient, id: number): Promise<TokenStatus> {
  const found = await client.query<{ status: TokenStatus }>(
    'SELECT status FROM farhang_tokens WHERE id = $1 FOR UPDATE',
    [id],
  );
  const status = found.rows[0]?.status;
  if (status === undefined) throw new TokenError(`no token ${id}`);
  return status;
}

async function setStatus(client: PoolClient, id: number, status: TokenStatus, reason: string): Promise<void> {
  await client.query(
    'UPDATE farhang_tokens SET status = $2, reason = $3, changed_at = clock_timestamp() WHERE id = $1',
    [id, status, reason],
  );
  await changed(client, id);
}

async function issue(client: PoolClient, id: number): Promise<string> {
  const token = newToken(id);
  await client.query('UPDATE farhang_tokens SET hash = $2, changed_at = clock_timestamp() WHERE id = $1', [
    id,
    digest(token).toString('hex'),
  ]);
  await changed(client, id);
  return token;
}

async function create(
  client: PoolClient,
  name: string,
  rateLimit: number | null,
): Promise<{ id: number; token: string }> {
  const inserted = await client.query<{ id: string }>(
    'INSERT INTO farhang_tokens (name, rate_limit, created_at) VALUES ($1, $2, $3) RETURNING id',
    [name, rateLimit, new Date().toISOString()],
  );
  const id = Number(inserted.rows[0]?.id);
  return { id, token: await issue(client, id) };
}

function checkRateLimit(rateLimit: number | null): void {
  if (rateLimit !== null && (!Number.isSafeInteger(rateLimit) || rateLimit < 1)) {
    throw new TokenError(`a rate limit is a whole number of requests per second, at least 1 (not ${rateLimit})`);
  }
}

/** The operator's side of the PostgreSQL token store; same rules and messages as the SQLite one. */
export function pgTokenAdmin(pool: Pool) {
  return {
    async create(options: { name: string; rateLimit?: number | null }) {
      const name = options.name.trim();
      const rateLimit = options.rateLimit ?? null;
      if (name === '') throw new TokenError('a token needs a name');
      checkRateLimit(rateLimit);
      return inTransaction(pool, (client) => create(client, name, rateLimit));
    },
    regenerate: (id: number) =>
      inTransaction(pool, async (client) => {
        if ((await statusOf(client, id)) === 'revoked')
          throw new TokenError(`token ${id} is revoked; create a new one`);
        return issue(client, id);
      }),
    revoke: (id: number) =>
      inTransaction(pool, async (client) => {
        await statusOf(client, id);
        await setStatus(client, id, 'revoked', '');
      }),
    suspend: (id: number, reason: string) =>
      inTransaction(pool, async (client) => {
        if ((await statusOf(client, id)) === 'revoked') throw new TokenError(`token ${id} is revoked`);
        await setStatus(client, id, 'suspended', reason.trim());
      }),
    resume: (id: number) =>
      inTransaction(pool, async (client) => {
        if ((await statusOf(client, id)) === 'revoked') throw new TokenError(`token ${id} is revoked`);
        await setStatus(client, id, 'active', '');
      }),
    async list(): Promise<TokenRow[]> {
      const found = await pool.query<{
        id: string;
        name: string;
        status: TokenStatus;
        reason: string;
        rate_limit: number | null;
        created_at: string;
      }>('SELECT id, name, status, reason, rate_limit, created_at FROM farhang_tokens ORDER BY id');
      return found.rows.map((row) => ({
        id: Number(row.id),
        name: row.name,
        status: row.status,
        reason: row.reason,
        rateLimit: row.rate_limit,
        createdAt: row.created_at,
      }));
    },
    /** The app's token, shared by the fleet: every replica hands browsers the same one. */
    appToken: () =>
      inTransaction(pool, async (client) => {
        await client.query('SELECT pg_advisory_xact_lock($1)', [APP_TOKEN_LOCK]);
        const saved = await client.query<{ value: string }>('SELECT value FROM farhang_settings WHERE key = $1', [
          APP_TOKEN_KEY,
        ]);
        const token = saved.rows[0]?.value;
        const id = token === undefined ? undefined : Number(token.split('.')[0]);
        if (token !== undefined && id !== undefined && Number.isSafeInteger(id)) {
          if (verdictOf(id, await fetchToken(client, id), token).kind !== 'invalid') return token;
        }
        const made = await create(client, APP_TOKEN_NAME, null);
        await client.query(
          'INSERT INTO farhang_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
          [APP_TOKEN_KEY, made.token],
        );
        return made.token;
      }),
  };
}
