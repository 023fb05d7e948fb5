/**
 * bench:fleet's figures for hostile traffic against one replica on PostgreSQL: what a flood of
 * new product names leaves in the counts and how soon, how fast counts held through an outage
 * are written, and how many of 300 wrong tokens from one client get an answer.
 */
import pg from 'pg';
import { get, sleep } from './replicas';
import type { Postgres } from './servers';

/** `total` requests to `port`, `concurrency` at a time, the i-th to `target(i)`; statuses counted. */
async function send(port: number, total: number, concurrency: number, target: (i: number) => string) {
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < total) {
      const i = next++;
      const { status } = await get(port, target(i));
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return statuses;
}

/** Rows and requests PostgreSQL holds for token `id`. */
async function countsOf(url: string, id: number): Promise<{ rows: number; requests: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ rows: string; requests: string | null }>(
      'SELECT count(*) AS rows, sum(count) AS requests FROM farhang_request_counts WHERE token_id = $1',
      [id],
    );
    return { rows: Number(rows[0]?.rows ?? 0), requests: Number(rows[0]?.requests ?? 0) };
  } finally {
    await client.end();
  }
}

/** Ms until the token's counts reach `requests` (polled every 50 ms, up to 30 s). */
async function untilWritten(url: string, id: number, requests: number): Promise<number> {
  const started = performance.now();
  while ((await countsOf(url, id).catch(() => ({ requests: 0 }))).requests < requests) {
    if (performance.now() - started > 30_000) return Infinity;
    await sleep(50);
  }
  return performance.now() - started;
}

const search = (token: string, product: string): string =>
  `/v3/search?token=${token}&product=${product}&q=${encodeURIComponent('امید')}`;
const idOf = (token: string): number => Number(token.split('.')[0]);

export async function productFlood(port: number, url: string, token: string): Promise<void> {
  const started = performance.now();
  const statuses = await send(port, 20_000, 32, (i) => search(token, `flood-${i}`));
  const seconds = (performance.now() - started) / 1000;
  const ms = await untilWritten(url, idOf(token), statuses.get(200) ?? 0);
  const { rows, requests } = await countsOf(url, idOf(token));
  console.log(
    `20,000 requests, each a new product, in ${seconds.toFixed(1)} s: ${rows} rows of counts for the token, ` +
      `its ${requests} requests all written ${Math.round(ms)} ms after the last answer`,
  );
}

export async function outageFlood(port: number, postgres: Postgres, token: string): Promise<void> {
  await get(port, search(token, 'warm'));
  await sleep(1_500);
  postgres.stop();
  let statuses: Map<number, number>;
  try {
    statuses = await send(port, 5_000, 32, (i) => search(token, `outage-${i}`));
  } finally {
    postgres.start();
  }
  const ms = await untilWritten(postgres.url, idOf(token), (statuses.get(200) ?? 0) + 1);
  console.log(
    `PostgreSQL stopped through 5,000 requests (${statuses.get(200) ?? 0} answered 200): all counted ` +
      `${Math.round(ms)} ms after pg_ctl start -w returned (target ≤ 5,000 ms)`,
  );
}

export async function wrongTokens(port: number): Promise<void> {
  const statuses = await send(port, 300, 32, (i) => search(`${900_000 + i}.${'W'.repeat(40)}`, 'guess'));
  console.log(
    `300 wrong tokens from one client with --rate-limit 0: ${statuses.get(401) ?? 0} answered 401, ` +
      `${statuses.get(403) ?? 0} refused 403 (the client's guess share spent)`,
  );
}
