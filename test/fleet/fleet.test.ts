/**
 * Three replicas behind nginx, sharing tokens and counts through PostgreSQL and rate limits
 * through Redis — all real servers, started here. One fleet serves the tests in order (starting
 * it costs seconds); each test uses its own tokens and product names, so none reads another's.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import pg from 'pg';
import { Redis } from 'ioredis';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createRedisLimiter, RATE_KEY_PREFIX, type RedisLimiter } from '../../src/server/state/redis/redis-limiter';
import { tokenKey } from '../../src/server/api/rate-limit';
import { openState } from '../../src/server/state/open-state';
import { inTransaction } from '../../src/server/state/pg/pg-schema';
import { limiterContract, type LimiterClock } from '../unit/server/state/limiter-contract';
import { tokenStoreContract } from '../unit/server/state/token-store-contract';
import { countStoreContract } from '../unit/server/state/count-store-contract';
import { cli, get, load, sleep, startReplica, type Answer, type Replica } from '../../scripts/fleet/replicas';
import { freePort } from '../../scripts/service/free-port';
import { WAIT_STARTING_S } from '../../src/shared/wire/waits';
import { writeBigDictionary } from '../contract/data-safety-cli';
import { startNginx, startPostgres, startRedis, type Postgres, type Spawned } from '../../scripts/fleet/servers';

let postgres: Postgres;
let redis: Spawned;
/** The test's own connection to the fleet's Redis, to read and move the buckets' windows. */
let store: Redis;
let nginx: Awaited<ReturnType<typeof startNginx>>;
const replicas: Replica[] = [];
const ports: number[] = [];
let replicaArgs: (index: number) => string[];
const limiters: RedisLimiter[] = [];

const WORD = encodeURIComponent('امید');

async function createToken(name: string, rateLimit?: number): Promise<{ id: number; token: string }> {
  const limit = rateLimit === undefined ? [] : ['--rate-limit', String(rateLimit)];
  const out = await cli(['token', 'create', '--name', name, ...limit, '--state', postgres.url]);
  const match = /^token (\d+) \(.*\): (\S+)$/m.exec(out);
  if (match?.[1] === undefined || match[2] === undefined) throw new Error(`token create printed: ${out}`);
  return { id: Number(match[1]), token: match[2] };
}

function search(token: string, product: string): string {
  return `/v3/search?token=${token}&product=${product}&q=${WORD}`;
}

/** Requests counted for `product` with `code`, as `stats --state` prints them. */
async function counted(product: string, code: number): Promise<number> {
  const out = await cli(['stats', '--state', postgres.url]);
  const perProduct = out.split('per token')[0] ?? '';
  const match = new RegExp(`^${product}\\s+${code}\\s+(\\d+)\\s*$`, 'm').exec(perProduct);
  return match?.[1] === undefined ? 0 : Number(match[1]);
}

async function restart(index: number): Promise<void> {
  const replica = startReplica(ports[index] ?? 0, replicaArgs(index));
  replicas[index] = replica;
  await replica.ready();
}

beforeAll(async () => {
  postgres = await startPostgres();
  redis = await startRedis();
  store = new Redis(redis.url);
  const dir = mkdtempSync(join(tmpdir(), 'farhang-fleet-'));
  for (let i = 0; i < 3; i++) ports.push(await freePort());
  replicaArgs = (index) => [
    // Each replica keeps its own copy of the read-only data; only the small state is shared.
    ...['--db', join(dir, `replica-${index}.db`), '--rate-limit', '0'],
    ...['--state', postgres.url, '--rate-store', redis.url],
    // Every client comes through nginx: its X-Forwarded-For names them, and it has no connection cap.
    ...['--trust-proxy', '127.0.0.1'],
  ];
  await Promise.all([0, 1, 2].map(restart));
  nginx = await startNginx(ports);
});

afterAll(async () => {
  await Promise.all(limiters.map((limiter) => limiter.close()));
  store?.disconnect();
  await Promise.all(replicas.map((replica) => replica.stop('SIGKILL')));
  await nginx?.stop();
  await redis?.stop();
  postgres?.stop();
});

