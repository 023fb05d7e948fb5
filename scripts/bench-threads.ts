/**
 * `npm run bench:threads [-- --entries N --workers 1,4 --settle S --db FILE]` — what each search
 * thread costs now that they share the indexes (decision 029). Generates N entries (default
 * 1,000,000, as bench:service does) and imports them with the CLI, or reuses `--db`. Then, for each
 * count of search threads, starts the real service and prints the time from start to `listening
 * on` (one thread ready) and to every thread ready (its spare too), its RSS S seconds after that
 * (default 25), and the highest RSS seen meanwhile. Last, in this process, a pool of one thread (and
 * its spare) over the indexes built once: once the spare is ready, a search is held on the thread
 * until the pool stops it at twice its budget, and the time from then until a meaning search is
 * answered again is printed, five times.
 *
 * The service runs as deploy/systemd/farhang@.service runs it, with MALLOC_ARENA_MAX=2, unless
 * this process's environment sets another value (glibc's default here is 8 a core).
 */
import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DB_NAMES } from '../src/shared/catalog';
import { buildIndexInThread } from '../src/server/pool/index-thread';
import { searchThread, type PoolThread } from '../src/server/pool/pool-thread';
import { createSearchPool } from '../src/server/pool/search-pool';
import { PoolBusyError } from '../src/server/ports/search-pool';
import { FUNCTION_WORDS, synthesise } from './bench-engine-data';
import { lilakStems } from './bench/lilak-stems';
import { option } from './bench/number-option';
import { progressOf } from './bench/progress';
import { rssMb } from './bench/rss';
import { spawnService } from './service/spawn-service';
import { loadAverage } from './bench/load-average';

const progress = progressOf('bench:threads');
const entryCount = option('entries', 1_000_000);
const settleSeconds = option('settle', 25);
const workersAt = process.argv.indexOf('--workers');
const workerCounts = (workersAt >= 0 ? (process.argv[workersAt + 1] ?? '') : '1,4').split(',').map((count) => {
  if (!/^\d+$/.test(count)) throw new Error('--workers wants whole numbers separated by commas, such as 1,4');
  return Number(count);
});
const dbAt = process.argv.indexOf('--db');
const dir = mkdtempSync(join(tmpdir(), 'farhang-bench-threads-'));
const dbPath = dbAt >= 0 ? (process.argv[dbAt + 1] ?? '') : join(dir, 'bench.db');
const REPLACEMENTS = 5;
const ARENAS = process.env.MALLOC_ARENA_MAX ?? '2';
const sleep = (ms: number): Promise<unknown> => new Promise((resolve) => setTimeout(resolve, ms));

