import type { Database, Statement } from 'better-sqlite3';
import type { TokenVerdict } from '../../ports/token-check';
import { digest, newToken, tokenId } from '../token-secret';
import { TokenError, type TokenRow, type TokenStatus, type TokenStore } from '../../ports/token-store';
import { APP_TOKEN_KEY, APP_TOKEN_NAME, verdictOf, type StoredToken } from '../stored-token';

// Verification runs on every request: its statement is prepared once per database.
const lookups = new WeakMap<Database, Statement<[number], StoredToken>>();

function lookup(database: Database): Statement<[number], StoredToken> {
  let statement = lookups.get(database);
  if (statement === undefined) {
    statement = database.prepare<[number], StoredToken>(
      'SELECT name, hash, status, reason, rate_limit FROM tokens WHERE id = ?',
    );
    lookups.set(database, statement);
  }
  return statement;
}

/**
 * Checks a presented token in constant time over its secret: unknown, malformed or revoked →
 * invalid; a suspended token with the right secret → suspended with the operator's reason.
 */
export function verifyToken(database: Database, presented: string): TokenVerdict {
  const id = tokenId(presented);
  if (id === undefined) return { kind: 'invalid' };
  const row = lookup(database).get(id);
  return verdictOf(id, row, presented);
}

function statusOf(database: Database, id: number): TokenStatus {
  const status: unknown = database.prepare('SELECT status FROM tokens WHERE id = ?').pluck().get(id);
  if (status !== 'active' && status !== 'suspended' && status !== 'revoked') throw new TokenError(`no token ${id}`);
  return status;
}

function checkRateLimit(rateLimit: number | null): void {
  if (rateLimit !== null && (!Number.isSafeInteger(rateLimit) || rateLimit < 1)) {
    throw new TokenError(`a rate limit is a whole number of requests per second, at least 1 (not ${rateLimit})`);
  }
}

function issue(database: Database, id: number): string {
  const token = newToken(id);
  database.prepare('UPDATE tokens SET hash = ? WHERE id = ?').run(digest(token).toString('hex'), id);
  return token;
}

/** Issues a token for a developer; the plaintext is returned once and never stored. */
export function createToken(
  database: Database,
  options: { name: string; rateLimit?: number | null },
): {
  id: number;
  token: string;
} {
  const name = options.name.trim();
  const rateLimit = options.rateLimit ?? null;
  if (name === '') throw new TokenError('a token needs a name');
  checkRateLimit(rateLimit);
  return database.transaction(() => {
    const { lastInsertRowid } = database
      .prepare("INSERT INTO tokens (name, hash, rate_limit, created_at) VALUES (?, '', ?, ?)")
      .run(name, rateLimit, new Date().toISOString());
    const id = Number(lastInsertRowid);
    return { id, token: issue(database, id) };
  })();
}

/** A new secret for token `id`; the old one stops working at once. A revoked token stays dead. */
export function regenerateToken(database: Database, id: number): string {
  return database.transaction(() => {
    if (statusOf(database, id) === 'revoked') throw new TokenError(`token ${id} is revoked; create a new one`);
    return issue(database, id);
  })();
}

export function revokeToken(database: Database, id: number): void {
  statusOf(database, id);
  database.prepare("UPDATE tokens SET status = 'revoked' WHERE id = ?").run(id);
}

/** Requests with this token get 403 and `reason` until it is resumed. */
export function suspendToken(database: Database, id: number, reason: string): void {
  if (statusOf(database, id) === 'revoked') throw new TokenError(`token ${id} is revoked`);
  database.prepare("UPDATE tokens SET status = 'suspended', reason = ? WHERE id = ?").run(reason.trim(), id);
}

export function resumeToken(database: Database, id: number): void {
  if (statusOf(database, id) === 'revoked') throw new TokenError(`token ${id} is revoked`);
  database.prepare("UPDATE tokens SET status = 'active', reason = '' WHERE id = ?").run(id);
}

interface ListedToken {
  id: number;
  name: string;
  status: TokenStatus;
  reason: string;
  rate_limit: number | null;
  created_at: string;
}

export function listTokens(database: Database): TokenRow[] {
  return database
    .prepare<[], ListedToken>('SELECT id, name, status, reason, rate_limit, created_at FROM tokens ORDER BY id')
    .all()
    .map((row) => ({
      id: row.id,
      name: row.name,
      status: row.status,
      reason: row.reason,
      rateLimit: row.rate_limit,
      createdAt: row.created_at,
    }));
}

/**
 * The token of the bundled web app (named `farhang-web`, service-default rate limit). Its
 * plaintext is kept in `settings` because the service hands it to the app at every start; when
 * that token was revoked or regenerated, a fresh one is made.
 */
export function appToken(database: Database): string {
  return database
    .transaction(() => {
      const saved: unknown = database.prepare('SELECT value FROM settings WHERE key = ?').pluck().get(APP_TOKEN_KEY);
      if (typeof saved === 'string' && verifyToken(database, saved).kind !== 'invalid') return saved;
      const { token } = createToken(database, { name: APP_TOKEN_NAME, rateLimit: null });
      database
        .prepare(
          'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
        )
        .run(APP_TOKEN_KEY, token);
      return token;
    })
    .immediate();
}

/** The tokens in the service's own SQLite file, as today: every check is one prepared lookup. */
export function sqliteTokenStore(database: Database): TokenStore {
  return {
    verify: (presented) => verifyToken(database, presented),
    create: async (options) => createToken(database, options),
    regenerate: async (id) => regenerateToken(database, id),
    revoke: async (id) => revokeToken(database, id),
    suspend: async (id, reason) => suspendToken(database, id, reason),
    resume: async (id) => resumeToken(database, id),
    list: async () => listTokens(database),
    appToken: async () => appToken(database),
  };
}
