/**
 * `npm run bench:web` — the web budget, measured in a real Chromium against the built app served by
 * the real service: gzip size of the JavaScript a first visit to `/` and to `/search` loads, the
 * suggest requests made while typing a 5-letter word at 120 ms a key, and the time from the last
 * key to painted suggestions. Prints one table. Not part of `npm test`.
 */
import { gzipSync } from 'node:zlib';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../test/e2e/browser';
import { spawnService } from './lib/spawn-service';

const WORD = 'کتابخ';
const KEY_DELAY_MS = 120;

async function firstVisitJs(page: Page, url: string) {
  const chunks = new Map<string, number>();
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return;
    void response.body().then((body) => chunks.set(response.url(), gzipSync(body, { level: 9 }).length));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const total = [...chunks.values()].reduce((a, b) => a + b, 0);
  return { total, files: [...chunks.keys()].map((u) => u.split('/').pop() ?? u) };
}

async function typing(page: Page, base: string) {
  await page.goto(base, { waitUntil: 'networkidle' });
  let requests = 0;
  page.on('request', (request) => {
    if (request.url().includes('/v3/suggest')) requests += 1;
  });
  const box = page.getByRole('combobox').first();
  await box.click();
  // All but the last key, then the last one with a frame loop that notes the first frame in which
  // a suggestion shows the whole typed word highlighted.
  await box.pressSequentially(WORD.slice(0, -1), { delay: KEY_DELAY_MS });
  await page.waitForTimeout(KEY_DELAY_MS);
  // A string, not a function: the TypeScript runner would wrap named functions in helpers the page
  // does not have.
  await page.evaluate(`(() => {
    const word = ${JSON.stringify(WORD)};
    window.paintedAt = 0;
    window.lastKeyAt = 0;
    document.addEventListener('input', () => { window.lastKeyAt = performance.now(); }, { once: true, capture: true });
    const check = () => {
      // A mark stops at a ZWNJ the typed word lacks (کتاب‌خانه: «کتاب» and «خ»): an option's marks together.
      const shown = [...document.querySelectorAll('[role="option"]')].some((o) => [...o.querySelectorAll('mark')].map((m) => m.textContent || '').join('') === word);
      if (shown && window.lastKeyAt > 0) window.paintedAt = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })()`);
  await box.pressSequentially(WORD.slice(-1));
  await page.waitForFunction(() => (window as unknown as { paintedAt: number }).paintedAt > 0, undefined, {
    timeout: 10_000,
  });
  const ms = await page.evaluate(() => {
    const w = window as unknown as { lastKeyAt: number; paintedAt: number };
    return w.paintedAt - w.lastKeyAt;
  });
  await page.waitForTimeout(500);
  return { requests, ms };
}

const webAt = process.argv.indexOf('--web');
const webRoot = webAt >= 0 ? (process.argv[webAt + 1] ?? 'dist') : 'dist';
const dir = mkdtempSync(join(tmpdir(), 'farhang-bench-web-'));
const service = await spawnService(['--db', join(dir, 'bench.db'), '--web', webRoot, '--rate-limit', '0']);
const browser = await launchBrowser();
try {
  const rows: [string, string][] = [];
  for (const path of ['/', `/search?q=${encodeURIComponent('آب')}`]) {
    const context = await browser.newContext();
    const { total, files } = await firstVisitJs(await context.newPage(), service.url + path);
    rows.push([
      `first visit ${decodeURIComponent(path)}: JS, gzip -9`,
      `${total} B = ${(total / 1000).toFixed(1)} KB (${files.join(', ')})`,
    ]);
    await context.close();
  }
  const context = await browser.newContext();
  const { requests, ms } = await typing(await context.newPage(), service.url);
  rows.push([`suggest requests typing ${WORD.length} letters at ${KEY_DELAY_MS} ms/key`, String(requests)]);
  rows.push(['last key → painted suggestions', `${ms.toFixed(0)} ms`]);
  console.log('| measure | value |\n|---|---|');
  for (const [name, value] of rows) console.log(`| ${name} | ${value} |`);
} finally {
  await browser.close();
  await service.stop();
  rmSync(dir, { recursive: true, force: true });
}