test('a token made with token create --state works on every replica; revoked on one machine, all three refuse it', async () => {
  const { id, token } = await createToken('revoke-me');
  for (const port of ports) expect((await get(port, search(token, 'revoke'))).status).toBe(200);
  await cli(['token', 'revoke', String(id), '--state', postgres.url]);
  // How soon (a second, as the token cache asks what changed) is a figure bench:fleet prints.
  const refused = await Promise.all(
    ports.map(async (port) => {
      // Each replica asked as a client of its own: wrong tokens from one client are slowed fleet-wide.
      const client = { 'X-Forwarded-For': `198.51.100.${port % 250}` };
      for (let tries = 0; tries < 500; tries += 1) {
        const { status } = await get(port, search(token, 'revoke'), client);
        if (status !== 200) return status;
        await sleep(20);
      }
      return 200;
    }),
  );
  expect(refused).toEqual([401, 401, 401]);
});

test('a token limited to 5/s, sent to all three replicas, gets the burst of one service, not three times it', async () => {
  const perSecond = 5;
  const { id, token } = await createToken('limited', perSecond);
  // The window is the bucket's time to live on Redis's clock: held open a minute, what is granted
  // depends on no clock. One bucket grants its burst (2 × 5); three local ones would grant 30.
  const bucket = `${RATE_KEY_PREFIX}:${perSecond}:${tokenKey(id)}`;
  await store.set(bucket, 0, 'PX', 60_000);
  const sendTen = async (port: number): Promise<number[]> => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await get(port, search(token, 'limited'))).status);
    return statuses;
  };
  const statuses = (await Promise.all(ports.map(sendTen))).flat();
  expect(statuses.filter((status) => status === 200)).toHaveLength(2 * perSecond);
  expect(statuses.filter((status) => status === 403)).toHaveLength(30 - 2 * perSecond);
  await store.del(bucket);
});

test('stats --state adds up what every replica answered, to the request', async () => {
  const { token } = await createToken('counted');
  const runs = await Promise.all(ports.map((port) => load(port, search(token, 'counted'), 2, sleep(1_000))));
  const sent = runs.reduce((sum, run) => sum + (run.statuses.get(200) ?? 0), 0);
  expect(runs.flatMap((run) => run.failures)).toEqual([]);
  // Each replica writes its counts at least once a second.
  await sleep(1_500);
  expect(await counted('counted', 200)).toBe(sent);
});

test('through nginx, kill -9 of one replica and then a rolling restart of all three lose no request', async () => {
  const { token } = await createToken('rolling');
  let finish = (): void => undefined;
  const stopped = new Promise<void>((done) => (finish = done));
  const loaded = load(nginx.port, search(token, 'rolling'), 6, stopped);
  await sleep(500);
  await replicas[1]?.stop('SIGKILL');
  await sleep(1_000);
  await restart(1);
  // As the README's rolling restart says: once a replica is ready, wait out nginx's fail_timeout
  // (2 s), in which it may still count the replica as down, before stopping the next one.
  await sleep(2_500);
  for (const index of [0, 1, 2]) {
    const code = await replicas[index]?.stop('SIGTERM');
    expect(code).toBe(0);
    await restart(index);
    await sleep(2_500);
  }
  finish();
  const tally = await loaded;
  expect(tally.failures).toEqual([]);
  expect([...tally.statuses.keys()]).toEqual([200]);
  expect(tally.total()).toBeGreaterThan(100);
  // The access log of deploy/'s config records the requests, never their token.
  expect(nginx.accessLog()).toContain('GET /v3/search');
  expect(nginx.accessLog()).not.toContain(token);
});

