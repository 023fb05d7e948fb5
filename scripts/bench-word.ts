/**
 * `npm run bench:word [-- --words N --seed S]` — what a word page costs the service on the embedded
 * default, in-process, not part of `npm test`: `/v3/word`'s lookup alone (what a v3 client asks),
 * then with our `forms=true` and `examples=true` (what the word page asks) the first time a
 * headword is asked and again, for N random entries (default 1,000) and for every fa2en verb, whose
 * table of forms is the largest; p50 and p99 of each. Printed beside the load average.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSample } from '../src/server/cli/load-data';
import { openStore } from '../src/server/dictionary/open-store';
import { createEngine } from '../src/server/engine/create-engine';
import type { DbName } from '../src/shared/catalog';
import { option } from './bench/number-option';
import { percentile } from './bench/percentile';
import { loadAverage } from './bench/load-average';
import { seededRandom } from './bench/seeded-random';

const words = option('words', 1_000);
const seed = option('seed', 48, 'whole number');
const ms = (from: bigint): number => Number(process.hrtime.bigint() - from) / 1e6;

const dir = mkdtempSync(join(tmpdir(), 'farhang-bench-word-'));
const database = openStore(join(dir, 'farhang.db'));
loadSample(database, 'data', { out: () => undefined, err: () => undefined });

// Seeded, so every run asks the same entries.
const random = seededRandom(seed);
interface Entry {
  readonly title: string;
  readonly db: DbName;
  readonly num: number;
}
const all = database.prepare<[], Entry>('SELECT title, db, num FROM entries').all();
const sample = Array.from({ length: words }, () => all[Math.floor(random() * all.length)]).filter(
  (entry): entry is Entry => entry !== undefined,
);
const verbs = database
  .prepare<[], Entry>("SELECT title, db, num FROM entries WHERE db = 'fa2en' AND text LIKE '%<i>verb</i>%'")
  .all();

/** Each call timed alone, sorted: p50 and p99 in milliseconds. */
function timed(entries: readonly Entry[], ask: (entry: Entry) => void): string {
  const times = entries.map((entry) => {
    const started = process.hrtime.bigint();
    ask(entry);
    return ms(started);
  });
  times.sort((a, b) => a - b);
  return `p50 ${percentile(times, 0.5).toFixed(3)} ms · p99 ${percentile(times, 0.99).toFixed(3)} ms`;
}

// Each table's first run fills the SQLite page cache; forms and examples are timed on an engine of their own.
const plain = createEngine(database);
for (const entry of sample.slice(0, 100)) plain.word(entry.title, entry.db, entry.num);
console.log(`/v3/word, ${sample.length} random entries, in-process (load ${loadAverage()}):`);
console.log(`  the entry alone (a v3 client)       ${timed(sample, (e) => plain.word(e.title, e.db, e.num))}`);
const page = createEngine(database);
const withExtras = (e: Entry) => {
  const entry = page.word(e.title, e.db, e.num);
  if (entry !== undefined) {
    page.wordForms(entry.title);
    page.examples(entry.title);
  }
};
console.log(`  with forms and examples, first ask  ${timed(sample, withExtras)}`);
console.log(`  with forms and examples, again      ${timed(sample, withExtras)}`);
const verbPage = createEngine(database);
const verbExtras = (e: Entry) => {
  verbPage.word(e.title, e.db, e.num);
  verbPage.wordForms(e.title);
};
console.log(`every fa2en verb (${verbs.length}), its forms:`);
console.log(`  first ask                           ${timed(verbs, verbExtras)}`);
console.log(`  again                               ${timed(verbs, verbExtras)}`);
database.close();
rmSync(dir, { recursive: true, force: true });
