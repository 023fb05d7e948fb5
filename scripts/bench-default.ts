/**
 * `npm run bench:default [-- --lookups N --seed S]` — the embedded default as `npm start` imports
 * it (data/: the sample JSONL, the vendored Wiktionary fa2en with en2fa reversed from it, and the
 * dictionaries built from open data under data/built/), not part of `npm test`. Prints the
 * import's time (wall and CPU), the database's size and its entries per dictionary, how many
 * entries got a `pron` from their romanisations, exact search's p50/p99 in-process for N random
 * alternates (default 1,000), what share of the content words of PerDT's dev split
 * (test/fixtures/perdt/dev.words, by token) /read links to a meaning (target ≥ 75 %), and the
 * first run: the real `serve` over a fresh database, from its start to its «listening» line —
 * what `npm start` takes once its app is built (target ≤ 20 s).
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSample } from '../src/server/cli/load-data';
import { openStore } from '../src/server/dictionary/open-store';
import { createEngine } from '../src/server/engine/create-engine';
import { DB_NAMES, dbInfo, type DbName } from '../src/shared/catalog';
import { spawnService } from './service/spawn-service';
import { option } from './bench/number-option';
import { percentile } from './bench/percentile';
import { loadAverage } from './bench/load-average';
import { seededRandom } from './bench/seeded-random';

const lookups = option('lookups', 1_000);
const seed = option('seed', 34, 'whole number');
const ms = (from: bigint): number => Number(process.hrtime.bigint() - from) / 1e6;

const dir = mkdtempSync(join(tmpdir(), 'farhang-bench-default-'));
const file = join(dir, 'farhang.db');
const database = openStore(file);
let started = process.hrtime.bigint();
// CPU time beside the wall clock: on a machine shared with other work it moves far less.
const cpuBefore = process.cpuUsage();
loadSample(database, 'data', { out: () => undefined, err: () => undefined });
const importMs = ms(started);
const { user, system } = process.cpuUsage(cpuBefore);
database.pragma('wal_checkpoint(TRUNCATE)');
const count = (sql: string): number => Number(database.prepare(sql).pluck().get());
console.log(
  `import of data/ (CLI's loadSample): ${(importMs / 1000).toFixed(1)} s (CPU ${((user + system) / 1e6).toFixed(1)} s); database ${(statSync(file).size / 2 ** 20).toFixed(1)} MiB`,
);
console.log(
  `entries ${count('SELECT count(*) FROM entries')}, alternates ${count('SELECT count(*) FROM alternates')}, ` +
    `fa2en ${count("SELECT count(*) FROM entries WHERE db = 'fa2en'")}, en2fa ${count("SELECT count(*) FROM entries WHERE db = 'en2fa'")}`,
);
console.log(
  `pron chosen from romanisations: ${count("SELECT count(*) FROM entries WHERE db = 'fa2en' AND pron <> ''")} fa2en entries`,
);
const perDb = new Map(
  database
    .prepare('SELECT db, count(*) AS n FROM entries GROUP BY db')
    .raw()
    .all()
    .map((row) => (Array.isArray(row) ? [String(row[0]), Number(row[1])] : ['', 0])),
);
console.log('entries per dictionary (sample: our own sample text):');
for (const db of DB_NAMES)
  console.log(
    `  ${db.padEnd(12)} ${String(perDb.get(db) ?? 0).padStart(6)}${dbInfo(db).credit.sample ? '  sample' : ''}`,
  );

started = process.hrtime.bigint();
const engine = createEngine(database);
console.log(`engine built in ${(ms(started) / 1000).toFixed(1)} s`);

// Seeded, so every run asks the same entries.
const random = seededRandom(seed);
const forms = database.prepare('SELECT form FROM alternates').pluck().all().map(String);
const asked = Array.from({ length: lookups }, () => forms[Math.floor(random() * forms.length)] ?? '');
for (const q of asked.slice(0, 100)) engine.search({ q, type: 'exact', dbs: DB_NAMES, start: 0, rows: 10 });
const times: number[] = [];
let found = 0;
for (const q of asked) {
  const at = process.hrtime.bigint();
  const page = engine.search({ q, type: 'exact', dbs: DB_NAMES, start: 0, rows: 10 });
  times.push(ms(at));
  if (page.numFound > 0) found += 1;
}
times.sort((a, b) => a - b);
console.log(
  `exact search, ${lookups} random alternates (in-process, all dictionaries, 10 rows): ` +
    `p50 ${percentile(times, 0.5).toFixed(3)} ms, p99 ${percentile(times, 0.99).toFixed(3)} ms; ${found} found their headword`,
);

/** Share of PerDT dev's content-word tokens that /read links to a meaning of `dbs`. */
function coverage(dbs: readonly DbName[]): { linked: number; tokens: number } {
  let linked = 0;
  let tokens = 0;
  for (const line of readFileSync('test/fixtures/perdt/dev.words', 'utf8').split('\n')) {
    const [form = '', , n = '0'] = line.split('\t');
    if (form === '') continue;
    tokens += Number(n);
    // Every entry of a reading's tables is some word's: one with a meaning is a word linked to it.
    if (engine.read(form, dbs).entries.some((entry) => entry.meaning !== '')) linked += Number(n);
  }
  return { linked, tokens };
}
for (const [label, dbs] of [
  ['every dictionary', DB_NAMES],
  ['fa2en alone', ['fa2en']],
] as const) {
  const { linked, tokens } = coverage(dbs);
  console.log(
    `/read, PerDT dev content words linked (${label}): ${((100 * linked) / tokens).toFixed(1)} % of ${tokens} tokens`,
  );
}
database.close();

// The first run as a reader meets it: a new process, a database that does not exist yet.
started = process.hrtime.bigint();
const service = await spawnService(['--db', join(dir, 'first-run.db')], { dropOutputAfterStart: true });
const firstRun = ms(started);
await service.stop();
console.log(
  `first run (serve over a fresh database until it listens; npm start after its build): ${(firstRun / 1000).toFixed(1)} s; ` +
    `database ${(statSync(join(dir, 'first-run.db')).size / 2 ** 20).toFixed(1)} MiB`,
);
console.log(`load average ${loadAverage()}`);
rmSync(dir, { recursive: true, force: true });