test('PostgreSQL stopped mid-load: cached tokens keep their answers, unknown ones get a JSON 503, and the counts arrive once it is back', async () => {
  const { token } = await createToken('outage');
  let finish = (): void => undefined;
  const stopped = new Promise<void>((done) => (finish = done));
  const loaded = load(nginx.port, search(token, 'outage'), 4, stopped);
  await sleep(500);
  postgres.stop();
  try {
    await sleep(1_500);
    for (const port of ports) {
      const unknown = await get(port, search(`999999.${'A'.repeat(40)}`, 'outage-unknown'));
      expect(unknown.status).toBe(503);
      expect(unknown.headers['retry-after']).toMatch(/^\d+$/);
      expect(JSON.parse(unknown.body)).toMatchObject({ response: { status: false, code: 503, error: 'unavailable' } });
      const ready = await get(port, '/readyz');
      expect(JSON.parse(ready.body)).toMatchObject({ ready: true, state: 'unreachable; serving cached tokens' });
    }
    await sleep(500);
  } finally {
    postgres.start();
    await sleep(1_000);
    finish();
  }
  const tally = await loaded;
  expect(tally.failures).toEqual([]);
  expect([...tally.statuses.keys()]).toEqual([200]);
  // Kept in memory while PostgreSQL was away, written when it came back.
  await sleep(2_500);
  expect(await counted('outage', 200)).toBe(tally.statuses.get(200));
});

test("PostgreSQL stopped: one client's made-up tokens get JSON 503s through nginx and leave no replica out; another client's reads all get 200", async () => {
  const { token } = await createToken('steady');
  // Every replica has the reader's token in its cache: asked once the new row is past the cache's
  // 2 s look-back at changes, which would drop a row fetched while it looked.
  await sleep(2_500);
  for (const port of ports) expect((await get(port, search(token, 'steady'))).status).toBe(200);
  const guesser = { 'X-Forwarded-For': '198.51.100.66' };
  const reader = { 'X-Forwarded-For': '203.0.113.5' };
  const madeUp: Answer[] = [];
  const reads: Answer[] = [];
  postgres.stop();
  try {
    await sleep(1_000);
    let reading = true;
    const guessing = (async () => {
      for (let i = 0; reading; i += 1) {
        madeUp.push(await get(nginx.port, search(`${900_000 + i}.${'M'.repeat(40)}`, 'made-up'), guesser));
        await sleep(100);
      }
    })();
    await sleep(300);
    for (let i = 0; i < 20; i += 1) {
      reads.push(await get(nginx.port, search(token, 'steady'), reader));
      await sleep(100);
    }
    reading = false;
    await guessing;
  } finally {
    postgres.start();
  }
  // A refused read shows its body: whose 503 it was (a replica's, or nginx's for no replica).
  expect(reads.map((read) => (read.status === 200 ? 200 : read.body))).toEqual(reads.map(() => 200));
  expect(reads).toHaveLength(20);
  expect(madeUp.length).toBeGreaterThan(10);
  for (const answer of madeUp) {
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toMatch(/^\d+$/);
    expect(JSON.parse(answer.body)).toMatchObject({ response: { code: 503, error: 'unavailable' } });
  }
});

test('through nginx, a replica restarted onto new data is left out while it loads, and no request is lost', async () => {
  const { token } = await createToken('loading');
  const dir = mkdtempSync(join(tmpdir(), 'farhang-loading-'));
  const big = join(dir, 'big.jsonl');
  // Large enough that the import takes seconds; the sample's words come with it, so it answers the same.
  await writeBigDictionary(big, 40_000, 4);
  const sample = readdirSync('data')
    .filter((name) => name.endsWith('.jsonl'))
    .flatMap((name) => ['--data', join('data', name)]);
  let finish = (): void => undefined;
  const stopped = new Promise<void>((done) => (finish = done));
  const loaded = load(nginx.port, search(token, 'loading'), 4, stopped);
  await sleep(500);
  await replicas[2]?.stop('SIGKILL');
  const loading = startReplica(ports[2] ?? 0, [
    ...replicaArgs(2).map((arg) => (arg.endsWith('replica-2.db') ? join(dir, 'new.db') : arg)),
    ...['--data', big, ...sample],
  ]);
  replicas[2] = loading;
  await loading.ready();
  await sleep(2_500);
  finish();
  const tally = await loaded;
  expect(tally.failures).toEqual([]);
  expect([...tally.statuses.keys()]).toEqual([200]);
  // nginx did ask it while it loaded, and was turned away to another replica.
  expect(loading.stdout()).toMatch(/"status":0,.*still loading/);
  await loading.stop('SIGTERM');
  await restart(2);
  await sleep(2_500);
});

