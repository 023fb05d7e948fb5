/**
 * `npm run bench:service [-- --entries N --seconds S --queries Q --db FILE]` — the service's speed,
 * not part of `npm test`. Generates N entries (default 1,000,000: Lilak stems (Apache-2.0, dev
 * dependency `dictionary-fa`) plus derived forms, synthesised meanings) and imports them with the
 * CLI, or reuses the database FILE that an earlier run or `import` made; then for
 * exact, ava, like, text, suggest and word measures in-process (the engine alone) and over HTTP
 * keep-alive (autocannon, 10 connections, against the real service): p50/p99 and req/s, once with
 * the word percent-encoded and once written raw in UTF-8 as curl and Go send it, side by side.
 * Then meaning (text) and like searches as a reader first meets them (each query sent once over
 * HTTP: the 200 commonest words, 200 random ones, 200 two-word queries, 200 misspelt headwords),
 * and under load: C clients (default 16) sending queries never sent before for L seconds (default
 * 10), text then like, while one more client times /v3/word. Also the import time, the database's
 * size, the cold start of `serve` on the sample and the server's RSS. Prints two tables.
 */
import { progressOf } from './bench/progress';
import { createWriteStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createEngine } from '../src/server/engine/create-engine';
import { openStore } from '../src/server/dictionary/open-store';
import { synthesise } from './bench-engine-data';
import { makeQueries, type BenchQuery } from './bench/bench-queries';
import { spawnService } from './service/spawn-service';
import { lilakStems } from './bench/lilak-stems';
import { option } from './bench/number-option';
import { percentile } from './bench/percentile';
import { rawTarget } from './bench/raw-target';
import { rssMb } from './bench/rss';
import { cpuMs } from './bench/cpu-time';
import { freshQueries, meaningQueries } from './bench/meaning-queries';
import { timeEach, underLoad, type Load, type Timed } from './bench/meaning-load';
import { loadAverage } from './bench/load-average';

const progress = progressOf('bench:service');
const entryCount = option('entries', 1_000_000);
const seconds = option('seconds', 8);
const queryCount = option('queries', 2_000);
const clients = option('clients', 16);
const loadSeconds = option('load-seconds', 10);
const TOKEN = 'bench-token';
const dir = mkdtempSync(join(tmpdir(), 'farhang-bench-service-'));
// `--db FILE` reuses a database an earlier run or `farhang import` made (a 1,000,000-entry import
// takes minutes); the corpus is then neither generated nor imported.
const dbAt = process.argv.indexOf('--db');
const reused = dbAt >= 0 ? process.argv[dbAt + 1] : undefined;
const dbPath = reused ?? join(dir, 'bench.db');

