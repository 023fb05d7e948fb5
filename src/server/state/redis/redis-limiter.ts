import { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import type { RateLimiter } from '../../ports/rate-limiter';
import { createMemoryLimiter, perRate, verdictOf, windowOf } from '../memory-limiter';

/** Where the buckets live in Redis: `farhang:rate:<perSecond>:<key>`, each window its key's time to live. */
export const RATE_KEY_PREFIX = 'farhang:rate';

export interface RedisLimiterOptions {
  readonly url: string;
  readonly log?: (line: string) => void;
  /** Longest wait for Redis on a request before the local limit decides, in ms. */
  readonly timeoutMs?: number;
}

export interface RedisLimiter extends RateLimiter {
  /** Resolves once connected, or false after `ms` (requests meanwhile use the local budgets). */
  connected(ms: number): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * A fleet-wide limiter: rate-limiter-flexible's Redis store, every replica counting in one
 * budget per key. While Redis cannot be reached, the library's insurance limiter (this process's
 * memory) decides, so a Redis outage never refuses every request.
 */
export function createRedisLimiter(options: RedisLimiterOptions): RedisLimiter {
  const redis = new Redis(options.url, {
    // Fail fast while disconnected instead of queueing requests behind a reconnect.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: options.timeoutMs ?? 250,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
    lazyConnect: false,
  });
  const local = createMemoryLimiter();
  const of = perRate(
    (perSecond) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${RATE_KEY_PREFIX}:${perSecond}`,
        ...windowOf(perSecond),
        rejectIfRedisNotReady: true,
        insuranceLimiter: local.of(perSecond),
      }),
  );
  let shared = false;
  const goLocal = (why: string): void => {
    if (shared) options.log?.(`rate limits are local to this replica: Redis failed (${why})`);
    shared = false;
  };
  redis.on('error', (error: unknown) => goLocal(String(error)));
  // A Redis that stops cleanly closes the connection without an error.
  redis.on('close', () => goLocal('connection closed'));
  let connectedOnce = false;
  redis.on('ready', () => {
    if (connectedOnce) options.log?.('rate limits are shared through Redis again');
    connectedOnce = true;
    shared = true;
  });
  return {
    consume(key, perSecond, cost = 1) {
      if (perSecond <= 0) return { ok: true };
      return verdictOf(of(perSecond), key, cost);
    },
    async connected(ms) {
      if (redis.status === 'ready') return true;
      return new Promise((done) => {
        const timer = setTimeout(() => done(false), ms);
        redis.once('ready', () => {
          clearTimeout(timer);
          done(true);
        });
      });
    },
    async close() {
      redis.disconnect();
    },
  };
}
