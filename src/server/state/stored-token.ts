import type { TokenVerdict } from '../ports/token-check';
import type { TokenStatus } from '../ports/token-store';
import { sameSecret } from './token-secret';

/** The bundled web app's token: its name, and the settings key its plaintext is kept under. */
export const APP_TOKEN_NAME = 'farhang-web';
export const APP_TOKEN_KEY = 'app_token';

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
