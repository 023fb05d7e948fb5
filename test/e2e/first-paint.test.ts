/**
 * A page the service draws is read before any file but itself arrives: its first paint asks for
 * no script and no font (src/web/boot.ts, src/web/theme/page-font.ts). Then the app starts and
 * hydrates it, the font comes, and the reader's next page is drawn in it; with the offline worker
 * in control the font is there from the first paint.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startE2eApp, type E2eApp } from '../support/browser/e2e-app';
import { appReady } from '../support/browser/reader';

const WORD = 'امید';
let app: E2eApp;

beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(async () => {
  await app?.close();
});

const wordPath = () => `/word/moein/${encodeURIComponent(WORD)}/1`;

/** The fonts Chromium drew a node's text with, as its DevTools shows them: web fonts only. */
async function webFontsOf(context: BrowserContext, page: Page, selector: string): Promise<string[]> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.filter((font) => font.isCustomFont).map((font) => font.familyName);
}

/** What the page asked for, by path, and whether each began before its first contentful paint. */
function requestsAgainstPaint(page: Page) {
  return page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    return {
      painted: paint !== undefined,
      before: performance
        .getEntriesByType('resource')
        .filter((entry) => paint === undefined || entry.startTime < paint)
        .map((entry) => new URL(entry.name).pathname),
      all: performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    };
  });
}

test('a first visit’s word page paints from itself alone, then hydrates; the next page is in the app’s font', async () => {
  const context = await app.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${app.url}${wordPath()}`);
  await appReady(page);
  await expect.poll(() => page.evaluate(() => document.fonts.check('1em "Vazirmatn Variable"', 'فرهنگ'))).toBe(true);
  const requests = await requestsAgainstPaint(page);
  expect(requests.painted).toBe(true);
  expect(requests.before).toEqual([]);
  // After the paint: the app's entry, the word page's part, and the Persian subset of the font — no full face.
  expect(requests.all).toContainEqual(expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/));
  expect(requests.all).toContainEqual(expect.stringMatching(/^\/assets\/word-route-[\w-]+\.js$/));
  expect(requests.all).toContainEqual(expect.stringMatching(/^\/assets\/vazirmatn-persian-[\w-]+\.woff2$/));
  expect(requests.all.filter((path) => /vazirmatn-arabic-wght/.test(path))).toEqual([]);
  // The page as drawn keeps the reader's own font: nothing moves when the font arrives.
  expect(await webFontsOf(context, page, '#entry-title')).toEqual([]);
  // The app runs the page: an in-app link opens the next page without a reload, in Vazirmatn.
  await page.evaluate(() => Reflect.set(window, 'samePage', true));
  await page.getByRole('link', { name: 'فرهنگ', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await page.evaluate(() => Reflect.get(window, 'samePage'))).toBe(true);
  expect(await webFontsOf(context, page, 'h1')).toContain('Vazirmatn');
  await context.close();
});

test('with the offline worker in control, a page asks for the app’s font for its first paint', async () => {
  const context = await app.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${app.url}${wordPath()}`);
  await appReady(page);
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Said on <html> by the boot script before the first paint, so the text is laid out in the font
  // (kept by the worker) from the start: nothing else is asked for before that paint.
  expect(await page.evaluate(() => document.documentElement.dataset['font'])).toBe('vazirmatn');
  await appReady(page);
  const requests = await requestsAgainstPaint(page);
  expect(requests.before).toEqual([expect.stringMatching(/^\/assets\/vazirmatn-persian-[\w-]+\.woff2$/)]);
  await context.close();
});

test('without JavaScript a word page reads whole: its title and meaning are in the page itself', async () => {
  const context = await app.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${app.url}${wordPath()}`);
  await expect.poll(() => page.locator('#entry-title').textContent()).toBe(WORD);
  expect(await page.locator('.entry__meaning').first().innerText()).toContain('آرزو');
  expect(await page.evaluate(() => document.documentElement.dataset['app'])).toBeUndefined();
  await context.close();
});
