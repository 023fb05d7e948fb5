/**
 * `npm run bench:read [-- --entries N --words W --requests R --db FILE]` — how fast a text is
 * read, not part of `npm test`. Builds N entries (default 1,000,000) as bench:service does (Lilak
 * stems and derived forms, synthesised meanings) plus our sample dictionaries (data/) and a few
 * light verbs, imports them with the CLI (or reuses `--db`), then reads a W-word Persian text
 * (default 1,000; five of them, scripts/bench/read-text.ts): each once, as it is first met, then
 * in turn R times (default 200) — in-process (the engine alone) and as `POST /api/read` over HTTP
 * against the real service, one request at a time, brotli as browsers ask. Prints p50/p95/p99, each text's first read,
 * the share of words that found a headword, and os.loadavg().
 */
import { createWriteStream, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { execFileSync } from 'node:child_process';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEngine } from '../src/server/engine/create-engine';
import { openStore } from '../src/server/dictionary/open-store';
import { DB_NAMES } from '../src/shared/catalog';
import { wordViews, type WordView } from '../src/shared/reading/reading-view';
import type { Engine } from '../src/server/ports/engine';
import type { Found, FoundEntry } from '../src/shared/reading/reading-plan';
import { readTextAsync } from '../src/shared/reading/read-text';
import { synthesise } from './bench-engine-data';
import { lilakStems } from './bench/lilak-stems';
import { option } from './bench/number-option';
import { percentile } from './bench/percentile';
import { progressOf } from './bench/progress';
import { benchTexts, LIGHT_VERBS } from './bench/read-text';
import { spawnService } from './service/spawn-service';
import { loadAverage } from './bench/load-average';

const progress = progressOf('bench:read');
const entryCount = option('entries', 1_000_000);
const wordCount = option('words', 1_000);
const requests = option('requests', 200);
/** Texts read in turn: each holds words the others do not, as a reader's next text does. */
const TEXTS = 5;
const dbFlag = process.argv.indexOf('--db');
const reused = dbFlag >= 0 ? process.argv[dbFlag + 1] : undefined;
const TOKEN = 'bench-token';
const dir = mkdtempSync(join(tmpdir(), 'farhang-bench-read-'));
const dbPath = reused ?? join(dir, 'bench.db');

function sampleLines(): string[] {
  return readdirSync('data')
    .filter((name) => name.endsWith('.jsonl'))
    .flatMap((name) => readFileSync(join('data', name), 'utf8').split('\n'))
    .filter((line) => line.trim() !== '');
}

