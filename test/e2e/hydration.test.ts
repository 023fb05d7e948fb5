/**
 * A server-rendered page in a real Chromium: the meaning is on screen before any script runs, the
 * app hydrates it with no console error and no layout shift, asks the service nothing the page
 * already holds, and in-app navigation goes on from there. With every request slowed (a phone on a
 * poor network) the shared word link still shows its meaning and no false error.
 */
import { expect, test } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { openPage, useE2eApp } from '../support/browser/e2e-app';
import { watchContext } from '../support/browser/page-watch';
import { appReady, results, searchBox } from '../support/browser/reader';

const WORD = 'امید';
const MEANING = '(اُ) (اِ.) ۱ - آرزو. ۲ - چشمداشت.';
const wordUrl = (num = 1) => `/word/moein/${encodeURIComponent(WORD)}/${num}`;

const app = useE2eApp();

/** The v3 requests a page makes, by operation and parameters (the token left out). */
function v3Requests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/v3/')) return;
    url.searchParams.delete('token');
    seen.push(`${url.pathname}?${url.searchParams.toString()}`);
  });
  return seen;
}

/** The stylesheet files a page fetches. */
function stylesheets(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.css')) seen.push(pathname);
  });
  return seen;
}

/** How the word page's own stylesheet lays out its columns: 'grid' once its rules apply. */
const wordLayout = (page: Page): Promise<string> =>
  page.locator('.word-layout').evaluate((element) => getComputedStyle(element).display);

