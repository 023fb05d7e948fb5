/**
 * `npm run bench:extension` (build first: `npm run build`) — the browser extension, as the service
 * offers it, in Debian's Chromium (`apt-get install chromium`): on a Persian page, the time from a
 * click on a word to the popover's dialog drawn in its frame, for the first word (the frame and its
 * page load) and for the next ones (`--clicks N`, default 30, words of other sentences: each one
 * new to the service). Also the content script's size, gzipped. Target: ≤ 150 ms a click after
 * the first; ≤ 60 KiB. Printed, not asserted, with the load average.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { launchWithExtension } from './browser/launch-extension';
import { loadAverage } from './bench/load-average';
import { option } from './bench/number-option';
import { percentile } from './bench/percentile';
import { progressOf } from './bench/progress';
import { spawnService } from './service/spawn-service';

const progress = progressOf('bench:extension');
const clicks = option('clicks', 30);
const WORDS = ['امید', 'آسمان', 'سلام', 'کتاب‌ها'];
const sentences = Array.from(
  { length: clicks + 1 },
  (_, at) => `<p>جملهٔ ${at + 1}: <span id="w${at}">${WORDS[at % WORDS.length]}</span> را دیروز خواندیم.</p>`,
);
const pages = createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="fa" dir="rtl"><body style="font-size: 18px">${sentences.join('')}</body></html>`);
});
await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
const site = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
progress('starting the service and Chromium with the extension');
const service = await spawnService(['--data', 'test/fixtures/contract.jsonl', '--web', 'dist', '--rate-limit', '0']);
const browser = await launchWithExtension(service.url);
const times: number[] = [];
let first = 0;
try {
  const page = await browser.context.newPage();
  await page.goto(site);
  for (let at = 0; at <= clicks; at += 1) {
    // Closed first (Escape goes to the popover, which has the focus), so it covers no next word.
    await page.keyboard.press('Escape');
    const open = page.frames().find((child) => child.url().includes('/popover/popover.html'));
    await open?.getByRole('dialog').waitFor({ state: 'detached' });
    const started = performance.now();
    await page.locator(`#w${at}`).click();
    for (;;) {
      const frame = page.frames().find((child) => child.url().includes('/popover/popover.html'));
      const drawn =
        frame === undefined
          ? 0
          : await frame
              .getByRole('dialog')
              .count()
              .catch(() => 0);
      if (drawn > 0) break;
      if (performance.now() - started > 20_000) {
        const body = await frame?.evaluate(() => document.body.innerText).catch(() => '?');
        throw new Error(`no popover for word ${at}: the frame shows «${body ?? 'nothing'}»`);
      }
      await page.waitForTimeout(5);
    }
    const ms = performance.now() - started;
    if (at === 0) first = ms;
    else times.push(ms);
  }
} finally {
  await Promise.allSettled([browser.close(), service.stop(), new Promise((resolve) => pages.close(resolve))]);
}
times.sort((a, b) => a - b);
const content = gzipSync(readFileSync('dist/.extension/content.js')).length;
console.log(`extension: click → popover dialog, load average ${loadAverage()}`);
console.log(`first word (frame and page load): ${first.toFixed(0)} ms`);
console.log(
  `next ${times.length} words: p50 ${percentile(times, 0.5).toFixed(0)} ms, p95 ${percentile(times, 0.95).toFixed(0)} ms`,
);
console.log(`content script: ${(content / 1024).toFixed(1)} KiB gzipped`);
