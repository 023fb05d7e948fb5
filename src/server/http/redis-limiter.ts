import { Redis } from 'ioredis';
import { BURST_FACTOR, verdictAt, type RateLimiter } from './rate-limit';

/**
 * The same token bucket as the memory limiter, kept in Redis and updated atomically by one
 * script, on Redis's clock: every replica draws from one bucket per key. Returns the level
 * before taking (as text: Lua numbers become integers on the way back).
 */
const TAKE = `
local rate = tonumber(ARGV[1])
local capacity = rate * tonumber(ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + tonumber(t[2]) / 1000
local saved = redis.call('HMGET', KEYS[1], 'level', 'at')
local level = tonumber(saved[1]) or capacity
local at = tonumber(saved[2]) or now
level = math.min(capacity, level + math.max(0, now - at) / 1000 * rate)
local before = level
if level >= 1 then level = level - tonumber(ARGV[3]) end
redis.call('HSET', KEYS[1], 'level', tostring(level), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(capacity / rate * 1000) + 1000)
return tostring(before)
`;

export interface RedisLimiterOptions {
  readonly url: string;
  /** Used while Redis cannot be reached, so a Redis outage never refuses every request. */
  readonly fallback: RateLimiter;
  readonly log?: (line: string) => void;
  /** Longest wait for Redis on a request before the local limit decides, in ms. */
  readonly timeoutMs?: number;
}

export interface RedisLimiter extends RateLimiter {
  /** Resolves once connected, or false after `ms` (requests meanwhile use the local buckets). */
  connected(ms: number): Promise<boolean>;
  close(): Promise<void>;
}

type WithTake = Redis & { farhangTake(key: string, rate: string, burst: string, cost: string): Promise<string> };

/** A fleet-wide limiter on Redis, falling back to this process's own buckets when Redis fails. */
export function createRedisLimiter(options: RedisLimiterOptions): RedisLimiter {
  const redis = new Redis(options.url, {
    // Fail fast while disconnected instead of queueing requests behind a reconnect.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: options.timeoutMs ?? 250,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
    lazyConnect: false,
  }) as WithTake;
  redis.defineCommand('farhangTake', { numberOfKeys: 1, lua: TAKE });
  let local = false;
  const fallBack = (error: unknown): void => {
    if (!local) options.log?.(`rate limits are local to this replica: Redis failed (${String(error)})`);
    local = true;
  };
  redis.on('error', fallBack);
  // Before the first connection there is nothing to fall back from yet: no log line per request.
  let connectedOnce = false;
  redis.on('ready', () => {
    connectedOnce = true;
    if (local) options.log?.('rate limits are shared through Redis again');
    local = false;
  });
  return {
    async consume(key, perSecond, cost = 1) {
      if (perSecond <= 0) return { ok: true };
      if (redis.status !== 'ready') {
        if (connectedOnce) fallBack(`connection ${redis.status}`);
        return options.fallback.consume(key, perSecond, cost);
      }
      try {
        const level = Number(
          await redis.farhangTake(`farhang:rate:${key}`, String(perSecond), String(BURST_FACTOR), String(cost)),
        );
        return verdictAt(level, perSecond);
      } catch (error) {
        fallBack(error);
        return options.fallback.consume(key, perSecond, cost);
      }
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
