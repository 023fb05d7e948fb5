/**
 * Hostile dictionary meanings in a real Chromium, through the whole stack: JSONL import, the v3
 * service, the built app's word page, its one sanitiser, CSP and Trusted Types. DOMPurify's own
 * testing pattern: a detector the payloads call if they run, a positive
 * control proving the detectors fire, interaction after render, and a wait before asserting.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BENIGN_ENTRIES } from '../support/hostile-html/benign-entries';
import { EVIL_ORIGIN, XSS_VECTORS } from '../support/hostile-html/vectors';
import { launchBrowser } from '../../scripts/browser/launch-browser';
import { auditDocument, auditMeaning, touchMeaning } from '../support/browser/xss-audit';
import { attachProbe, type ProbeEvent } from '../support/browser/xss-probe';
import { startHostileCorpus, vectorTitle, type CorpusService } from '../support/browser/xss-service';
import { parseOnlyDirectives } from '../support/browser/xss-parse-twin';
import { rawMarkers, SETTLE_MS, sweepPointer } from '../support/browser/xss-render';
import { openSlots, type Slots } from '../support/browser/xss-slots';
import { appReady } from '../support/browser/reader';

const MEANING = '.entry__meaning';

let site: CorpusService;
let browser: Browser;
let slots: Slots;
let detectorsProven = false;
/**
 * Per vector, the CSP reports its bare inert parse raises (see xss-parse-twin.ts): measured while
 * the first tests run, since only the vectors' own tests read it.
 */
let parseOnly: Promise<Map<string, Set<string>>>;