/** Layout shifts the page has had (CLS entries), read from the page. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += Number(Reflect.get(entry, 'value') ?? 0);
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

test('a word page hydrates what the server drew: no console error, no shift, no second request', async () => {
  const { context, page } = await openPage(app.browser, { serviceWorkers: 'block' });
  const watch = await watchContext(context);
  const asked = v3Requests(page);
  const sheets = stylesheets(page);
  await page.goto(`${app.url}${wordUrl()}`, { waitUntil: 'domcontentloaded' });
  // Drawn by the server: there before the app's script has done anything, styled by what it carries.
  await expect(page.locator('.entry__meaning').textContent()).resolves.toBe(MEANING);
  await expect(wordLayout(page)).resolves.toBe('grid');
  await page.waitForLoadState('networkidle');
  // Hydrated: the app answers keys on what the server drew (c copies the link).
  await page.keyboard.press('KeyC');
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /پیوند کپی|کپی نشد/ })
      .textContent(),
  ).resolves.toMatch(/پیوند کپی|کپی نشد/);
  expect(asked).toEqual([]);
  // The word page's stylesheets came in the page: the app's loader fetched none again.
  expect(sheets).toEqual([]);
  expect(await layoutShift(page)).toBe(0);
  expect(watch.problems).toEqual([]);
});

test('a search page hydrates with its results and no request; a result hovered is fetched, then opens in the app', async () => {
  const { context, page } = await openPage(app.browser, { serviceWorkers: 'block' });
  const watch = await watchContext(context);
  const asked = v3Requests(page);
  await page.goto(`${app.url}/search?q=${encodeURIComponent(WORD)}`);
  await page.waitForLoadState('networkidle');
  const { titles } = results(page);
  expect(await titles.count()).toBeGreaterThan(1);
  // Only the next page may be asked ahead; the page on screen is not asked again.
  expect(asked.filter((url) => url.startsWith('/v3/search') && !/start=10\b/.test(url))).toEqual([]);
  // Resting the pointer on the result asks for its entry before the click…
  const link = page.locator(`a[href="${wordUrl()}"]`).first();
  await link.hover();
  await expect.poll(() => asked.filter((url) => url.startsWith('/v3/word')).length).toBe(1);
  await link.click();
  await page.waitForURL(`**${wordUrl()}`);
  await expect(page.locator('.entry__meaning').textContent()).resolves.toBe(MEANING);
  // The word page's stylesheet, which the search page lacks, came before the page was drawn.
  await expect(wordLayout(page)).resolves.toBe('grid');
  // …so the click asks nothing more for it (the synonyms section asks the thesaurus's own entry,
  // and the forms and examples are a section's own request).
  const entryAsks = asked.filter(
    (url) => url.startsWith('/v3/word') && !url.includes('db=motaradef') && !url.includes('examples=true'),
  );
  expect(entryAsks).toHaveLength(1);
  // The navigation was the app's: the document is the one first loaded.
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  expect(watch.problems).toEqual([]);
});

test('an unknown word hydrates as the 404 it was drawn as', async () => {
  const { context, page } = await openPage(app.browser, { serviceWorkers: 'block' });
  const watch = await watchContext(context);
  const asked = v3Requests(page);
  // Chromium reports the page's own status as a failed load.
  watch.allowConsoleError(/status of 404/);
  const response = await page.goto(`${app.url}/word/moein/${encodeURIComponent('ناواژه')}/1`);
  expect(response?.status()).toBe(404);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('این واژه پیدا نشد');
  // The failure is asked once more after hydration, and stays on screen meanwhile.
  expect(asked.filter((url) => url.startsWith('/v3/word')).length).toBeLessThanOrEqual(1);
  expect(watch.problems, watch.problems.join('\n')).toEqual([]);
});

test('a missing word close to a known one keeps the close headword the server drew, asking no search for it', async () => {
  const { context, page } = await openPage(app.browser, { serviceWorkers: 'block' });
  const watch = await watchContext(context);
  const asked = v3Requests(page);
  watch.allowConsoleError(/status of 404/);
  const response = await page.goto(`${app.url}/word/moein/${encodeURIComponent('امیدی')}/1`);
  expect(response?.status()).toBe(404);
  await page.waitForLoadState('networkidle');
  const close = page.getByRole('navigation', { name: 'واژه‌های نزدیک' }).getByRole('link', { name: WORD });
  await expect(close.getAttribute('href')).resolves.toBe(`/word/dehkhoda/${encodeURIComponent(WORD)}/1`);
  expect(asked.filter((url) => url.startsWith('/v3/search'))).toEqual([]);
  // The link is the app's: it opens the close word's meaning in place.
  await close.click();
  await page.waitForURL(`**/word/dehkhoda/${encodeURIComponent(WORD)}/1`);
  // The address changes before the entry arrives: wait for its meaning, not the old heading.
  await expect(page.locator('.entry__meaning').textContent()).resolves.toContain('امید');
  expect(watch.problems, watch.problems.join('\n')).toEqual([]);
});

test('without JavaScript the search box submits to a rendered search page with results, keeping its type', async () => {
  const { page } = await openPage(app.browser, { javaScriptEnabled: false, serviceWorkers: 'block' });
  await page.goto(`${app.url}/`);
  await searchBox(page).first().fill(WORD);
  await searchBox(page).first().press('Enter');
  await page.waitForURL(`**/search?q=${encodeURIComponent(WORD)}`);
  await expect(results(page).titles.first().textContent()).resolves.toBe(WORD);
  expect(await results(page).titles.count()).toBeGreaterThan(1);
  // From a search page, the next search keeps the page's type.
  await page.goto(`${app.url}/search?q=${encodeURIComponent('آسمان')}&type=like`);
  await searchBox(page).first().fill(WORD);
  await searchBox(page).first().press('Enter');
  await page.waitForURL(`**/search?type=like&q=${encodeURIComponent(WORD)}`);
  await expect(results(page).titles.first().textContent()).resolves.toContain(WORD);
});

test('a word typed into the drawn box before the app starts is kept: suggested, and searched on Enter', async () => {
  const { context, page } = await openPage(app.browser, { serviceWorkers: 'block' });
  const watch = await watchContext(context);
  // The app's code (all but the tiny boot script) is held back until the reader has typed, as on a slow link.
  let release = (): void => undefined;
  const released = new Promise<void>((done) => (release = done));
  await context.route(/\/assets\/(?!boot-)[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`${app.url}/`, { waitUntil: 'domcontentloaded' });
  await searchBox(page).first().fill(WORD);
  expect(await page.locator('html[data-app="ready"]').count()).toBe(0);
  release();
  await appReady(page);
  await expect(searchBox(page).first().inputValue()).resolves.toBe(WORD);
  await expect(page.getByRole('option').first().textContent()).resolves.toContain(WORD);
  await searchBox(page).first().press('Enter');
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === WORD);
  await expect(results(page).titles.first().textContent()).resolves.toBe(WORD);
  expect(watch.problems).toEqual([]);
});

test('with every request slowed to ~1.7 s, a shared word link shows its meaning and no error', async () => {
  const { context, page } = await openPage(app.browser, { serviceWorkers: 'block' });
  const watch = await watchContext(context);
  await context.route('**/*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1700));
    await route.continue();
  });
  await page.goto(`${app.url}${wordUrl()}`, { timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 30_000 });
  // Long after the old 1.5 s wait for /config.json would have given up.
  await page.waitForTimeout(2500);
  await expect(page.locator('.entry__meaning').textContent()).resolves.toBe(MEANING);
  expect(await page.getByRole('alert').count()).toBe(0);
  expect(await page.locator('.error-panel').count()).toBe(0);
  expect(watch.problems).toEqual([]);
});
