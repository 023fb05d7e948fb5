import type { Database } from 'better-sqlite3';
import {
  appToken,
  createToken,
  listTokens,
  regenerateToken,
  resumeToken,
  revokeToken,
  suspendToken,
  verifyToken,
  type TokenRow,
} from './tokens';
import type { TokenVerdict } from '../ports/token-check';

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
  /** The bundled web app's token, made once and kept (see tokens.ts `appToken`). */
  appToken(): Promise<string>;
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
