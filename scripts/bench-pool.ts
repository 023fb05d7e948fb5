/**
 * `npm run bench:pool [-- --entries N --seconds S --clients C --sizes 0,1,2]` — does heavy work
 * block cheap work (decision 018)? Generates N synthetic entries (default 300,000, as
 * bench:service does), imports them with the CLI, then for each pool size starts the real service
 * with `--search-workers SIZE` and, for S seconds, has C clients (default 8) send meaning searches
 * (type=text) of common words, a new query each time, while one more client sends cheap
 * `/v3/word` lookups one after another and times them. Prints p50/p99 of the cheap lookups per
 * pool size (0 = the main-thread path), and what the heavy clients got. Also run by bench:service.
 */
import { progressOf } from './bench/progress';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { execFileSync } from 'node:child_process';
import { Agent } from 'node:http';
import { getStatus } from './bench/get-status';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { DEFAULT_SEARCH_WORKERS } from '../src/server/pool/pool-options';
import { FUNCTION_WORDS, isSampleEntry, pick, synthesise, type SampleEntry } from './bench-engine-data';
import { lilakStems } from './bench/lilak-stems';
import { option } from './bench/number-option';
import { percentile } from './bench/percentile';
import { rssMb } from './bench/rss';
import { spawnService } from './service/spawn-service';
import { loadAverage } from './bench/load-average';

const entryCount = option('entries', 300_000);
const seconds = option('seconds', 10);
const clients = option('clients', 8);
const sizesAt = process.argv.indexOf('--sizes');
const sizes = (sizesAt >= 0 ? (process.argv[sizesAt + 1] ?? '') : `0,${DEFAULT_SEARCH_WORKERS}`)
  .split(',')
  .map((size) => {
    if (!/^\d+$/.test(size)) throw new Error('--sizes wants whole numbers separated by commas, such as 0,1,2');
    return Number(size);
  });
const TOKEN = 'bench-token';
const WARM_UP_MS = 1000;
const dir = mkdtempSync(join(tmpdir(), 'farhang-bench-pool-'));
const dbPath = join(dir, 'bench.db');
const progress = progressOf('bench:pool');

async function writeCorpus(file: string): Promise<void> {
  const out = createWriteStream(file);
  for (const entry of synthesise(lilakStems(), entryCount).entries) {
    if (!out.write(`${JSON.stringify(entry)}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

function sampleEntries(): SampleEntry[] {
  const database = new Database(dbPath, { readonly: true });
  const rows = database.prepare('SELECT db, title, num, text FROM entries ORDER BY random() LIMIT 20000').all();
  database.close();
  return rows.filter(isSampleEntry);
}

/**
 * A meaning search of common words never asked before in this run: two or three of the words every
 * meaning is full of, in a new order (the engine keeps ranked lists by query, so a repeat would be
 * cheap); once those run out, with a word drawn from a meaning added.
 */
function heavyQueries(sample: readonly SampleEntry[]): () => string {
  const asked = new Set<string>();
  return () => {
    const words = [...FUNCTION_WORDS].sort(() => Math.random() - 0.5).slice(0, 2 + Math.floor(Math.random() * 2));
    while (asked.has(words.join(' '))) words.push(pick(pick(sample).text.split(' ')));
    const q = words.join(' ');
    asked.add(q);
    return `/v3/search?type=text&q=${encodeURIComponent(q)}&token=${TOKEN}`;
  };
}

interface Run {
  readonly size: number;
  readonly cheapMs: number[];
  readonly cheapFailed: number;
  readonly heavy: Map<number, number>;
  readonly rss: number;
}

async function measure(size: number, sample: readonly SampleEntry[]): Promise<Run> {
  progress(`starting the service with --search-workers ${size}`);
  const service = await spawnService(
    ['--db', dbPath, '--rate-limit', '0', '--token', TOKEN, '--search-workers', String(size)],
    { timeoutMs: 180_000, dropOutputAfterStart: true },
  );
  try {
    const url = new URL(service.url);
    const nextHeavy = heavyQueries(sample);
    const heavy = new Map<number, number>();
    const started = performance.now();
    const until = started + WARM_UP_MS + seconds * 1000;
    const heavyClient = async (): Promise<void> => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      while (performance.now() < until) {
        const status = await getStatus(agent, url, nextHeavy());
        heavy.set(status, (heavy.get(status) ?? 0) + 1);
        // A 503 says when to come back; a client that obeys would wait, this one only breathes.
        if (status === 503) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      agent.destroy();
    };
    const cheapMs: number[] = [];
    let cheapFailed = 0;
    const cheapClient = async (): Promise<void> => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      while (performance.now() < until) {
        const e = pick(sample);
        const t = performance.now();
        const status = await getStatus(
          agent,
          url,
          `/v3/word?db=${e.db}&num=${e.num}&title=${encodeURIComponent(e.title)}&token=${TOKEN}`,
        );
        if (t - started < WARM_UP_MS) continue;
        if (status === 200) cheapMs.push(performance.now() - t);
        else cheapFailed += 1;
      }
      agent.destroy();
    };
    const ticker = setInterval(() => progress(`  ${cheapMs.length} cheap lookups timed so far`), 5000);
    await Promise.all([cheapClient(), ...Array.from({ length: clients }, heavyClient)]);
    clearInterval(ticker);
    const pid = service.child.pid;
    return {
      size,
      cheapMs: cheapMs.sort((a, b) => a - b),
      cheapFailed,
      heavy,
      rss: pid === undefined ? 0 : rssMb(pid),
    };
  } finally {
    await service.stop();
  }
}

try {
  progress(`generating ${entryCount.toLocaleString('en')} entries`);
  const corpus = join(dir, 'corpus.jsonl');
  await writeCorpus(corpus);
  progress('importing them with the CLI');
  execFileSync(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', 'import', corpus, '--db', dbPath], {
    stdio: 'ignore',
  });
  rmSync(corpus);
  const sample = sampleEntries();
  const runs: Run[] = [];
  for (const size of sizes) runs.push(await measure(size, sample));
  console.log(
    '| search workers | cheap /v3/word p50 ms | p99 ms | max ms | timed | failed | heavy 200 | heavy 503 | heavy other | server RSS MB |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const run of runs) {
    const { cheapMs, heavy } = run;
    const other = [...heavy].filter(([status]) => status !== 200 && status !== 503).reduce((sum, [, n]) => sum + n, 0);
    console.log(
      `| ${run.size === 0 ? '0 (main thread)' : run.size} | ${percentile(cheapMs, 0.5).toFixed(1)} | ` +
        `${percentile(cheapMs, 0.99).toFixed(1)} | ${(cheapMs.at(-1) ?? 0).toFixed(1)} | ${cheapMs.length} | ` +
        `${run.cheapFailed} | ${heavy.get(200) ?? 0} | ${heavy.get(503) ?? 0} | ${other} | ${Math.round(run.rss)} |`,
    );
  }
  console.log(
    `\n${entryCount.toLocaleString('en')} entries · ${clients} clients sending new meaning searches of common words, ` +
      `one client timing /v3/word one after another · ${seconds} s per row after ${WARM_UP_MS} ms warm-up · ` +
      `load average ${loadAverage()}`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
