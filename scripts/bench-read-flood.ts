/**
 * `npm run bench:read-flood [-- --clients N --seconds S]` — what long texts cost everyone else:
 * the real service (the embedded default data, the built app, so the public app token of
 * /config.json) while N clients (default 16), each from its own address, post 100 KB of one word
 * repeated («کتاب » × 11,377) to `POST /api/read` again and again for S seconds (default 20), and
 * one more client times cheap `/v3/word` lookups with the same token. Prints the answers by status,
 * the largest answer in bytes (none may pass 2 MiB), the cheap lookups' p50/p99 (target p99 ≤ 100
 * ms), the service's RSS before and at its peak (target ≤ +300 MB), the page a posted form of the
 * same text draws, and os.loadavg(). Needs `npm run build` first. Not part of `npm test`.
 */
import { request } from 'node:http';
import { MAX_READ_ANSWER_BYTES, MAX_READ_BYTES } from '../src/shared/wire/read';
import { option } from './bench/number-option';
import { percentile } from './bench/percentile';
import { rssMb } from './bench/rss';
import { loadAverage } from './bench/load-average';
import { spawnService } from './service/spawn-service';

const clients = option('clients', 16);
const seconds = option('seconds', 20);
const UNIT = 'کتاب ';
const TEXT = UNIT.repeat(Math.floor(MAX_READ_BYTES / Buffer.byteLength(UNIT)));

interface Answer {
  readonly status: number;
  readonly bytes: number;
  readonly ms: number;
}

/** One request from `from` (a loopback address of its own: a client of its own to the limits). */
function ask(port: number, from: string, method: string, path: string, body?: string, type?: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const headers = type === undefined ? {} : { 'Content-Type': type };
    const req = request({ host: '127.0.0.1', port, method, path, localAddress: from, headers, agent: false }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, ms: performance.now() - started }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const service = await spawnService(['--web', 'dist'], { dropOutputAfterStart: true, timeoutMs: 300_000 });
try {
  const port = Number(new URL(service.url).port);
  const config: unknown = await (await fetch(`${service.url}/config.json`)).json();
  const token = String(Reflect.get(Object(config), 'token'));
  const read = `/api/read?token=${encodeURIComponent(token)}`;
  const word = `/v3/word?token=${encodeURIComponent(token)}&title=${encodeURIComponent('کتاب')}&db=moein&num=1`;
  // Warm: the analyser and the entries the texts lead to, as a service that has read before.
  await ask(port, '127.2.0.1', 'POST', read, TEXT, 'text/plain; charset=utf-8');
  const pid = service.child.pid ?? 0;
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  const until = performance.now() + seconds * 1000;
  const answers: Answer[] = [];
  const lookups: number[] = [];
  const reader = async (i: number) => {
    while (performance.now() < until)
      answers.push(await ask(port, `127.3.0.${i + 1}`, 'POST', read, TEXT, 'text/plain'));
  };
  const looker = async () => {
    while (performance.now() < until) {
      lookups.push((await ask(port, '127.4.0.1', 'GET', word)).ms);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  await Promise.all([...Array.from({ length: clients }, (_, i) => reader(i)), looker()]);
  clearInterval(sampler);
  const form = `text=${encodeURIComponent(TEXT)}`;
  const page = await ask(port, '127.5.0.1', 'POST', '/read', form, 'application/x-www-form-urlencoded');

  const byStatus = new Map<number, number>();
  for (const { status } of answers) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  const largest = Math.max(...answers.filter(({ status }) => status === 200).map(({ bytes }) => bytes));
  const read200 = answers.filter(({ status }) => status === 200).map(({ ms }) => ms);
  lookups.sort((a, b) => a - b);
  read200.sort((a, b) => a - b);
  const statuses = [...byStatus].map(([status, count]) => `${count} × ${status}`).join(', ');
  console.log(`bench:read-flood — ${clients} clients, ${seconds} s, 100 KB texts (${TEXT.length} UTF-16 units)`);
  console.log(
    `answers: ${statuses}; largest 200: ${largest.toLocaleString('en')} bytes (limit ${MAX_READ_ANSWER_BYTES.toLocaleString('en')})`,
  );
  console.log(
    `a reading: p50 ${percentile(read200, 0.5).toFixed(0)} ms, p99 ${percentile(read200, 0.99).toFixed(0)} ms`,
  );
  console.log(
    `cheap /v3/word meanwhile: p50 ${percentile(lookups, 0.5).toFixed(1)} ms, p99 ${percentile(lookups, 0.99).toFixed(1)} ms (${lookups.length} lookups)`,
  );
  console.log(
    `service RSS: ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at peak (+${(peak - before).toFixed(0)} MB)`,
  );
  console.log(
    `the page drawn for the same text posted as a form: ${page.status}, ${page.bytes.toLocaleString('en')} bytes`,
  );
  console.log(`os.loadavg() ${loadAverage()}`);
} finally {
  await service.stop();
}
