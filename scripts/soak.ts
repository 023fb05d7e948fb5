/**
 * `npm run soak [-- --minutes N --rate R]` — the real service under a steady mixed load for a while
 * (default 1 minute, 400 requests a second in all), not part of `npm test`. `serve` runs on the
 * sample dictionaries with four `--token`s and no rate limit; one autocannon instance per route
 * runs at its share of the rate (suggest 60 %, exact 20 %, word 8 %, like 5 %, ava 4 %, text 3 %),
 * rotating the tokens. Prints one table: requests, errors, unexpected statuses, p50/p97.5/p99 per
 * route, and the server's RSS after warm-up (a tenth of the run) against the end. Exits 1 on any
 * error or unexpected status, or RSS growth of 10 % or more.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { option } from './bench/number-option';
import { rssMb } from './bench/rss';
import { spawnService } from './service/spawn-service';
import { growthPercent, soakTable, type Memory, type RouteFigures } from './bench/soak-table';
import { buildWorkload, type Route } from './bench/soak-workload';

const seconds = Math.round(option('minutes', 1, 'positive number') * 60);
const rate = option('rate', 400, 'positive number');
const DATA = 'data';
const tokens = Array.from({ length: 4 }, (_, i) => `soak-${i + 1}-${randomBytes(12).toString('hex')}`);
const files = readdirSync(DATA)
  .filter((name) => name.endsWith('.jsonl'))
  .map((name) => join(DATA, name));

async function load(url: string, route: Route): Promise<RouteFigures> {
  let next = 0;
  let unexpected = 0;
  let checked = 0;
  const result = await autocannon({
    url,
    connections: Math.max(2, Math.ceil(10 * route.share)),
    duration: seconds,
    overallRate: Math.max(1, Math.round(rate * route.share)),
    requests: [
      {
        method: 'GET',
        setupRequest: (request, context) => {
          const i = next++;
          const target = route.targets[i % route.targets.length];
          if (target === undefined) throw new Error(`no targets for ${route.name}`);
          Reflect.set(context, 'expect', target.expect);
          const token = tokens[i % tokens.length] ?? '';
          return { ...request, path: `${target.path}&token=${token}&product=farhang-soak&prettyprint=false` };
        },
        onResponse: (status, _body, context) => {
          checked += 1;
          if (status !== Reflect.get(context, 'expect')) unexpected += 1;
        },
      },
    ],
  });
  return {
    name: route.name,
    share: route.share,
    requests: result.requests.total,
    perSecond: result.requests.total / result.duration,
    errors: result.errors,
    unexpected,
    checked,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
  };
}

const service = await spawnService(
  [...files.flatMap((file) => ['--data', file]), ...tokens.flatMap((token) => ['--token', token]), '--rate-limit', '0'],
  { timeoutMs: 120_000 },
);
const pid = service.child.pid;
if (pid === undefined) throw new Error('the service has no pid');
let figures: RouteFigures[];
const samples: { at: number; mb: number }[] = [];
try {
  const routes = await buildWorkload(DATA, service.url, tokens[0] ?? '');
  const started = Date.now();
  const sampler = setInterval(() => samples.push({ at: (Date.now() - started) / 1000, mb: rssMb(pid) }), 1000);
  console.error(`soak: ${seconds} s at ${rate} requests/s against ${service.url} …`);
  figures = await Promise.all(routes.map((route) => load(service.url, route)));
  clearInterval(sampler);
  samples.push({ at: (Date.now() - started) / 1000, mb: rssMb(pid) });
} finally {
  await service.stop();
}

const warm = samples.find((sample) => sample.at >= seconds * 0.1) ?? samples[0];
const memory: Memory = {
  warm: warm?.mb ?? 0,
  end: samples.at(-1)?.mb ?? 0,
  peak: Math.max(...samples.map((sample) => sample.mb)),
};
console.log(soakTable(figures, memory, seconds));
const failed =
  figures.some((f) => f.errors > 0 || f.unexpected > 0 || f.checked < f.requests) || growthPercent(memory) >= 10;
process.exit(failed ? 1 : 0);