test('with no replica to answer, nginx says so as the service would: a JSON 503 for the API, a Persian page for pages', async () => {
  const { token } = await createToken('none-left');
  await Promise.all(replicas.map((replica) => replica.stop('SIGKILL')));
  try {
    const api = await get(nginx.port, search(token, 'none-left'));
    expect(api.status).toBe(503);
    expect(api.headers['retry-after']).toBe(String(WAIT_STARTING_S));
    expect(JSON.parse(api.body)).toMatchObject({ response: { status: false, code: 503, error: 'unavailable' } });
    const page = await get(nginx.port, '/search?q=x', { Accept: 'text/html' });
    expect(page.status).toBe(503);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['retry-after']).toBe(String(WAIT_STARTING_S));
    expect(page.body).toContain('سرویس فعلاً در دسترس نیست');
  } finally {
    await Promise.all([0, 1, 2].map(restart));
    await sleep(2_500);
  }
  expect((await get(nginx.port, search(token, 'none-left'))).status).toBe(200);
});

/** The counts PostgreSQL holds for token `id`, by product. */
async function countsOf(id: number): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ product: string; count: string }>(
      'SELECT product, sum(count) AS count FROM farhang_request_counts WHERE token_id = $1 GROUP BY product',
      [id],
    );
    return new Map(rows.map((row) => [row.product, Number(row.count)]));
  } finally {
    await client.end();
  }
}

test('PostgreSQL stopped through a flood of new product names: once it is back every request is written, as 100 names and (other)', async () => {
  const { id, token } = await createToken('names');
  const port = ports[0] ?? 0;
  // A NUL, which PostgreSQL's text refuses, is left out of the name rather than stop every write.
  expect((await get(port, search(token, 'warm%00'))).status).toBe(200);
  postgres.stop();
  let sent = 1;
  try {
    for (let batch = 0; batch < 30; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => get(port, search(token, `made-up-${batch}-${i}`))),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
      sent += answers.length;
    }
  } finally {
    postgres.start();
  }
  // How soon they are written (target 5 s) is a figure bench:fleet prints; here, that all are.
  let counts = await countsOf(id);
  const total = (): number => [...counts.values()].reduce((sum, n) => sum + n, 0);
  for (let tries = 0; total() < sent && tries < 100; tries += 1) {
    await sleep(100);
    counts = await countsOf(id);
  }
  expect(total()).toBe(sent);
  expect(counts.size).toBe(101);
  expect(counts.get('(other)')).toBe(sent - 100);
  expect(counts.get('warm')).toBe(1);
});

test('PostgreSQL stopped: a replica started with --state-stale 5 serves a cached token 5 s, then answers it with a JSON 503 until PostgreSQL is back', async () => {
  const { token } = await createToken('stale');
  const dir = mkdtempSync(join(tmpdir(), 'farhang-stale-'));
  const replica = startReplica(await freePort(), [
    ...['--db', join(dir, 'stale.db'), '--rate-limit', '0', '--state-stale', '5'],
    ...['--state', postgres.url, '--trust-proxy', '127.0.0.1'],
  ]);
  await replica.ready();
  // A new database imports the sample after the replica listens: ask only once /readyz says it is in.
  for (let waited = 0; (await get(replica.port, '/readyz')).status !== 200 && waited < 30_000; waited += 100) {
    await sleep(100);
  }
  // A connection of its own each time: one kept alive through the 6 s pause may be closed by the
  // server (5 s idle) just as it is reused.
  const fresh = { connection: 'close' };
  try {
    expect((await get(replica.port, search(token, 'stale'), fresh)).status).toBe(200);
    postgres.stop();
    try {
      // Stopping PostgreSQL takes a moment of its own, well inside the 5 s.
      expect((await get(replica.port, search(token, 'stale'), fresh)).status).toBe(200);
      await sleep(6_000);
      const refused = await get(replica.port, search(token, 'stale'), fresh);
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(JSON.parse(refused.body)).toMatchObject({ response: { code: 503, error: 'unavailable' } });
      const ready = await get(replica.port, '/readyz', fresh);
      expect(JSON.parse(ready.body)).toMatchObject({ state: 'unreachable; cached tokens expired' });
    } finally {
      postgres.start();
    }
    for (let tries = 0; tries < 100; tries += 1) {
      if ((await get(replica.port, search(token, 'stale'), fresh)).status === 200) break;
      await sleep(100);
    }
    expect((await get(replica.port, search(token, 'stale'), fresh)).status).toBe(200);
    expect(replica.stderr()).toContain('cached tokens expired');
  } finally {
    await replica.stop('SIGKILL');
  }
});