beforeAll(async () => {
  site = await startHostileCorpus();
  browser = await launchBrowser();
  const policy = (await fetch(`${site.origin}/`, { headers: { Accept: 'text/html' } })).headers.get(
    'content-security-policy',
  );
  if (policy === null) throw new Error('the app is served without a CSP');
  parseOnly = parseOnlyDirectives(browser, policy, new Map(XSS_VECTORS.map((v) => [v.id, v.payload])));
  // A failure is the vectors' to report, when they read it.
  parseOnly.catch(() => undefined);
  slots = await openSlots(browser, site.origin, {
    page: async (page) => {
      await page.goto(`${site.origin}/`);
      await appReady(page);
    },
  });
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** Opens a word page as the app does (history + popstate), then waits for that entry's title. */
async function openWord(page: Page, path: string, title: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction((want) => document.querySelector('#entry-title')?.textContent === want, title);
}

const describe = (events: readonly ProbeEvent[]): string[] => events.map((e) => `${e.kind}: ${e.detail} (${e.where})`);

test('positive control: in a page without the app, every detector fires', async () => {
  const bare = await browser.newContext();
  const bareProbe = await attachProbe(bare, site.origin);
  const bad = await bare.newPage();
  const mark = bareProbe.mark();
  await bad.setContent(
    `<div class="entry__meaning"><img src=x onerror="__xss('control-marker')"><img src=x onerror="alert('control-dialog')"><img src="${EVIL_ORIGIN}/control.png"><a href="javascript:1" style="color:red" id=location>x</a><svg></svg></div>`,
  );
  await expect.poll(() => bareProbe.since(mark, ['marker']).map((e) => e.detail)).toEqual(['control-marker']);
  await expect.poll(() => bareProbe.since(mark, ['dialog']).map((e) => e.detail)).toEqual(['control-dialog']);
  expect(bareProbe.since(mark, ['foreign-request']).map((e) => e.detail)).toContain(`${EVIL_ORIGIN}/control.png`);
  const problems = await bad.evaluate(auditMeaning, MEANING);
  expect(problems).toEqual(
    expect.arrayContaining([
      '<img> has handler onerror',
      '<a> has a style attribute',
      '<a> has attribute id',
      '<a href> is a javascript: URL',
      '<svg> in http://www.w3.org/2000/svg',
    ]),
  );
  await bad.setContent(`<meta http-equiv="refresh" content="0;url=${site.origin}/moved-by-control">`);
  await expect
    .poll(() => bareProbe.since(mark, ['navigation']).map((e) => e.detail))
    .toContain(`${site.origin}/moved-by-control`);
  await bare.close();
  detectorsProven = true;
});

// Concurrent with the vectors' tests below: its bare pages mostly wait (each vector's settle), which
// the app's pages fill.
test.concurrent(
  'the corpus is live: unsanitised, in a bare page, most script vectors call their marker',
  async ({ expect }) => {
    const script = XSS_VECTORS.filter((vector) => vector.effect === 'script');
    const fired = await rawMarkers(
      browser,
      site.origin,
      script.map((vector) => vector.payload),
      MEANING,
    );
    // Every call names a script vector: the marker is wired to the id each payload carries.
    const ids = new Set(script.map((vector) => vector.id));
    expect(fired.filter((id) => !ids.has(id))).toEqual([]);
    const live = new Set(fired);
    console.log(`raw script vectors that ran: ${live.size} of ${script.length}`);
    expect(live.size).toBeGreaterThanOrEqual(100);
  },
);

test.concurrent.for(XSS_VECTORS.map((vector) => [vector.id, vector] as const))(
  'hostile meaning %s renders inert',
  ([, vector], { expect }) =>
    slots.use(async ({ page, probe }) => {
      expect(detectorsProven, 'the positive control must pass first').toBe(true);
      const path = site.wordPath('wiki', vectorTitle(vector));
      const mark = probe.mark();
      await openWord(page, path, vectorTitle(vector));
      const touched = await page.evaluate(touchMeaning, MEANING);
      await sweepPointer(page, MEANING);
      await page.waitForTimeout(SETTLE_MS);

      expect(touched).toBeGreaterThan(0);
      expect(await page.evaluate(auditMeaning, MEANING)).toEqual([]);
      expect(await page.evaluate(auditDocument, site.origin)).toEqual([]);
      expect(page.frames()).toHaveLength(1);
      expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(decodeURIComponent(path));
      const seen = probe.since(mark);
      const parsed = await parseOnly;
      const harmful = seen.filter((event) => {
        if (event.kind === 'navigation') return event.detail !== `${site.origin}${path}`;
        // A report the bare parse raises too is DOMPurify reading the markup, not the page running it.
        if (event.kind === 'violation') return !(parsed.get(vector.id)?.has(event.detail) ?? false);
        return true;
      });
      expect(describe(harmful)).toEqual([]);
    }),
);

test('nothing fires late: after the whole corpus every reader is still on its last word page', async () => {
  const before = slots.all.map(({ page, probe }) => ({ url: page.url(), mark: probe.mark() }));
  await new Promise((resolve) => setTimeout(resolve, 1500));
  for (const [n, { page, probe }] of slots.all.entries()) {
    expect(page.url()).toBe(before[n]?.url);
    expect(describe(probe.since(before[n]?.mark ?? 0))).toEqual([]);
    expect(describe(probe.events.filter((e) => e.kind === 'marker' || e.kind === 'popup'))).toEqual([]);
  }
});

test.concurrent.for(BENIGN_ENTRIES.map((entry) => [entry.title, entry] as const))(
  'benign meaning %s keeps its text and markup',
  ([, entry], { expect }) =>
    slots.use(async ({ page, probe }) => {
      const mark = probe.mark();
      await openWord(page, site.wordPath('moein', entry.title), entry.title);
      const text = await page.locator(MEANING).innerText();
      expect(text.replace(/\s+/g, ' ').trim()).toBe(entry.text);
      for (const { selector, count } of entry.elements) {
        const found = await page.locator(`${MEANING} ${selector}`).count();
        if (count === undefined) expect(found, selector).toBeGreaterThan(0);
        else expect(found, selector).toBe(count);
      }
      for (const selector of entry.absent ?? []) expect(await page.locator(`${MEANING} ${selector}`).count()).toBe(0);
      expect(await page.evaluate(auditMeaning, MEANING)).toEqual([]);
      // A clean meaning gives no CSP report at all, not even the parse-only kind.
      expect(describe(probe.since(mark).filter((e) => e.kind !== 'navigation'))).toEqual([]);
    }),
);