async function writeCorpus(file: string): Promise<void> {
  const stems = lilakStems();
  const out = createWriteStream(file);
  for (const entry of synthesise(stems, entryCount).entries) {
    if (!out.write(`${JSON.stringify(entry)}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

function inProcess(queries: readonly BenchQuery[]) {
  const database = openStore(dbPath);
  const engine = createEngine(database);
  const results = new Map<string, { p50: number; p99: number; qps: number }>();
  for (const type of new Set(queries.map((q) => q.type))) {
    const mine = queries.filter((q) => q.type === type);
    for (const q of mine.slice(0, 20)) q.run(engine);
    const times = mine.map((q) => {
      const t = performance.now();
      q.run(engine);
      return performance.now() - t;
    });
    const total = times.reduce((a, b) => a + b, 0);
    times.sort((a, b) => a - b);
    results.set(type, {
      p50: percentile(times, 0.5),
      p99: percentile(times, 0.99),
      qps: (1000 * times.length) / total,
    });
  }
  database.close();
  return results;
}

async function overHttp(
  url: string,
  pid: number,
  queries: readonly BenchQuery[],
  type: string,
  raw: boolean,
  duration = seconds,
) {
  const paths = queries
    .filter((q) => q.type === type)
    .map((q) => `${raw ? rawTarget(q.path) : q.path}&token=${TOKEN}&prettyprint=false`);
  let next = 0;
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({
    url,
    connections: 10,
    duration,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.non2xx + result.errors,
    // NaN when nothing was answered (a service that refuses raw UTF-8): printed as a dash.
    cpuUs: (1000 * (cpuMs(pid) - cpuBefore)) / result.requests.total,
  };
}

function fileMb(file: string): number {
  return [file, `${file}-wal`].reduce((sum, part) => sum + (existsSync(part) ? statSync(part).size : 0), 0) / 1e6;
}

const ms = (value: number): string => value.toFixed(1);

function timedRow(name: string, timed: Timed): string {
  return `| ${name} | ${ms(timed.p50)} | ${ms(timed.p99)} | ${timed.failed} |`;
}

function loadRow(type: string, load: Load): string {
  const share = load.sent === 0 ? 0 : (100 * load.answered) / load.sent;
  return (
    `| ${type} | ${load.sent} | ${share.toFixed(1)}% | ${load.busy} | ${ms(load.searches.p50)} | ` +
    `${ms(load.searches.p99)} | ${ms(load.words.p99)} | ${load.words.failed} |`
  );
}

function cpuText(us: number): string {
  return Number.isFinite(us) ? String(Math.round(us)) : '—';
}

async function coldStart(): Promise<number> {
  const sampleDb = join(dir, 'sample.db');
  await (await spawnService(['--db', sampleDb])).stop(); // first run imports the sample
  const started = performance.now();
  const service = await spawnService(['--db', sampleDb]);
  const ms = performance.now() - started;
  await service.stop();
  return ms;
}

try {
  let generateS = Number.NaN;
  let importS = Number.NaN;
  if (reused === undefined) {
    const corpus = join(dir, 'corpus.jsonl');
    progress('generating the corpus');
    let t = performance.now();
    await writeCorpus(corpus);
    generateS = (performance.now() - t) / 1000;
    progress(`importing it (${generateS.toFixed(1)} s to generate)`);
    t = performance.now();
    execFileSync(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', 'import', corpus, '--db', dbPath], {
      stdio: 'ignore',
    });
    importS = (performance.now() - t) / 1000;
    rmSync(corpus);
  }
  const databaseMb = fileMb(dbPath);
  progress('timing the engine in this process');
  const queries = makeQueries(dbPath, queryCount);
  const local = inProcess(queries);

  const service = await spawnService(['--db', dbPath, '--rate-limit', '0', '--token', TOKEN], {
    timeoutMs: 120_000,
    dropOutputAfterStart: true,
  });
  const pid = service.child.pid;
  if (pid === undefined) throw new Error('the service has no pid');
  const rssStart = rssMb(pid);
  const url = new URL(service.url);
  const meaning = meaningQueries(dbPath);
  progress('meaning and like searches, each sent once');
  const firstTime = [
    timedRow('text: the 200 commonest words', await timeEach(url, TOKEN, 'text', meaning.common)),
    timedRow('text: 200 random words', await timeEach(url, TOKEN, 'text', meaning.random)),
    timedRow('text: 200 two-word queries', await timeEach(url, TOKEN, 'text', meaning.twoWords)),
    timedRow('like: 200 misspelt headwords', await timeEach(url, TOKEN, 'like', meaning.like)),
  ];
  progress(`${clients} clients of new text searches for ${loadSeconds} s, then like`);
  const load = { clients, seconds: loadSeconds };
  const loads = [
    loadRow(
      'text',
      await underLoad(url, TOKEN, 'text', freshQueries(meaning.vocabulary, 'text'), meaning.sample, load),
    ),
    loadRow('like', await underLoad(url, TOKEN, 'like', freshQueries(meaning.titles, 'like'), meaning.sample, load)),
  ];
  const rssAfterLoad = rssMb(pid);
  const rows: string[] = [];
  for (const [type, mine] of local) {
    progress(`over HTTP: ${type}`);
    // Unmeasured, so neither form pays for the JIT and SQLite's cache warming up on this type.
    await overHttp(service.url, pid, queries, type, true, 1);
    const http = await overHttp(service.url, pid, queries, type, false);
    const raw = await overHttp(service.url, pid, queries, type, true);
    rows.push(
      `| ${type} | ${mine.p50.toFixed(3)} | ${mine.p99.toFixed(3)} | ${Math.round(mine.qps)} | ${http.p50} | ${http.p99} | ` +
        `${Math.round(http.rps)} | ${Math.round(raw.rps)} | ${((100 * raw.rps) / http.rps).toFixed(1)}% | ` +
        `${cpuText(http.cpuUs)} | ${cpuText(raw.cpuUs)} | ` +
        `${(mine.qps / http.rps).toFixed(1)}× | ${http.errors} | ${raw.errors} |`,
    );
  }
  const rssEnd = rssMb(pid);
  await service.stop();
  progress('cold start');
  const coldMs = await coldStart();

  console.log(
    '| type | in-process p50 ms | p99 ms | queries/s | HTTP p50 ms | p99 ms | req/s encoded | req/s raw UTF-8 | raw/encoded ' +
      '| server CPU µs/req encoded | raw | in-process/HTTP throughput | non-2xx encoded | non-2xx raw |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  console.log(rows.join('\n'));
  console.log('\n| first time, over HTTP, one at a time | p50 ms | p99 ms | not 200 |');
  console.log('|---|---|---|---|');
  console.log(firstTime.join('\n'));
  console.log(
    `\n| ${clients} clients, new queries, ${loadSeconds} s | sent | answered | 503 | p50 ms | p99 ms | /v3/word p99 ms meanwhile | word failed |`,
  );
  console.log('|---|---|---|---|---|---|---|---|');
  console.log(loads.join('\n'));
  console.log(
    reused === undefined
      ? `\n${entryCount.toLocaleString('en')} entries · generated in ${generateS.toFixed(1)} s · imported (CLI) in ${importS.toFixed(1)} s · database ${Math.round(databaseMb)} MB`
      : `\n${reused} reused · database ${Math.round(databaseMb)} MB`,
  );
  console.log(`cold start of serve on the sample (spawn → listening): ${Math.round(coldMs)} ms`);
  console.log(
    `server RSS: ${Math.round(rssStart)} MB after start · ${Math.round(rssAfterLoad)} MB after the loads · ${Math.round(rssEnd)} MB after the HTTP runs`,
  );
  console.log(
    `HTTP: autocannon, 10 connections, ${seconds} s per type and form (encoded, then raw) · load average ${loadAverage()}`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