async function writeCorpus(file: string): Promise<void> {
  const out = createWriteStream(file);
  const own = [
    ...sampleLines(),
    ...LIGHT_VERBS.map((title) => JSON.stringify({ db: 'moein', title, text: `(مص.) ۱. معنای ${title}.` })),
  ];
  for (const line of own) if (!out.write(`${line}\n`)) await once(out, 'drain');
  for (const entry of synthesise(lilakStems(), entryCount - own.length).entries) {
    if (!out.write(`${JSON.stringify(entry)}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

function summary(times: number[]): string {
  times.sort((a, b) => a - b);
  const at = (p: number) => percentile(times, p).toFixed(1);
  return `p50 ${at(0.5)} ms · p95 ${at(0.95)} ms · p99 ${at(0.99)} ms (${times.length} reads)`;
}

/** Each text read once (the first time its words are met), then the texts in turn `requests` times. */
async function timeReads(texts: readonly string[], read: (text: string) => Promise<unknown>) {
  const first: number[] = [];
  const times: number[] = [];
  const timed = async (text: string): Promise<number> => {
    const started = performance.now();
    await read(text);
    return performance.now() - started;
  };
  for (const text of texts) first.push(await timed(text));
  for (let i = 0; i < requests; i++) times.push(await timed(texts[i % texts.length] ?? ''));
  return { first, times };
}

function report(name: string, { first, times }: { first: number[]; times: number[] }): void {
  const firsts = first.map((ms) => ms.toFixed(0)).join(', ');
  console.log(`${name}: ${summary(times)}; each text's first read ${firsts} ms · os.loadavg() ${loadAverage()}`);
}

/**
 * What reading costs against another v3 service (proxy mode, or the app's own settings): the
 * exact searches the reading core asks, counted here with this store answering them as the
 * upstream would — for the first text, then for the other four with the proxy's cache kept.
 */
async function upstreamCost(engine: Engine, texts: readonly string[]): Promise<void> {
  const cached = new Set<string>();
  const costs: string[] = [];
  for (const text of texts) {
    let searches = 0;
    let rounds = 0;
    const lookup = (titles: readonly string[]): Promise<Found> => {
      rounds += 1;
      const found = new Map<string, FoundEntry[]>();
      for (const title of titles) {
        if (!cached.has(title)) searches += 1;
        cached.add(title);
        const query = { q: title, type: 'exact' as const, dbs: DB_NAMES, start: 0, rows: 50 };
        const results = engine.search(query).results;
        found.set(
          title,
          results.map(({ title: t, db, num, text: snippet, pron }) => ({ title: t, db, num, meaning: snippet, pron })),
        );
      }
      return Promise.resolve(found);
    };
    await readTextAsync(text, DB_NAMES, lookup);
    costs.push(`${searches} in ${rounds} rounds`);
  }
  console.log(`against another v3 service, exact searches per text (cache kept between texts): ${costs.join('; ')}`);
}

async function inProcess(texts: readonly string[]): Promise<readonly WordView[]> {
  const database = openStore(dbPath);
  const engine = createEngine(database);
  report('in-process engine.read ', await timeReads(texts, (text) => Promise.resolve(engine.read(text, DB_NAMES))));
  await upstreamCost(engine, texts);
  const words = wordViews(texts[0] ?? '', engine.read(texts[0] ?? '', DB_NAMES));
  database.close();
  return words;
}

async function overHttp(texts: readonly string[]): Promise<void> {
  const service = await spawnService(['--db', dbPath, '--rate-limit', '0', '--token', TOKEN], {
    timeoutMs: 600_000,
    dropOutputAfterStart: true,
  });
  try {
    const { hostname, port } = new URL(service.url);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    // As a browser asks: compressed, over one kept-alive connection; the bytes are counted, not
    // unpacked, so the figure is the service's time and the wire's, not this client's.
    const post = (text: string): Promise<void> =>
      new Promise((resolve, reject) => {
        const headers = { 'Content-Type': 'text/plain; charset=utf-8', 'Accept-Encoding': 'br, gzip' };
        const path = `/api/read?token=${TOKEN}`;
        const req = request({ hostname, port, path, method: 'POST', headers, agent }, (res) => {
          res.on('data', () => undefined);
          res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`answered ${res.statusCode}`))));
        });
        req.on('error', reject);
        req.end(text);
      });
    report('POST /api/read over HTTP', await timeReads(texts, post));
    agent.destroy();
  } finally {
    await service.stop();
  }
}

async function main(): Promise<void> {
  if (reused === undefined || !existsSync(reused)) {
    const corpus = join(dir, 'corpus.jsonl');
    progress(`writing ${entryCount.toLocaleString('en')} entries`);
    await writeCorpus(corpus);
    progress('importing them');
    execFileSync(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', 'import', corpus, '--db', dbPath], {
      stdio: 'inherit',
    });
  }
  const texts = benchTexts(wordCount, TEXTS);
  const first = texts[0] ?? '';
  console.log(
    `\nbench:read — ${TEXTS} texts of ${wordCount} words (the first ${first.length} UTF-16 units), ${entryCount.toLocaleString('en')} entries`,
  );
  progress('reading in-process');
  const words = await inProcess(texts);
  const found = words.filter((word) => word.headwords.length > 0);
  const share = ((100 * found.length) / words.length).toFixed(1);
  console.log(`the first text: ${found.length} of its ${words.length} words found a headword (${share}%)`);
  const joined = words.filter((word) => word.parts !== undefined).map((word) => word.text);
  console.log(`multi-word headwords joined in it: ${joined.join('، ')}`);
  progress('reading over HTTP');
  await overHttp(texts);
}

main()
  .finally(() => rmSync(dir, { recursive: true, force: true }))
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
