/**
 * `npm run bench:fleet`: requests/s through nginx (deploy/'s config) with 1, 2 and 3 replicas
 * sharing PostgreSQL and Redis, the p99 of one token check with the cache warm (target ≤ 5 µs,
 * no database call) and cold (a PostgreSQL query), whether 30,000 made-up ids push known tokens
 * out of the cache, how soon every replica refuses a revoked token, and the figures of
 * hostile-figures.ts. Starts the servers as the fleet test does. On one machine the replicas share
 * its cores: more replicas show the cost of sharing, not a real fleet's scaling; read the figures
 * side by side, run back to back.
 *
 *   npm run bench:fleet [-- --seconds 5 --connections 32]
 */
import { progressOf } from './bench/progress';
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { openState } from '../src/server/state/open-state';
import { cli, startReplica, type Replica } from './fleet/replicas';
import { outageFlood, productFlood, wrongTokens } from './fleet/hostile-figures';
import { startNginx, startPostgres, startRedis } from './fleet/servers';
import { revocationReach } from './fleet/revocation-figure';
import { freePort } from './service/free-port';
import { option } from './bench/number-option';
import { percentile } from './bench/percentile';

const seconds = option('seconds', 5);
const connections = option('connections', 32);

function micro(ms: number): string {
  return `${(ms * 1000).toFixed(2)} µs`;
}

async function newToken(url: string, name: string): Promise<string> {
  const match = /^token \d+ \(.*\): (\S+)$/m.exec(await cli(['token', 'create', '--name', name, '--state', url]));
  if (match?.[1] === undefined) throw new Error('token create printed no token');
  return match[1];
}

/** p50/p99 of `verify` on a cold cache (each a PostgreSQL query), then warm (every answer at once). */
async function tokenChecks(url: string): Promise<void> {
  const maker = await openState(
    url,
    () => {
      throw new Error('no SQLite here');
    },
    { cache: false },
  );
  const tokens: string[] = [];
  for (let i = 0; i < 500; i++) tokens.push((await maker.tokens.create({ name: `bench-check-${i}` })).token);
  await maker.close();
  const state = await openState(
    url,
    () => {
      throw new Error('no SQLite here');
    },
    { cache: true },
  );
  try {
    const cold: number[] = [];
    for (const token of tokens) {
      const started = performance.now();
      await state.tokens.verify(token);
      cold.push(performance.now() - started);
    }
    // Let the LISTEN connection and the first change check settle, then fill the cache once.
    await new Promise((done) => setTimeout(done, 3_000));
    for (const token of tokens) await state.tokens.verify(token);
    const warm: number[] = [];
    let later = 0;
    for (let round = 0; round < 200_000; round++) {
      const token = tokens[round % tokens.length] ?? '';
      const started = performance.now();
      const verdict = state.tokens.verify(token);
      warm.push(performance.now() - started);
      if (verdict instanceof Promise) later += 1;
    }
    // A flood of made-up ids, then the known tokens again: none should need the database.
    for (let id = 10_000_000; id < 10_030_000; id++) await state.tokens.verify(`${id}.${'M'.repeat(40)}`);
    let evicted = 0;
    for (const token of tokens) if (state.tokens.verify(token) instanceof Promise) evicted += 1;
    console.log(
      `after 30,000 made-up ids, ${evicted} of ${tokens.length} known tokens went to the database (target 0)`,
    );
    warm.sort((a, b) => a - b);
    cold.sort((a, b) => a - b);
    console.log(
      `token check, cache warm: p50 ${micro(percentile(warm, 0.5))} · p99 ${micro(percentile(warm, 0.99))} ` +
        `over ${warm.length} checks · ${later} went to the database (target p99 ≤ 5 µs, 0)`,
    );
    console.log(
      `token check, cache cold: p50 ${micro(percentile(cold, 0.5))} · p99 ${micro(percentile(cold, 0.99))} ` +
        `over ${cold.length} first checks (one PostgreSQL query each)`,
    );
  } finally {
    await state.close();
  }
}

async function throughNginx(ports: readonly number[], token: string): Promise<void> {
  const nginx = await startNginx(ports);
  try {
    const result = await autocannon({
      url: `${nginx.url}/v3/word?token=${token}&db=moein&num=1&title=${encodeURIComponent('امید')}`,
      connections,
      duration: seconds,
    });
    console.log(
      `${ports.length} replica(s) through nginx: ${Math.round(result.requests.average)} req/s · ` +
        `p50 ${result.latency.p50} ms · p99 ${result.latency.p99} ms · non-2xx ${result.non2xx} · errors ${result.errors}`,
    );
  } finally {
    await nginx.stop();
  }
}

const progress = progressOf('bench:fleet');
progress('starting PostgreSQL, Redis and three replicas');
const postgres = await startPostgres();
const redis = await startRedis();
const replicas: Replica[] = [];
try {
  console.log(`bench:fleet · ${cpus().length} cores shared with whatever else runs · load ${loadavg()[0]?.toFixed(2)}`);
  const dir = mkdtempSync(join(tmpdir(), 'farhang-bench-fleet-'));
  const ports = [await freePort(), await freePort(), await freePort()];
  for (const [index, port] of ports.entries()) {
    const replica = startReplica(port, [
      ...['--db', join(dir, `replica-${index}.db`), '--rate-limit', '0'],
      ...['--state', postgres.url, '--rate-store', redis.url],
    ]);
    replicas.push(replica);
    await replica.ready();
  }
  progress('token checks against PostgreSQL');
  await tokenChecks(postgres.url);
  const token = await newToken(postgres.url, 'bench');
  progress('a token revoked on one machine, asked of every replica');
  await revocationReach(ports, postgres.url);
  progress('hostile traffic against one replica');
  await productFlood(ports[0] ?? 0, postgres.url, await newToken(postgres.url, 'bench-names'));
  await outageFlood(ports[0] ?? 0, postgres, await newToken(postgres.url, 'bench-outage'));
  for (const count of [1, 2, 3]) {
    progress(`${count} replica(s) through nginx for ${seconds} s`);
    await throughNginx(ports.slice(0, count), token);
  }
  // Last: it spends this client's guess share, which nginx's requests come from too.
  await wrongTokens(ports[0] ?? 0);
} finally {
  await Promise.all(replicas.map((replica) => replica.stop('SIGTERM')));
  await redis.stop();
  postgres.stop();
}
