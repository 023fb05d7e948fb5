/**
 * `npm run bench:web` (it builds the app first) — what a reader lives through, measured on the
 * built app served by the real service over the sample data:
 *
 * - Lighthouse 12, mobile preset (slow 4G, 4× CPU, simulated), for `/`, a search page, a word
 *   page (a noun's, and a verb's with its table of forms) and the reading page, empty and reading
 *   a paragraph (`/read`, `/read?text=…`):
 *   performance and accessibility scores, LCP, TBT, CLS, and the bytes on the wire; the median of
 *   `--runs N` runs (default 3), each run on a line of its own beside the machine's load average;
 *   `--pages home,search` measures only those pages.
 * - In a real Chromium: the time from navigating to a word link to its meaning being visible, on a
 *   cold visit, throttled like Lighthouse's preset (slow 4G + 4× CPU) and not; the median of
 *   `--visits N` visits (default 5; 0 skips it).
 *
 * Targets: performance ≥ 98 and LCP ≤ 1.5 s in every run, CLS 0, accessibility 100 on every page,
 * and a cold word visit ≤ 150 KiB on the wire. The figures are printed, not asserted: the machine
 * is shared, so compare runs back to back. Not part of `npm test`.
 */
import { progressOf } from './bench/progress';
import { freePort } from './service/free-port';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser } from './browser/launch-browser';
import { runLighthouse, type LighthouseFigures } from './bench/lighthouse-run';
import { timeToMeaning } from './bench/meaning-time';
import { option } from './bench/number-option';
import { spawnService } from './service/spawn-service';
import { OPENING } from './bench/read-text';
import { loadAverage } from './bench/load-average';

const WORD_PATH = `/word/dehkhoda/${encodeURIComponent('امید')}/1`;
/** A verb's page: the heaviest a word page gets, its forms a table of every tense and person. */
const VERB_PATH = `/word/fa2en/${encodeURIComponent('رفتن')}/1`;
/** Words from the first line of that meaning in data/dehkhoda.jsonl: seen once the meaning shows. */
const MEANING_PHRASE = 'گشایش و نیکی';
const ALL_PAGES: readonly (readonly [string, string])[] = [
  ['home', '/'],
  ['search', `/search?q=${encodeURIComponent('آب')}`],
  ['word', WORD_PATH],
  ['verb', VERB_PATH],
  ['read', '/read'],
  ['reading', `/read?text=${encodeURIComponent(OPENING)}`],
];
const pagesAt = process.argv.indexOf('--pages');
const chosen = pagesAt >= 0 ? (process.argv[pagesAt + 1] ?? '').split(',') : undefined;
const PAGES = ALL_PAGES.filter(([name]) => chosen === undefined || chosen.includes(name));
if (PAGES.length === 0) throw new Error(`--pages wants some of ${ALL_PAGES.map(([name]) => name).join(',')}`);

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const of = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    wireBytes: of('wireBytes'),
  };
}

const progress = progressOf('bench:web');
const runs = option('runs', 3);
const visits = option('visits', 5, 'whole number');
const dir = mkdtempSync(join(tmpdir(), 'farhang-bench-web-'));
progress('starting the service on the sample and Chromium');
const service = await spawnService(['--db', join(dir, 'bench.db'), '--web', 'dist', '--rate-limit', '0']);
// Chromium's remote debugging port, which Lighthouse connects to.
const port = await freePort();
const browser = await launchBrowser({ extraArgs: [`--remote-debugging-port=${port}`], emulatedGpu: true });
try {
  console.log(`Lighthouse 12 mobile, ${runs} run(s) per page, then their median`);
  console.log(
    '| page | run | performance | LCP | TBT | CLS | accessibility | on the wire | load average |\n' +
      '|---|---|---|---|---|---|---|---|---|',
  );
  const row = (name: string, run: string, m: LighthouseFigures, when: string) =>
    console.log(
      `| ${name} | ${run} | ${m.performance} | ${(m.lcpMs / 1000).toFixed(2)} s | ${m.tbtMs.toFixed(0)} ms | ` +
        `${m.cls.toFixed(3)} | ${m.accessibility} | ${(m.wireBytes / 1024).toFixed(1)} KiB | ${when} |`,
    );
  for (const [name, path] of PAGES) {
    // Lighthouse refuses a page that answers 404: a build without that page says so and goes on.
    if ((await fetch(service.url + path, { headers: { Accept: 'text/html' } })).status === 404) {
      console.log(`| ${name} | — | no such page in this build |  |  |  |  |  |  |`);
      continue;
    }
    const figures: LighthouseFigures[] = [];
    for (let i = 0; i < runs; i += 1) {
      progress(`Lighthouse on ${name}, run ${i + 1} of ${runs}`);
      const before = loadAverage();
      figures.push(await runLighthouse(service.url + path, port));
      row(name, String(i + 1), figures[i] as LighthouseFigures, before);
    }
    row(name, 'median', medianFigures(figures), loadAverage());
  }
  if (visits > 0) {
    console.log(`\nword link → visible meaning, cold visit, median of ${visits}`);
    console.log('| network and CPU | time |\n|---|---|');
    for (const throttled of [true, false]) {
      const times: number[] = [];
      for (let i = 0; i < visits; i += 1) {
        progress(`word link → meaning, ${throttled ? 'throttled' : 'unthrottled'}, visit ${i + 1} of ${visits}`);
        times.push(await timeToMeaning(browser, service.url + WORD_PATH, MEANING_PHRASE, throttled));
      }
      const label = throttled ? 'slow 4G + 4× CPU' : 'unthrottled';
      console.log(`| ${label} | ${median(times).toFixed(0)} ms (${times.map((t) => t.toFixed(0)).join(', ')}) |`);
    }
  }
} finally {
  await browser.close();
  await service.stop();
  rmSync(dir, { recursive: true, force: true });
}
