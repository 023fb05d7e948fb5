/**
 * Faults the reader meets, injected at the network edge of the real app (`page.route`): the
 * service down, 503 with Retry-After, no answer within the client's time limit, a broken body, a
 * 500, a token that expires mid-session. Each shows its Persian message and a way forward that
 * works once the fault is lifted; what was on screen stays; no page error, no console error but
 * the browser's own line for each failed request. The page's clock is Playwright's, so waits of
 * seconds (backoff, Retry-After, the 10 s limit) pass in moments without changing the app.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useE2eApp } from '../support/browser/e2e-app';
import { advanceUntilVisible, routeFaults, type FaultSwitch } from '../support/browser/faults-route';
import { watchContext, type PageWatch } from '../support/browser/page-watch';
import { results, searchBox, searchData, shownTitles, appReady } from '../support/browser/reader';

const app = useE2eApp();

const FAILED_LOAD = /^Failed to load resource: (the server responded with a status of \d{3} .*|net::ERR_\w+)$/;

interface Scene {
  readonly page: Page;
  readonly faults: FaultSwitch;
  readonly watch: PageWatch;
  close(): Promise<void>;
}

async function scene(): Promise<Scene> {
  // Faults are injected at the page's own network edge, which the offline worker would stand in
  // front of (answering some faults from its copies: test/e2e/offline.test.ts covers that).
  const { context, page } = await openPage(app.browser, {
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
  });
  const watch = await watchContext(context);
  watch.allowConsoleError(FAILED_LOAD);
  await page.clock.install();
  const faults = await routeFaults(page);
  return {
    page,
    faults,
    watch,
    async close() {
      expect(watch.problems).toEqual([]);
      await context.close();
    },
  };
}

const searchUrl = (q: string, extra = '') => `${app.url}/search?q=${encodeURIComponent(q)}${extra}`;

/**
 * Opens `url` the way the app does, from the home page (history + popstate): a page loaded anew
 * arrives drawn by the service, whose own answers no fault at the page's edge can touch.
 */
async function openInApp(page: Page, url: string): Promise<void> {
  await page.goto(`${app.url}/`);
  await appReady(page);
  // Hydrated: React has taken the root, and its router listens from the commit on.
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__react')),
  );
  await page.waitForTimeout(200);
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url.slice(app.url.length));
}
const isSearch = (url: URL) => url.pathname === '/v3/search';
const isWord = (url: URL) => url.pathname === '/v3/word';

async function expectResults(page: Page, q: string, params: Record<string, string> = {}): Promise<void> {
  const expected = searchData(await app.api('search', { q, ...params }));
  // The headwords of the list only: an error panel in the region has a heading of its own.
  const titles = results(page).region.getByRole('listitem').getByRole('heading', { level: 2 });
  await expect.poll(() => titles.allInnerTexts()).toEqual(shownTitles(expected.results));
}

test('the service down: «we could not reach the service», retry works once it is back', async () => {
  const { page, faults, watch, close } = await scene();
  faults.set({ kind: 'refuse' }, isSearch);
  await openInApp(page, searchUrl('امید'));
  const alert = page.getByRole('alert');
  await advanceUntilVisible(page, alert.getByRole('heading', { name: 'به سرویس نرسیدیم' }));
  await alert.getByRole('link', { name: 'رفتن به تنظیمات' }).waitFor();
  expect(faults.hits).toBe(3); // the first try and two retries
  faults.set(undefined);
  await alert.getByRole('button', { name: 'تلاش دوباره' }).click();
  await expectResults(page, 'امید');
  await expect.poll(() => alert.count()).toBe(0);
  expect(watch.allowed.length).toBeGreaterThan(0);
  await close();
});

test('503 with Retry-After: says how long it waits, and tries again by itself after that', async () => {
  const { page, faults, close } = await scene();
  faults.set({ kind: 'status', status: 503, word: 'unavailable', headers: { 'retry-after': '7' } }, isWord);
  await openInApp(page, `${app.url}/word/moein/${encodeURIComponent('امید')}/1`);
  const alert = page.getByRole('alert');
  await advanceUntilVisible(page, alert.getByRole('heading', { name: 'سرویس فعلاً در دسترس نیست' }), 1000);
  expect(await alert.innerText()).toContain('پس از ۷ ثانیه خودمان دوباره تلاش می‌کنیم');
  expect(faults.hits).toBe(3); // two retries first, each after the 7 s asked for
  await alert.getByRole('button', { name: 'تلاش دوباره' }).waitFor();
  faults.set(undefined);
  const article = page.getByRole('article', { name: 'امید' });
  await advanceUntilVisible(page, article, 1000, 8000);
  await close();
});

