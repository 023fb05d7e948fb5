import { createHash, timingSafeEqual } from 'node:crypto';
import type { TokenVerdict } from '../ports/token-check';

function digest(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/**
 * Accepts the `--token` secrets of this run besides the stored tokens. They live only in memory,
 * as digests; every one is compared in constant time (equal-length digests, no early exit), so
 * neither a length check nor the match position tells anything. Their ids are negative (-1, -2…)
 * so the counters keep them apart from stored tokens and from "no token" (0).
 */
export function withExtraTokens(
  verify: (token: string) => TokenVerdict | Promise<TokenVerdict>,
  extra: readonly string[],
): (token: string) => TokenVerdict | Promise<TokenVerdict> {
  if (extra.length === 0) return verify;
  const digests = extra.map(digest);
  return (token) => {
    const presented = digest(token);
    let match = -1;
    digests.forEach((known, index) => {
      if (timingSafeEqual(presented, known) && match < 0) match = index;
    });
    if (match >= 0) return { kind: 'ok', id: -(match + 1), name: `--token ${match + 1}`, rateLimit: null };
    return verify(token);
  };
}