test('PostgreSQL ending a connection in the middle of a transaction fails that write, and the process goes on', async () => {
  const pool = new pg.Pool({ connectionString: postgres.url, max: 1 });
  pool.on('error', () => undefined);
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  try {
    const write = inTransaction(pool, async (client) => {
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid]);
      // PostgreSQL's goodbye arrives while this connection runs no query, as between two statements.
      await sleep(300);
      await client.query('SELECT 1');
    });
    await expect(write).rejects.toThrow();
    // The broken connection was thrown away: the pool's one connection is a new one.
    expect((await pool.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  } finally {
    await admin.end();
    await pool.end();
  }
});

/** A limiter on the test's Redis, connected (before that it would answer from its local buckets). */
async function redisLimiter(): Promise<RedisLimiter> {
  const limiter = createRedisLimiter({ url: redis.url });
  limiters.push(limiter);
  if (!(await limiter.connected(5_000))) throw new Error('Redis did not answer');
  return limiter;
}

let next = 0;
const freshKey = (): string => `contract:${Date.now()}:${(next += 1)}`;

/**
 * Redis keeps each window as its bucket's time to live, on its own clock: the test moves time on
 * by running the contract's buckets down (a bucket run out is gone, as Redis would drop it).
 */
const redisClock: LimiterClock = {
  start: () => undefined,
  advance: async (ms) => {
    const buckets = await store.keys(`${RATE_KEY_PREFIX}:*:contract:*`);
    for (const bucket of buckets) {
      const left = (await store.pttl(bucket)) - ms;
      await (left > 0 ? store.pexpire(bucket, left) : store.del(bucket));
    }
  },
  stop: () => undefined,
};
limiterContract('redis', redisLimiter, freshKey, redisClock);

test('redis: two limiters, as on two replicas, draw from one bucket', async () => {
  const [a, b] = [await redisLimiter(), await redisLimiter()];
  const key = freshKey();
  // Its window held open a minute, so the count depends on no clock.
  await store.set(`${RATE_KEY_PREFIX}:2:${key}`, 0, 'PX', 60_000);
  const verdicts = [];
  for (let i = 0; i < 5; i++) verdicts.push((await a.consume(key, 2)).ok, (await b.consume(key, 2)).ok);
  expect(verdicts.filter(Boolean)).toHaveLength(4);
});

test("redis stopped: the limiter falls back to this process's buckets instead of refusing every request", async () => {
  const own = await startRedis();
  const lines: string[] = [];
  const limiter = createRedisLimiter({
    url: own.url,
    log: (line) => lines.push(line),
  });
  limiters.push(limiter);
  expect(await limiter.connected(5_000)).toBe(true);
  await own.stop();
  const key = freshKey();
  const verdicts = [];
  for (let i = 0; i < 10; i++) verdicts.push((await limiter.consume(key, 1)).ok);
  // The local budget's burst of 2, then its refusals: neither all refused nor all let through.
  expect(verdicts.slice(0, 3)).toEqual([true, true, false]);
  expect(lines.join('\n')).toContain('rate limits are local to this replica');
});

countStoreContract('postgres', async () => {
  const state = await openState(
    postgres.url,
    () => {
      throw new Error('the fleet test keeps no counts in SQLite');
    },
    { cache: false },
  );
  return { counts: state.counts, close: () => state.close() };
});

// Directly on PostgreSQL (no cache): the replicas' cache is what the revocation test above checks.
tokenStoreContract('postgres', async () => {
  const state = await openState(
    postgres.url,
    () => {
      throw new Error('the fleet test keeps no tokens in SQLite');
    },
    { cache: false },
  );
  return { store: state.tokens, close: () => state.close() };
});
