/**
 * The reader's whole journey in a real Chromium against the built app and the real service: home →
 * suggestion by keyboard → results → dictionary chips in an order → page 2 → a word → back and
 * forward from the cache → reload → the copied link in a fresh browser → a bad token in settings.
 * All along, no page error, no unexplained console error and no CSP violation.
 */
import { afterAll, expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { scenarioSteps } from '../support/scenario';
import { useOwnE2eApp } from '../support/browser/e2e-app';
import { watchContext } from '../support/browser/page-watch';
import { openAdvancedSettings } from '../support/browser/app-views';
import {
  dbChip,
  persianNumber,
  results,
  searchBox,
  searchData,
  shownTitles,
  suggestions,
  wordData,
  appReady,
} from '../support/browser/reader';

// A service of its own: a step reads its request log.
const app = useOwnE2eApp();

afterAll(async () => {
  await context?.close();
});

/** Counts the search and word requests a page sends; `since()` marks a moment to count from. */
function countV3(page: Page) {
  const seen = { search: 0, word: 0 };
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/v3/search') seen.search += 1;
    if (pathname === '/v3/word') seen.word += 1;
  });
  return {
    since: () => {
      const mark = { ...seen };
      return () => ({ search: seen.search - mark.search, word: seen.word - mark.word });
    },
  };
}

/** Whitespace folded and digits in Persian, as the word page shows a Persian meaning. */
function asShown(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\d/g, (d) => persianNumber(Number(d)));
}

const step = scenarioSteps();

// What the steps share: one reader's tab, and what it has seen so far.
let context: BrowserContext;
let watch: Awaited<ReturnType<typeof watchContext>>;
let page: Page;
let v3: ReturnType<typeof countV3>;
let picked = '';
let page2: ReturnType<typeof searchData>;
let resultsUrl = '';
let wordUrl = '';
let entry: ReturnType<typeof wordData>;
const shown = () => results(page);

async function seeWord(on: Page): Promise<void> {
  const article = on.getByRole('article', { name: entry.title });
  await article.waitFor();
  expect(await article.getByRole('heading', { level: 1 }).innerText()).toBe(entry.title);
  const text = await article.innerText();
  expect(text).toContain(entry.source);
  expect(asShown(text)).toContain(asShown(entry.text));
}

step('home: the box takes the word; suggestions come as a listbox, picked with the keyboard', async () => {
  context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
  watch = await watchContext(context);
  page = await context.newPage();
  v3 = countV3(page);
  await page.goto(`${app.url}/`);
  await appReady(page);
  const box = searchBox(page);
  await expect.poll(() => box.evaluate((input) => input === document.activeElement)).toBe(true);
  await box.pressSequentially('ام', { delay: 30 });
  const listbox = page.getByRole('listbox', { name: 'پیشنهادها' });
  await listbox.waitFor();
  const offered = suggestions(await app.api('suggest', { q: 'ام' }));
  await expect.poll(() => listbox.getByRole('option').allInnerTexts()).toEqual(offered);
  await box.press('ArrowDown');
  const first = listbox.getByRole('option').first();
  await expect.poll(() => first.getAttribute('aria-selected')).toBe('true');
  expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
  await box.press('Enter');
  picked = offered[0] ?? '';
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === picked);
  expect(new URL(page.url()).searchParams.get('type')).toBe('exact');
});

step('results: the count in Persian digits, one card per result of the first page', async () => {
  const all = searchData(await app.api('search', { q: picked, type: 'exact' }));
  await shown().count.waitFor();
  expect(await shown().count.innerText()).toBe(`${persianNumber(all.numFound)} نتیجه`);
  expect(await shown().titles.allInnerTexts()).toEqual(shownTitles(all.results));
});

step(
  'two chips, moein then dehkhoda: the URL keeps that order, the chips say their priority, the answer follows it',
  async () => {
    await dbChip(page, 'معین').click();
    await page.waitForURL((url) => url.searchParams.get('db') === 'moein');
    await dbChip(page, 'دهخدا').click();
    await page.waitForURL((url) => url.searchParams.get('db') === 'moein,dehkhoda');
    await page.getByRole('button', { name: 'معین اولویت ۱' }).waitFor();
    await page.getByRole('button', { name: 'دهخدا اولویت ۲' }).waitFor();
    const chosen = searchData(await app.api('search', { q: picked, filter: 'moein,dehkhoda' }));
    await expect.poll(() => shown().count.innerText()).toBe(`${persianNumber(chosen.numFound)} نتیجه`);
    expect(await shown().region.locator('.result__source').allInnerTexts()).toEqual(
      chosen.results.map((r) => (r.db === 'moein' ? 'معین' : 'دهخدا')),
    );
  },
);

