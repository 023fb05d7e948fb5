import { ApiError } from './api-error';
import { StateUnavailableError } from '../store/state-errors';
import { tokenKey, type RateLimiter } from './rate-limit';
import type { ParsedQuery } from './query';

/** What the token store says of a presented token (the store's `verifyToken` answers this). */
export type TokenVerdict =
  | { readonly kind: 'ok'; readonly id: number; readonly name: string; readonly rateLimit: number | null }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'suspended'; readonly id: number; readonly reason: string };

/** What a 503 for an unreachable token store tells clients to wait, in seconds. */
const STATE_RETRY_SECONDS = 2;

/** The presented token; 401 when it is missing, repeated, empty or cannot be decoded. */
function presentedToken(query: ParsedQuery): string {
  const list = query.values.get('token') ?? [];
  if (list.length === 0) throw new ApiError('invalid_token', 'token is required');
  if (list.length > 1) throw new ApiError('invalid_token', 'token is given more than once');
  const token = list[0];
  if (token === null || token === undefined) {
    throw new ApiError('invalid_token', 'token is not valid percent-encoded UTF-8');
  }
  if (token.trim() === '') throw new ApiError('invalid_token', 'token is empty');
  return token.trim();
}

/** The store's verdict; a shared store that cannot be reached is a 503, never a pass. */
async function checked(
  verify: (token: string) => TokenVerdict | Promise<TokenVerdict>,
  token: string,
): Promise<TokenVerdict> {
  try {
    return await verify(token);
  } catch (error) {
    if (!(error instanceof StateUnavailableError)) throw error;
    throw new ApiError('unavailable', error.message, { 'Retry-After': String(STATE_RETRY_SECONDS) });
  }
}

/**
 * The token tier of the spec's precedence: 401 when the developer cannot be identified, 403 when
 * the token is suspended or over its rate limit. A known token's id is put in `seen` (for the
 * counters) before any 403.
 * No message here ever contains the token.
 */
export async function authenticate(
  query: ParsedQuery,
  verify: (token: string) => TokenVerdict | Promise<TokenVerdict>,
  limits: { readonly limiter: RateLimiter; readonly defaultRate: number },
  seen: { tokenId: number },
): Promise<void> {
  const token = presentedToken(query);
  const verdict = await checked(verify, token);
  if (verdict.kind === 'invalid') throw new ApiError('invalid_token', 'token is not valid');
  seen.tokenId = verdict.id;
  if (verdict.kind === 'suspended') {
    const why = verdict.reason.trim() === '' ? 'no reason was recorded' : verdict.reason;
    throw new ApiError('token_denied', `token is suspended: ${why}`);
  }
  const rate = await limits.limiter.consume(tokenKey(verdict.id), verdict.rateLimit ?? limits.defaultRate);
  if (!rate.ok) {
    throw new ApiError('token_denied', `rate limit exceeded for this token; retry after ${rate.retryAfterSeconds} s`, {
      'Retry-After': String(rate.retryAfterSeconds),
    });
  }
}
