import { ApiError } from '../ports/api-error';
import { StateUnavailableError } from '../ports/state-errors';
import { createHash, timingSafeEqual } from 'node:crypto';
import { clientKey, GUESS_RATE, guessKey, SHARED_TOTAL_FACTOR } from './fair-share';
import type { RateLimiter, RateVerdict } from '../ports/rate-limiter';
import { tokenKey } from './rate-limit';
import type { ParsedQuery } from '../http/query';
import type { TokenVerdict } from '../ports/token-check';
import { WAIT_STATE_DOWN_S } from '../../shared/wire/waits';

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
    throw new ApiError('unavailable', error.message, { 'Retry-After': String(WAIT_STATE_DOWN_S) });
  }
}

/** What `authenticate` needs besides the query: the limiter, and who is asking. */
export interface AuthLimits {
  readonly limiter: RateLimiter;
  readonly defaultRate: number;
  /** The token anonymous browsers share (the app's web token): limited per client too. */
  readonly sharedToken?: string;
}

function sameSecret(a: string, b: string): boolean {
  const digest = (text: string): Buffer => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(a), digest(b));
}

function denied(verdict: RateVerdict, what: string): void {
  if (verdict.ok) return;
  throw new ApiError('token_denied', `${what}; retry after ${verdict.retryAfterSeconds} s`, {
    'Retry-After': String(verdict.retryAfterSeconds),
  });
}

/**
 * Takes one more request from the budgets a request was admitted by (a long text's next piece);
 * false when one of them is spent, which then takes nothing from the others.
 */
export type Charge = () => Promise<boolean>;

/** One more request from `key`'s budget at `rate` a second, then (if it had one) from `total`'s. */
function chargeOf(limiter: RateLimiter, own: readonly [string, number], total?: readonly [string, number]): Charge {
  return async () => {
    if (!(await limiter.consume(...own)).ok) return false;
    return total === undefined || (await limiter.consume(...total)).ok;
  };
}

/**
 * The token tier of the precedence (docs/v3-contract.md §2.5): 401 when the developer cannot be
 * identified, 403 when the token is suspended or over its rate limit. A known token's id is put in
 * `seen` (for the counters) before any 403. A missing, unreadable or unknown token counts against
 * the client (`client`, its address or /64) whatever the rate limit, and a shared token is limited
 * per client as well as in total (docs/v3-contract.md §10.2, §10.3). No message here ever contains
 * the token. Resolves with the charge for more of the same request (a long text's pieces).
 */
export async function authenticate(
  query: ParsedQuery,
  verify: (token: string) => TokenVerdict | Promise<TokenVerdict>,
  limits: AuthLimits,
  seen: { tokenId: number },
  client = '',
): Promise<Charge> {
  // A client that has used up its invalid tokens is refused before its token is even looked at.
  denied(await limits.limiter.consume(guessKey(client), GUESS_RATE, 0), 'too many invalid tokens from this client');
  // Past the share, even this answer is withheld: requests in flight together cannot learn more.
  const refused = async (error: unknown): Promise<never> => {
    denied(await limits.limiter.consume(guessKey(client), GUESS_RATE), 'too many invalid tokens from this client');
    throw error;
  };
  let token: string;
  try {
    token = presentedToken(query);
  } catch (error) {
    return refused(error);
  }
  const verdict = await checked(verify, token);
  if (verdict.kind === 'invalid') return refused(new ApiError('invalid_token', 'token is not valid'));
  seen.tokenId = verdict.id;
  if (verdict.kind === 'suspended') {
    const why = verdict.reason.trim() === '' ? 'no reason was recorded' : verdict.reason;
    throw new ApiError('token_denied', `token is suspended: ${why}`);
  }
  const rate = verdict.rateLimit ?? limits.defaultRate;
  const bucket = tokenKey(verdict.id);
  if (limits.sharedToken !== undefined && sameSecret(token, limits.sharedToken)) {
    // The client's own share first: its refused requests never take from everyone's total.
    const own = [clientKey(bucket, client), rate] as const;
    const total = [bucket, rate * SHARED_TOTAL_FACTOR] as const;
    denied(await limits.limiter.consume(...own), 'rate limit exceeded for this client');
    denied(await limits.limiter.consume(...total), 'rate limit exceeded for this token');
    return chargeOf(limits.limiter, own, total);
  }
  denied(await limits.limiter.consume(bucket, rate), 'rate limit exceeded for this token');
  return chargeOf(limits.limiter, [bucket, rate]);
}
