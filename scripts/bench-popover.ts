/**
 * `npm run bench:popover` (build first: `npm run build`) — on the reading page of the built app,
 * in a real Chromium as a 412 px touch phone with the CPU 4× slower (CDP
 * Emulation.setCPUThrottlingRate), the time from a tap on a word of a 1,000-word text to the frame
 * that draws its popover: from the pointerup's (and the pointerdown's) timestamp to the first
 * animation frame after the popover is in the page. `--taps N` words (default 40), spread over the text.
 *
 * Target: ≤ 100 ms. Printed, not asserted (the machine is shared): with the load average beside it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser } from './browser/launch-browser';
import { option } from './bench/number-option';
import { percentile } from './bench/percentile';
import { progressOf } from './bench/progress';
import { benchTexts } from './bench/read-text';
import { spawnService } from './service/spawn-service';
import { loadAverage } from './bench/load-average';

const CPU_SLOWDOWN = 4;

/**
 * In the page: notes each touch's start and lift (a tap is a tap once the finger lifts), and the
 * frame in which a popover appears. A string, so the TypeScript runner adds no helpers.
 */
const WATCH_TAPS = `(() => {
  window.__taps = [];
  let down = 0;
  let up = 0;
  document.addEventListener('pointerdown', (event) => { down = event.timeStamp; }, true);
  document.addEventListener('pointerup', (event) => { up = event.timeStamp; }, true);
  new MutationObserver((records) => {
    const opened = records.some((record) => [...record.addedNodes].some(
      (node) => node instanceof Element && node.matches('[role="dialog"]')));
    if (opened && down > 0) {
      const from = [down, up];
      down = 0;
      requestAnimationFrame(() => window.__taps.push(from.map((at) => performance.now() - at)));
    }
  }).observe(document, { childList: true, subtree: true });
})()`;

const progress = progressOf('bench:popover');
const taps = option('taps', 40);
const text = benchTexts(1000, 1)[0] ?? '';
const dir = mkdtempSync(join(tmpdir(), 'farhang-bench-popover-'));
progress('starting the service on the sample and Chromium');
const service = await spawnService(['--db', join(dir, 'bench.db'), '--web', 'dist', '--rate-limit', '0']);
const browser = await launchBrowser({ emulatedGpu: true });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(WATCH_TAPS);
  await page.goto(`${service.url}/read`);
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await page.getByRole('textbox', { name: 'متن فارسی' }).fill(text);
  await page.getByRole('button', { name: 'خواندن' }).click();
  const links = page.locator('.reading__text a');
  await links.first().waitFor();
  const count = await links.count();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  for (let i = 0; i < taps; i += 1) {
    progress(`tap ${i + 1} of ${taps}`);
    await links.nth(Math.floor(((i + 0.5) * count) / taps)).tap();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }
  const taken = await page.evaluate(() => (window as unknown as { __taps: [number, number][] }).__taps);
  console.log(
    `reading page: ${count} linked words of a 1,000-word text; CPU ${CPU_SLOWDOWN}× slower; ${taken.length} taps`,
  );
  console.log('| to the popover frame, from | p50 | p95 | max |\n|---|---|---|---|');
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const columns = [
    ['the finger lifting (the tap)', 1],
    ['the finger touching', 0],
  ] as const;
  for (const [label, at] of columns) {
    const times = taken.map((tap) => tap[at]).sort((a, b) => a - b);
    console.log(
      `| ${label} | ${ms(percentile(times, 0.5))} | ${ms(percentile(times, 0.95))} | ${ms(times.at(-1) ?? 0)} |`,
    );
  }
  console.log(`load average: ${loadAverage()}`);
} finally {
  await browser.close();
  await service.stop();
  rmSync(dir, { recursive: true, force: true });
}
