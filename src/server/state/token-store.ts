import type { TokenVerdict } from '../ports/token-check';
import { sameSecret } from './token-secret';

/** The bundled web app's token: its name, and the settings key its plaintext is kept under. */
export const APP_TOKEN_NAME = 'farhang-web';
export const APP_TOKEN_KEY = 'app_token';

/** An operator asked for something about a token that cannot be done (unknown id, bad value). */
export class TokenError extends Error {
  override readonly name = 'TokenError';
}

export type TokenStatus = 'active' | 'suspended' | 'revoked';

/** What `token list` shows: never the token, never its hash. */
export interface TokenRow {
  id: number;
  name: string;
  status: TokenStatus;
  reason: string;
  rateLimit: number | null;
  createdAt: string;
}

/** A token's row as both stores keep it. */
export interface StoredToken {
  name: string;
  hash: string;
  status: TokenStatus;
  reason: string;
  rate_limit: number | null;
}

/** The verdict on a presented token given its stored row (undefined: no such id). */
export function verdictOf(
  id: number,
  row: (Omit<StoredToken, 'hash'> & { readonly hash: string | Buffer }) | undefined,
  presented: string,
): TokenVerdict {
  const same = sameSecret(presented, row?.hash);
  if (row === undefined || !same || row.status === 'revoked') return { kind: 'invalid' };
  if (row.status === 'suspended') return { kind: 'suspended', id, reason: row.reason };
  return { kind: 'ok', id, name: row.name, rateLimit: row.rate_limit };
}

/**
 * The token store as the service and the `token` command use it, whichever keeps the tokens
 * (the embedded SQLite file, or PostgreSQL shared by a fleet). `verify` is on every request's
 * path: it answers at once when it can (SQLite, a warm cache) and with a promise only when it
 * must ask a server.
 */
export interface TokenStore {
  verify(presented: string): TokenVerdict | Promise<TokenVerdict>;
  create(options: { name: string; rateLimit?: number | null }): Promise<{ id: number; token: string }>;
  regenerate(id: number): Promise<string>;
  revoke(id: number): Promise<void>;
  suspend(id: number, reason: string): Promise<void>;
  resume(id: number): Promise<void>;
  list(): Promise<TokenRow[]>;
  /** The bundled web app's token, made once and kept (see sqlite/sqlite-tokens.ts `appToken`). */
  appToken(): Promise<string>;
}