async function importCorpus(): Promise<void> {
  const corpus = join(dir, 'corpus.jsonl');
  const out = createWriteStream(corpus);
  for (const entry of synthesise(lilakStems(), entryCount).entries) {
    if (!out.write(`${JSON.stringify(entry)}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  execFileSync(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', 'import', corpus, '--db', dbPath], {
    stdio: 'ignore',
  });
  rmSync(corpus);
}

async function startUp(workers: number): Promise<{ listenMs: number; settledMs: number; rss: number; peak: number }> {
  const started = performance.now();
  const service = await spawnService(['--db', dbPath, '--search-workers', String(workers)], {
    timeoutMs: 300_000,
    env: { MALLOC_ARENA_MAX: ARENAS },
  });
  const listenMs = performance.now() - started;
  const pid = service.child.pid ?? 0;
  let peak = rssMb(pid);
  try {
    // The threads other than the first warm up after `listening on`: memory is read once the
    // last of them, the spare included, is ready and the settling time has passed.
    while (!service.output.some((line) => line.startsWith('search threads ready'))) {
      if (service.output.some((line) => line.startsWith('a search thread failed')))
        throw new Error(service.output.join('\n'));
      await sleep(100);
      peak = Math.max(peak, rssMb(pid));
    }
    const settledMs = performance.now() - started;
    for (let s = 0; s < settleSeconds; s++) {
      await sleep(1000);
      peak = Math.max(peak, rssMb(pid));
    }
    return { listenMs, settledMs, rss: rssMb(pid), peak };
  } finally {
    await service.stop();
  }
}

// The pool's budget here: a search held past twice it has its thread stopped.
const BUDGET_MS = 1000;

/** A real search thread whose answers can be held back, and when the pool stopped it. */
interface Watched {
  readonly thread: PoolThread;
  ready: boolean;
  hold: boolean;
  stoppedAt: number | undefined;
}

/**
 * Milliseconds from the pool stopping a thread held past twice its budget to the next search it
 * answers, and what the same kind of search takes on a thread that was not stopped.
 */
async function replacements(): Promise<{ replaced: number[]; alone: number[] }> {
  const index = await buildIndexInThread(dbPath);
  const threads: Watched[] = [];
  const pool = createSearchPool({
    dbPath,
    size: 1,
    budgetMs: BUDGET_MS,
    spawn: (path) => {
      const real = searchThread(path);
      const watched: Watched = {
        ready: false,
        hold: false,
        stoppedAt: undefined,
        thread: {
          ...real,
          onMessage: (listener) =>
            real.onMessage((message) => {
              if (message.kind === 'ready') watched.ready = true;
              if (!watched.hold) listener(message);
            }),
          terminate: () => {
            watched.stoppedAt = performance.now();
            return real.terminate();
          },
        },
      };
      threads.push(watched);
      return watched.thread;
    },
  });
  await pool.start(index);
  const search = (q: string) => pool.search({ q, type: 'text', dbs: DB_NAMES, start: 0, rows: 10 });
  const replaced: number[] = [];
  const alone: number[] = [];
  const words = (i: number): string => FUNCTION_WORDS[i % FUNCTION_WORDS.length] ?? '';
  for (let i = 0; i < REPLACEMENTS; i++) {
    const before = performance.now();
    await search(`${words(i)} ${words(i + 5)}`);
    alone.push(performance.now() - before);
    // The pool's thread is the one before the spare, the last started; the spare warms up first.
    while (threads.at(-1)?.ready !== true) await sleep(50);
    const running = threads.at(-2);
    if (running === undefined) throw new Error('bench:threads: the pool has no thread');
    running.hold = true;
    await search(`${words(i)} ${words(i + 1)}`).catch(() => undefined);
    while (running.stoppedAt === undefined) await sleep(1);
    for (;;) {
      try {
        await search(`${words(i)} ${words(i + 3)}`);
        break;
      } catch (error) {
        if (!(error instanceof PoolBusyError)) throw error;
        await sleep(5);
      }
    }
    replaced.push(performance.now() - running.stoppedAt);
  }
  await pool.close();
  return { replaced, alone };
}

try {
  if (dbAt < 0) {
    progress(`generating and importing ${entryCount.toLocaleString('en')} entries`);
    await importCorpus();
  }
  console.log(
    '| search threads | start to listening s | to every thread ready s | RSS MB after settling | peak RSS MB |',
  );
  console.log('|---|---|---|---|---|');
  for (const workers of workerCounts) {
    progress(`starting the service with --search-workers ${workers}`);
    const { listenMs, settledMs, rss, peak } = await startUp(workers);
    const s = (ms: number): string => (ms / 1000).toFixed(1);
    console.log(`| ${workers} | ${s(listenMs)} | ${s(settledMs)} | ${Math.round(rss)} | ${Math.round(peak)} |`);
  }
  progress('stopping a thread and timing its replacement');
  const { replaced, alone } = await replacements();
  const list = (times: number[]): string => times.map((t) => t.toFixed(0)).join(', ');
  console.log(`\nfirst answer after the pool stopped its thread, ms: ${list(replaced)}`);
  console.log(`the same kind of search on a thread not stopped, ms: ${list(alone)}`);
  console.log(
    `${dbAt < 0 ? `${entryCount.toLocaleString('en')} entries` : dbPath} · RSS ${settleSeconds} s after every thread, the spare too, was ready · ` +
      `MALLOC_ARENA_MAX=${ARENAS} · ` +
      `load average ${loadAverage()}`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
