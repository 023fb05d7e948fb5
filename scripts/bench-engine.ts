/**
 * Engine benchmark: `npx tsx scripts/bench-engine.ts [--entries N] [--queries Q]`.
 * Builds a temporary SQLite store of N synthetic entries (default 1,000,000) over the 22
 * databases, headwords from the Lilak word list (dev dependency `dictionary-fa`) plus derived
 * forms, meanings drawn from a Persian vocabulary, then times each search type in-process.
 * `--store PATH` keeps the store at PATH and reuses it on the next run (same N not checked).
 * Memory is read after a garbage collection when run as `node --expose-gc --import tsx …`.
 */
import Database from 'better-sqlite3';
import { existsSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DB_NAMES, type DbName } from '../src/shared/catalog';
import type { Engine, SearchQuery } from '../src/server/ports/engine';
import { createEngine } from '../src/server/engine/create-engine';
import { MIGRATIONS } from '../src/server/dictionary/schema';
import { insertEntries } from './bench/seed-store';
import {
  FUNCTION_WORDS,
  isSampleEntry,
  pick,
  randomEdit,
  synthesise,
  type Corpus,
  type SampleEntry,
} from './bench-engine-data';
import { lilakStems } from './bench/lilak-stems';
import { option } from './bench/number-option';
import { percentile } from './bench/percentile';
import { loadAverage } from './bench/load-average';

const entryCount = option('entries', 1_000_000);
const queryCount = option('queries', 2_000);
const mb = (bytes: number): string => `${Math.round(bytes / 2 ** 20)} MB`;

const stems = lilakStems();

const storeAt = process.argv.indexOf('--store');
const kept = storeAt >= 0 ? process.argv[storeAt + 1] : undefined;
const path = kept ?? join(tmpdir(), `farhang-bench-${process.pid}.sqlite`);
const reuse = kept !== undefined && existsSync(kept);
let started = performance.now();
const database = new Database(path);
// A function, so the generated corpus is garbage once the store holds it.
function buildStore(): void {
  const corpus: Corpus = synthesise(stems, entryCount);
  database.pragma('journal_mode = OFF');
  database.pragma('synchronous = OFF');
  for (const migration of MIGRATIONS) database.exec(migration);
  insertEntries(database, corpus.entries);
  // One merged full-text segment, as an import should leave it (see the engine report).
  database.exec("INSERT INTO entries_fts (entries_fts) VALUES ('optimize')");
}
if (!reuse) buildStore();
const buildSeconds = (performance.now() - started) / 1000;
const headwordCount = Number(database.prepare('SELECT count(DISTINCT title_canon) FROM entries').pluck().get());
const entriesStored = Number(database.prepare('SELECT count(*) FROM entries').pluck().get());
// Queries are drawn from what the store holds, so a reused store gets fitting queries.
const sample: SampleEntry[] = database
  .prepare('SELECT db, title, num, text FROM entries ORDER BY random() LIMIT 20000')
  .all()
  .filter(isSampleEntry);

started = performance.now();
const engine = createEngine(database);
const initSeconds = (performance.now() - started) / 1000;
global.gc?.();
const memory = process.memoryUsage();

const someDbs = (): readonly DbName[] =>
  Math.random() < 0.8 ? DB_NAMES : [...DB_NAMES].sort(() => Math.random() - 0.5).slice(0, 3);
const searchOf = (type: SearchQuery['type'], q: string): SearchQuery => ({
  q,
  type,
  dbs: someDbs(),
  start: 0,
  rows: 10,
});

type Run = (engine: Engine) => unknown;
let firstTimeWords = 0;
const workloads: Record<string, () => Run> = {
  exact: () => {
    const q = pick(sample).title;
    return (e) => e.search(searchOf('exact', q));
  },
  ava: () => {
    const q = pick(sample).title.replace(/س/g, 'ص').replace(/ت/g, 'ط');
    return (e) => e.search(searchOf('ava', q));
  },
  like: () => {
    const q = randomEdit(pick(sample).title);
    return (e) => e.search(searchOf('like', q));
  },
  text: () => {
    const words = pick(sample)
      .text.split(' ')
      .filter((word) => !FUNCTION_WORDS.includes(word));
    const q = Array.from({ length: 1 + Math.floor(Math.random() * 2) }, () => pick(words)).join(' ');
    return (e) => e.search(searchOf('text', q));
  },
  // Reported apart: a word in a sixth of all meanings is bm25-ranked over every one of them the
  // first time; the engine then keeps the ranking, so later pages and filters read it off.
  'text (function word, first)': () => {
    const q = FUNCTION_WORDS[firstTimeWords++ % FUNCTION_WORDS.length] ?? '';
    return (e) => e.search(searchOf('text', q));
  },
  'text (function word, again)': () => {
    const q = pick(FUNCTION_WORDS);
    return (e) => e.search(searchOf('text', q));
  },
  suggest: () => {
    const title = pick(sample).title;
    const q = title.slice(0, 1 + Math.floor(Math.random() * title.length));
    return (e) => e.suggest(q);
  },
  word: () => {
    const entry = pick(sample);
    return (e) => e.word(entry.title, entry.db, entry.num);
  },
};

// Wall-clock time suffers when other work shares the two cores; CPU time is this process's own.
const table = [
  '| type | p50 ms | p99 ms | max ms | queries/s | CPU p50 ms | CPU p99 ms |',
  '|---|---|---|---|---|---|---|',
];
for (const [type, make] of Object.entries(workloads)) {
  const first = type.includes('first');
  const runs = Array.from({ length: first ? FUNCTION_WORDS.length : queryCount }, make);
  if (!first) for (const run of runs.slice(0, 20)) run(engine); // warm-up
  const times = new Float64Array(runs.length);
  const cpuTimes = new Float64Array(runs.length);
  runs.forEach((run, i) => {
    const cpu = process.cpuUsage();
    const t = performance.now();
    run(engine);
    times[i] = performance.now() - t;
    const used = process.cpuUsage(cpu);
    cpuTimes[i] = (used.user + used.system) / 1000;
  });
  times.sort();
  cpuTimes.sort();
  const total = times.reduce((sum, time) => sum + time, 0);
  const cells = [percentile(times, 0.5), percentile(times, 0.99), times[times.length - 1] ?? 0];
  const cpuCells = [percentile(cpuTimes, 0.5), percentile(cpuTimes, 0.99)];
  table.push(
    `| ${type} | ${cells.map((v) => v.toFixed(2)).join(' | ')} | ${Math.round((1000 * runs.length) / total)} | ` +
      `${cpuCells.map((v) => v.toFixed(2)).join(' | ')} |`,
  );
}

database.close();
if (kept === undefined) rmSync(path, { force: true });
console.log(table.join('\n'));
console.log(
  `\n${entriesStored.toLocaleString('en')} entries, ${headwordCount.toLocaleString('en')} distinct headwords, ` +
    `${queryCount} queries per type (80% all databases, 20% three at random; start 0, rows 10)`,
);
console.log(
  `store build ${buildSeconds.toFixed(1)} s · engine init ${initSeconds.toFixed(1)} s · load average ${loadAverage()} on ${availableParallelism()} cores`,
);
console.log(
  `after init: RSS ${mb(memory.rss)} · heap used ${mb(memory.heapUsed)} · array buffers ${mb(memory.arrayBuffers)}`,
);