step('a search in the meanings keeps the dictionaries, and page 2 shows the next ten', async () => {
  // Those two dictionaries have more than one page only for a search in the meanings: «ا» is the
  // noun mark «(اِ)» both of them put on most entries. The filter travels with the new search.
  // A click, not check(): the radio is the URL's, so it turns on only after the navigation.
  const inMeanings = page.getByRole('radio', { name: 'در معانی' });
  await inMeanings.click();
  await page.waitForURL((url) => url.searchParams.get('type') === 'text');
  await expect.poll(() => inMeanings.isChecked()).toBe(true);
  await searchBox(page).fill('ا');
  await page.getByRole('button', { name: 'جست‌وجو', exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('q') === 'ا' && url.searchParams.get('db') === 'moein,dehkhoda');
  const request = { q: 'ا', type: 'text', filter: 'moein,dehkhoda' };
  const page1 = searchData(await app.api('search', { ...request, start: '0', rows: '10' }));
  page2 = searchData(await app.api('search', { ...request, start: '10', rows: '10' }));
  expect(page1.numFound).toBeGreaterThan(10);
  await expect.poll(() => shown().titles.allInnerTexts()).toEqual(shownTitles(page1.results));
  await page.getByRole('navigation', { name: 'صفحه‌ها' }).getByRole('link', { name: 'صفحهٔ ۲' }).click();
  await page.waitForURL((url) => url.searchParams.get('page') === '2');
  await expect.poll(() => shown().titles.allInnerTexts()).toEqual(shownTitles(page2.results));
  const page2Ids = page2.results.map((r) => r.id);
  expect(page2Ids.some((id) => page1.results.some((r) => r.id === id))).toBe(false);
  resultsUrl = page.url();
});

step('a word: its title, dictionary and full meaning', async () => {
  const target = page2.results[0];
  if (!target) throw new Error('page 2 is empty');
  entry = wordData(await app.api('word', { title: target.title, db: target.db, num: String(target.num) }));
  await shown().titles.first().getByRole('link').click();
  await page.waitForURL((url) => url.pathname.startsWith('/word/'));
  await seeWord(page);
  // Everything the word page asks for has come (its other dictionaries too), so Back cuts nothing short.
  await page.locator('[aria-busy="true"], .spinner').first().waitFor({ state: 'detached' });
  wordUrl = page.url();
});

step('Back and Forward are served from the cache: not one new search or word request', async () => {
  const cached = v3.since();
  await page.goBack();
  await page.waitForURL(resultsUrl);
  await expect.poll(() => shown().titles.allInnerTexts()).toEqual(shownTitles(page2.results));
  await page.goForward();
  await page.waitForURL(wordUrl);
  await seeWord(page);
  expect(cached()).toEqual({ search: 0, word: 0 });
});

step('a reload shows the same word', async () => {
  await page.reload();
  await appReady(page);
  await seeWord(page);
});

step('Back after the reload builds the results anew, asking the service at most once more', async () => {
  // Its answers carry the token in their URL, so no cache keeps them (private, no-store): the
  // same results show, and the service's request log says how often it was asked.
  const searchesLogged = () => app.service.output.filter((line) => line.includes('"path":"/v3/search?')).length;
  const beforeBack = searchesLogged();
  await page.goBack();
  await page.waitForURL(resultsUrl);
  await appReady(page);
  await expect.poll(() => shown().titles.allInnerTexts()).toEqual(shownTitles(page2.results));
  expect(searchesLogged()).toBeLessThanOrEqual(beforeBack + 1);
  await page.goForward();
  await page.waitForURL(wordUrl);
  await seeWord(page);
});

step('the copied link opens the same word in a browser that has never seen the app', async () => {
  await page.getByRole('button', { name: 'کپی پیوند' }).click();
  await page.getByRole('status').filter({ hasText: 'پیوند کپی شد' }).waitFor();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  // Copied as a reader reads it, its Persian letters unescaped: the same address.
  expect(link).toBe(decodeURI(wordUrl));
  const fresh = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const freshWatch = await watchContext(fresh);
  const freshPage = await fresh.newPage();
  await freshPage.goto(link);
  await appReady(freshPage);
  await seeWord(freshPage);
  await fresh.close();
  expect(freshWatch.problems).toEqual([]);
});

step('a bad token, saved in settings: the next search says so in Persian and leads back there', async () => {
  await page.getByRole('navigation', { name: 'پیوندهای اصلی' }).getByRole('link', { name: 'تنظیمات' }).click();
  await page.waitForURL((url) => url.pathname === '/settings');
  await openAdvancedSettings(page);
  await page.getByLabel('توکن', { exact: true }).fill('1.not-a-token-this-service-issued');
  await page.getByRole('button', { name: 'ذخیره' }).click();
  await page.getByRole('status').filter({ hasText: 'تنظیمات ذخیره شد.' }).waitFor();
  // The browser logs each refused request itself; those are the only console errors expected.
  watch.allowConsoleError(/^Failed to load resource: the server responded with a status of 401 \(Unauthorized\)$/);
  await searchBox(page).fill('سلام');
  await searchBox(page).press('Enter');
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'سلام');
  const alert = page.getByRole('alert');
  await alert.getByRole('heading', { name: 'توکن پذیرفته نشد' }).waitFor();
  await alert.getByRole('link', { name: 'رفتن به تنظیمات' }).click();
  await page.waitForURL((url) => url.pathname === '/settings');
  expect(page.url()).not.toContain('not-a-token');
  expect(watch.allowed.length).toBeGreaterThan(0);
});

step('all along: no page error, no unexplained console error, no CSP violation', async () => {
  expect(watch.problems).toEqual([]);
  await context.close();
});
