import { createMemoryLimiter, type RateLimiter } from '../http/rate-limit';
import { createRedisLimiter } from '../http/redis-limiter';
import type { Printer } from './load-data';

/**
 * The rate limiter, chosen once: Redis shared by the fleet when `url` is given (this process's
 * buckets while Redis cannot be reached), else this process's memory, as before.
 */
export function openLimiter(url: string | undefined, print: Printer): RateLimiter & { close(): Promise<void> } {
  const local = createMemoryLimiter();
  if (url === undefined)
    return { consume: (key, perSecond) => local.consume(key, perSecond), close: async () => undefined };
  print.err('rate limits are shared by the fleet through Redis');
  return createRedisLimiter({ url, fallback: local, log: print.err });
}
