/**
 * `npm run bench:start-tap` (build first: `npm run build`) — how soon a page answers a tap while
 * its app starts, and once it runs: on the built app, in a real Chromium as a 412 px touch phone
 * with the CPU 4× slower (CDP Emulation.setCPUThrottlingRate, as bench:popover), each page is
 * opened afresh and its theme button tapped as soon as it is drawn, then again once the app runs
 * (`html[data-app="ready"]`). A tap's figure is its interaction's longest Event Timing duration
 * (what INP reads: from the touch to the next frame drawn after it). The median of `--visits N`
 * visits a page (default 5), each visit's figures beside it, then the load average.
 *
 * Printed, not asserted (the machine is shared); compare builds back to back.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser } from './browser/launch-browser';
import { option } from './bench/number-option';
import { percentile } from './bench/percentile';
import { progressOf } from './bench/progress';
import { spawnService } from './service/spawn-service';
import { loadAverage } from './bench/load-average';

const CPU_SLOWDOWN = 4;
const PAGES: readonly (readonly [string, string])[] = [
  ['home', '/'],
  ['search', `/search?q=${encodeURIComponent('آب')}`],
  ['word', `/word/dehkhoda/${encodeURIComponent('امید')}/1`],
  ['read', '/read'],
];

/** In the page: every interaction's Event Timing entries (a string, so the runner adds no helpers). */
const WATCH_EVENTS = `(() => {
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) window.__events.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})()`;

const progress = progressOf('bench:start-tap');
const visits = option('visits', 5);
const dir = mkdtempSync(join(tmpdir(), 'farhang-bench-start-tap-'));
progress('starting the service on the sample and Chromium');
const service = await spawnService(['--db', join(dir, 'bench.db'), '--web', 'dist', '--rate-limit', '0']);
const browser = await launchBrowser({ emulatedGpu: true });
try {
  console.log(`a tap on the theme button, CPU ${CPU_SLOWDOWN}× slower, median of ${visits} visits a page`);
  console.log('| page | tap while the app starts | tap once it runs |\n|---|---|---|');
  for (const [name, path] of PAGES) {
    const early: number[] = [];
    const late: number[] = [];
    for (let i = 0; i < visits; i += 1) {
      progress(`${name}, visit ${i + 1} of ${visits}`);
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
        // A first visit: no worker answering from its cache.
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      await page.addInitScript(WATCH_EVENTS);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.goto(service.url + path, { waitUntil: 'commit' });
      const toggle = page.locator('.theme-toggle');
      const taken = () => page.evaluate(() => (window as unknown as { __events: number[] }).__events.splice(0));
      await toggle.tap();
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
      // Event Timing reports an interaction once its frame is drawn.
      await page.waitForTimeout(300);
      early.push(Math.max(0, ...(await taken())));
      await toggle.tap();
      await page.waitForTimeout(300);
      late.push(Math.max(0, ...(await taken())));
      await context.close();
    }
    const cell = (times: number[]) =>
      `${percentile(
        [...times].sort((a, b) => a - b),
        0.5,
      ).toFixed(0)} ms (${times.map((t) => t.toFixed(0)).join(', ')})`;
    console.log(`| ${name} | ${cell(early)} | ${cell(late)} |`);
  }
  console.log(`load average: ${loadAverage()}`);
} finally {
  await browser.close();
  await service.stop();
  rmSync(dir, { recursive: true, force: true });
}
