/** The token-store port: the tokens as cli (serving and the `token` command) asks for them; state/ provides it. */
import type { TokenVerdict } from './token-check';

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

/**
 * The token store as the service and the `token` command use it, whichever keeps the tokens
 * (the embedded SQLite file, or PostgreSQL shared by a fleet). `verify` is on every request's
 * path: it answers at once when it can (SQLite, a warm cache) and with a promise only when it
 * must ask a server. An operator's impossible request is refused with TokenError.
 */
export interface TokenStore {
  verify(presented: string): TokenVerdict | Promise<TokenVerdict>;
  create(options: { name: string; rateLimit?: number | null }): Promise<{ id: number; token: string }>;
  regenerate(id: number): Promise<string>;
  revoke(id: number): Promise<void>;
  suspend(id: number, reason: string): Promise<void>;
  resume(id: number): Promise<void>;
  list(): Promise<TokenRow[]>;
  /** The bundled web app's token, made once and kept (see state/sqlite/sqlite-tokens.ts `appToken`). */
  appToken(): Promise<string>;
}
