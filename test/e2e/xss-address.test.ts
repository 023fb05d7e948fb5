/**
 * Hostile text that is not a meaning: headwords, pronunciations and English titles carrying
 * markup, and the same markup typed into the address (a word route, a search). All of it must
 * reach the page as text (route parameters only ever go to textContent), on the word page, in
 * search results and in "not found" panels.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { marker } from '../support/hostile-html/vectors';
import { launchBrowser } from '../../scripts/browser/launch-browser';
import { auditDocument } from '../support/browser/xss-audit';
import { attachProbe, type Probe } from '../support/browser/xss-probe';
import { SETTLE_MS, sweepPointer } from '../support/browser/xss-render';
import { startCorpusService, type CorpusService } from '../support/browser/xss-service';
import { appReady } from '../support/browser/reader';

const MEANING_TEXT = 'معنی ساده برای آزمون';
const HEADWORDS = [
  { title: `<img src=x onerror=${marker('headword-img')}>`, pron: `<svg onload=${marker('pron-svg')}>` },
  { title: `<script>${marker('headword-script')}</script>`, title_en: `<b onclick=${marker('title-en')}>en</b>` },
  { title: `"><a href="javascript:${marker('headword-link')}">x</a>`, pron: '&lt;entity&gt;' },
];

let site: CorpusService;
let browser: Browser;
let page: Page;
let probe: Probe;

beforeAll(async () => {
  site = await startCorpusService(HEADWORDS.map((entry) => ({ db: 'wiki', text: MEANING_TEXT, ...entry })));
  browser = await launchBrowser();
  const context = await browser.newContext();
  probe = await attachProbe(context, site.origin);
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** Opens `path`, waits until `ready` is true in the page, touches the page and lets it settle. */
async function visit(path: string, ready: (want: string) => boolean, want: string): Promise<void> {
  await page.goto(`${site.origin}${path}`);
  await appReady(page);
  await page.waitForFunction(ready, want);
  await sweepPointer(page, 'main');
  await page.waitForTimeout(SETTLE_MS);
}

function expectNothingRan(): Promise<void> {
  expect(probe.since(0).filter((event) => event.kind !== 'navigation')).toEqual([]);
  return page.evaluate(auditDocument, site.origin).then((problems) => expect(problems).toEqual([]));
}

test.each(HEADWORDS.map((entry) => [entry.title, entry] as const))(
  'the headword %s is shown as text',
  async (title, entry) => {
    await visit(
      site.wordPath('wiki', title),
      (want) => document.querySelector('#entry-title')?.textContent === want,
      title,
    );
    // Shown as the very text it is, or not shown at all when the entry has none.
    expect(await page.locator('.entry__pron bdi').allTextContents()).toEqual(
      entry.pron === undefined ? [] : [entry.pron],
    );
    expect(await page.locator('.entry__title-en').allTextContents()).toEqual(
      entry.title_en === undefined ? [] : [entry.title_en],
    );
    expect(await page.locator('article img, article svg, article script, article [onclick]').count()).toBe(0);
    await expectNothingRan();
  },
);

test('search results list hostile headwords as text', async () => {
  const path = `/search?${new URLSearchParams({ q: 'آزمون', type: 'text', db: 'wiki' }).toString()}`;
  await visit(
    path,
    (want) => document.querySelectorAll('.result__title').length === Number(want),
    String(HEADWORDS.length),
  );
  const shown = await page.locator('.result__title').allTextContents();
  expect(shown.sort()).toEqual(HEADWORDS.map((entry) => entry.title).sort());
  await expectNothingRan();
});

test('markup in a word address lands in the "not found" panel as text', async () => {
  const title = `<svg onload=${marker('address-word')}>`;
  await visit(site.wordPath('wiki', title), (want) => document.body.innerText.includes(want), title);
  await expectNothingRan();
});

test('markup in a search address lands in the page as text', async () => {
  const q = `<img src=x onerror=${marker('address-search')}>`;
  await visit(
    `/search?${new URLSearchParams({ q }).toString()}`,
    (want) => document.body.textContent?.includes(want) ?? false,
    q,
  );
  expect(await page.getByRole('combobox').first().inputValue()).toBe(q);
  await expectNothingRan();
});
