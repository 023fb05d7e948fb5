import type { RateLimiter } from '../ports/rate-limiter';
import { createMemoryLimiter } from '../state/memory-limiter';
import type { Printer } from './load-data';

const CONNECT_WAIT_MS = 2_000;

/**
 * The rate limiter, chosen once: Redis shared by the fleet when `url` is given (this process's
 * budgets while Redis cannot be reached), else this process's memory, as before.
 */
export async function openLimiter(
  url: string | undefined,
  print: Printer,
): Promise<RateLimiter & { close(): Promise<void> }> {
  if (url === undefined) {
    const local = createMemoryLimiter();
    return { consume: (key, perSecond, cost) => local.consume(key, perSecond, cost), close: async () => undefined };
  }
  // Loaded only for a fleet: a lone service never loads the Redis client (nor its start-up cost).
  const { createRedisLimiter } = await import('../state/redis/redis-limiter');
  const limiter = createRedisLimiter({ url, log: print.err });
  // A replica starts even when Redis is down: it limits locally until Redis answers.
  const connected = await limiter.connected(CONNECT_WAIT_MS);
  print.err(
    connected
      ? 'rate limits are shared by the fleet through Redis'
      : 'Redis cannot be reached yet: rate limits are local to this replica until it can',
  );
  return limiter;
}
