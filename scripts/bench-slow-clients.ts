/**
 * `npm run bench:slow-clients [-- --clients N --seconds S]` — do slow clients (slowloris) slow
 * everyone else? Starts the real service on the sample dictionaries with the limits `serve` runs
 * with, times plain suggests one after another for S seconds (default 3) alone, then again while
 * N clients (default 40) each dribble a request head a byte a second that never ends, until the
 * service has cut every one of them off. Prints p50/p99/max of the plain requests both ways, how
 * many were not answered 200, and how long each slow client was held before it was cut off.
 * `npm test` checks only that they are cut off and the others answered (fuzz-slow-headers).
 */
import { Agent } from 'node:http';
import { connect } from 'node:net';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_DEFAULTS } from '../src/server/serving/server-options';
import { getStatus } from './bench/get-status';
import { option } from './bench/number-option';
import { percentile } from './bench/percentile';
import { spawnService } from './service/spawn-service';
import { loadAverage } from './bench/load-average';

const clients = option('clients', 40);
const seconds = option('seconds', 3, 'positive number');
const TOKEN = 'bench-slow-clients-token';
const PLAIN = `/v3/suggest?q=${encodeURIComponent('امی')}&token=${TOKEN}`;

/** Opens a connection that sends a head a byte a second and never ends it; settles with its lifetime in ms. */
function dribble(url: URL): Promise<number> {
  const head = `GET /v3/suggest?q=a&token=${TOKEN} HTTP/1.1\r\nHost: ${url.host}\r\nX-Slow: `;
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    const started = performance.now();
    let sent = 0;
    const timer = setInterval(() => {
      if (!socket.destroyed) socket.write(head[sent] ?? 'z');
      sent += 1;
    }, 1000);
    socket.on('error', () => undefined);
    socket.resume();
    socket.once('close', () => {
      clearInterval(timer);
      resolve(performance.now() - started);
    });
  });
}

/** Plain suggests on one kept-alive connection until `done()`: each one's time in ms, and the failures. */
async function plainWhile(url: URL, done: () => boolean): Promise<{ ms: number[]; failed: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const ms: number[] = [];
  let failed = 0;
  while (!done()) {
    const t = performance.now();
    const status = await getStatus(agent, url, PLAIN).catch(() => 0);
    if (status === 200) ms.push(performance.now() - t);
    else failed += 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  agent.destroy();
  return { ms: ms.sort((a, b) => a - b), failed };
}

const figures = ({ ms, failed }: { ms: number[]; failed: number }): string =>
  `${String(ms.length).padStart(5)} answered, ${failed} not 200; ` +
  `p50 ${percentile(ms, 0.5).toFixed(1)} ms, p99 ${percentile(ms, 0.99).toFixed(1)} ms, max ${(ms.at(-1) ?? 0).toFixed(1)} ms`;

const data = readdirSync('data')
  .filter((name) => name.endsWith('.jsonl'))
  .flatMap((name) => ['--data', join('data', name)]);
const service = await spawnService([...data, '--token', TOKEN, '--rate-limit', '0'], {
  timeoutMs: 120_000,
  dropOutputAfterStart: true,
});
try {
  const url = new URL(service.url);
  // Warm-up: the first answers fill the caches every later one reads.
  const warm = new Agent({ keepAlive: true, maxSockets: 1 });
  for (let i = 0; i < 50; i += 1) await getStatus(warm, url, PLAIN);
  warm.destroy();
  const aloneUntil = performance.now() + seconds * 1000;
  const alone = await plainWhile(url, () => performance.now() > aloneUntil);
  let cut = false;
  const slow = Promise.all(Array.from({ length: clients }, () => dribble(url))).then((lifetimes) => {
    cut = true;
    return lifetimes.sort((a, b) => a - b);
  });
  const beside = await plainWhile(url, () => cut);
  const lifetimes = await slow;
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(`bench:slow-clients  loadavg ${loadAverage()}`);
  console.log(
    `  limits: head ${SERVER_DEFAULTS.headersTimeout} ms, checked every ${SERVER_DEFAULTS.connectionsCheckingInterval} ms`,
  );
  console.log(`  plain suggests alone           ${figures(alone)}`);
  console.log(`  beside ${String(clients).padStart(3)} slow clients       ${figures(beside)}`);
  console.log(
    `  slow clients cut off after     min ${s(lifetimes[0] ?? 0)}, median ${s(percentile(lifetimes, 0.5))}, max ${s(lifetimes.at(-1) ?? 0)}`,
  );
} finally {
  await service.stop();
}