test('no answer within the client time limit: «the answer was late», retry works', async () => {
  const { page, faults, close } = await scene();
  faults.set({ kind: 'hang' }, isSearch);
  await openInApp(page, searchUrl('سلام'));
  const alert = page.getByRole('alert');
  await advanceUntilVisible(page, alert.getByRole('heading', { name: 'پاسخ سرویس دیر شد' }), 2000, 60_000);
  expect(await alert.innerText()).toContain('در ۱۰ ثانیه پاسخی نداد');
  faults.set(undefined);
  await alert.getByRole('button', { name: 'تلاش دوباره' }).click();
  await expectResults(page, 'سلام');
  await close();
});

test('a broken body: «not a v3 answer», with settings and a retry that works', async () => {
  const { page, faults, close } = await scene();
  faults.set({ kind: 'body', body: '{"response": {"status": tr' }, isWord);
  await openInApp(page, `${app.url}/word/moein/${encodeURIComponent('امید')}/1`);
  const alert = page.getByRole('alert');
  await alert.getByRole('heading', { name: 'پاسخ سرویس نامعتبر است' }).waitFor();
  await alert.getByRole('link', { name: 'رفتن به تنظیمات' }).waitFor();
  faults.set(
    { kind: 'body', body: '{"response":{"status":true,"code":200,"state":null},"meta":{},"word":42}' },
    isWord,
  );
  await alert.getByRole('button', { name: 'تلاش دوباره' }).click();
  await alert.getByRole('heading', { name: 'پاسخ سرویس نامعتبر است' }).waitFor();
  faults.set(undefined);
  await alert.getByRole('button', { name: 'تلاش دوباره' }).click();
  await page.getByRole('article', { name: 'امید' }).waitFor();
  await close();
});

test('a 500 on the next page: the results on screen stay, with the error and a retry', async () => {
  const { page, faults, close } = await scene();
  const params = { type: 'text', filter: 'moein,dehkhoda' };
  // Page 2 fails from the start, so the app's prefetch of it does not hide the fault.
  faults.set(
    { kind: 'status', status: 500, word: 'internal_error' },
    (url) => isSearch(url) && url.searchParams.get('start') === '10',
  );
  await page.goto(searchUrl('ا', '&type=text&db=moein,dehkhoda'));
  await appReady(page);
  await expectResults(page, 'ا', { ...params, start: '0' });
  await page.getByRole('navigation', { name: 'صفحه‌ها' }).getByRole('link', { name: 'صفحهٔ ۲' }).click();
  await page.waitForURL((url) => url.searchParams.get('page') === '2');
  const alert = page.getByRole('alert');
  await advanceUntilVisible(page, alert.getByRole('heading', { name: 'سرویس دچار خطا شد' }));
  await expectResults(page, 'ا', { ...params, start: '0' });
  faults.set(undefined);
  await alert.getByRole('button', { name: 'تلاش دوباره' }).click();
  await expectResults(page, 'ا', { ...params, start: '10' });
  await close();
});

test('a token that expires mid-session: the next request says so and leads to settings', async () => {
  const { page, faults, close } = await scene();
  await page.goto(searchUrl('امید'));
  await appReady(page);
  await expectResults(page, 'امید');
  // The token expires before the next search is sent.
  faults.set(
    { kind: 'status', status: 401, word: 'invalid_token' },
    (url) => isSearch(url) && url.searchParams.get('q') === 'آسمان',
  );
  await searchBox(page).fill('آسمان');
  await searchBox(page).press('Enter');
  await page.waitForURL((url) => url.searchParams.get('q') === 'آسمان');
  const alert = page.getByRole('alert');
  await alert.getByRole('heading', { name: 'توکن پذیرفته نشد' }).waitFor();
  // A 401 is an answer: asked once, not retried.
  expect(faults.hits).toBe(1);
  await alert.getByRole('link', { name: 'رفتن به تنظیمات' }).click();
  await page.waitForURL((url) => url.pathname === '/settings');
  await close();
});
