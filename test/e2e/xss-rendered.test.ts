/**
 * The hostile corpus against the pages the service draws, read as a reader without the app's
 * JavaScript reads them: the app's scripts are kept from loading, and the page's CSP is switched
 * off, so the server-side sanitiser alone stands between a meaning and the reader. The browser
 * itself still runs script, so any payload that survived would call its marker.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { BENIGN_ENTRIES } from '../support/hostile-html/benign-entries';
import { XSS_VECTORS } from '../support/hostile-html/vectors';
import { launchBrowser } from '../../scripts/browser/launch-browser';
import { auditDocument, auditMeaning } from '../support/browser/xss-audit';
import type { ProbeEvent } from '../support/browser/xss-probe';
import { startHostileCorpus, vectorTitle, type CorpusService } from '../support/browser/xss-service';
import { SETTLE_MS, sweepPointer } from '../support/browser/xss-render';
import { openSlots, type Slots } from '../support/browser/xss-slots';

const MEANING = '.entry__meaning';

let site: CorpusService;
let browser: Browser;
let slots: Slots;
let detectorsProven = false;

beforeAll(async () => {
  site = await startHostileCorpus();
  browser = await launchBrowser();
  slots = await openSlots(browser, site.origin, {
    options: { bypassCSP: true, serviceWorkers: 'block' },
    // The app never runs: what is on screen is the HTML the service drew.
    context: async (context) => {
      await context.route('**/assets/*.js', (route) => route.abort());
    },
  });
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const describe = (events: readonly ProbeEvent[]): string[] => events.map((e) => `${e.kind}: ${e.detail} (${e.where})`);

test('positive control: in these contexts, with the CSP off, a surviving payload would run', async () => {
  for (const [n, { page, probe }] of slots.all.entries()) {
    const mark = probe.mark();
    await page.goto(`${site.origin}/`);
    await page.setContent(`<div class="entry__meaning"><img src=x onerror="__xss('rendered-control-${n}')"></div>`);
    await expect.poll(() => probe.since(mark, ['marker']).map((e) => e.detail)).toEqual([`rendered-control-${n}`]);
  }
  detectorsProven = true;
});

test('a benign meaning keeps its markup in the drawn page', async () => {
  const entry = BENIGN_ENTRIES[0];
  if (entry === undefined) throw new Error('no benign entries');
  const page = slots.all[0]?.page;
  if (page === undefined) throw new Error('no reader');
  const response = await page.goto(`${site.origin}${site.wordPath('moein', entry.title)}`);
  expect(response?.status()).toBe(200);
  expect(await page.locator(MEANING).count()).toBe(1);
  expect((await page.locator(MEANING).textContent())?.length ?? 0).toBeGreaterThan(0);
});

test.concurrent.for(XSS_VECTORS.map((vector) => [vector.id, vector] as const))(
  'hostile meaning %s is drawn inert by the server',
  ([, vector], { expect }) =>
    slots.use(async ({ page, probe }) => {
      expect(detectorsProven, 'the positive control must pass first').toBe(true);
      const path = site.wordPath('wiki', vectorTitle(vector));
      const mark = probe.mark();
      const response = await page.goto(`${site.origin}${path}`);
      expect(response?.status()).toBe(200);
      await sweepPointer(page, MEANING);
      await page.waitForTimeout(SETTLE_MS);
      expect(await page.evaluate(auditMeaning, MEANING)).toEqual([]);
      expect(await page.evaluate(auditDocument, site.origin)).toEqual([]);
      expect(page.frames()).toHaveLength(1);
      const harmful = probe
        .since(mark)
        .filter((event) => !(event.kind === 'navigation' && event.detail === `${site.origin}${path}`));
      expect(describe(harmful)).toEqual([]);
    }),
);
