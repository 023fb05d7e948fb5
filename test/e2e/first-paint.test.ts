/**
 * A page the service draws is read before any script arrives: its first paint asks for nothing
 * but its font (src/web/boot.ts, src/web/app-start.ts). Then the app starts and runs the page.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { openPage, useE2eApp } from '../support/browser/e2e-app';
import { appReady } from '../support/browser/reader';

const WORD = 'امید';
const app = useE2eApp();

const wordPath = () => `/word/moein/${encodeURIComponent(WORD)}/1`;

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

test('a first visit’s word page paints before any script, then the app starts and runs it', async () => {
  const { page } = await openPage(app.browser);
  await page.goto(`${app.url}${wordPath()}`);
  await appReady(page);
  const requests = await requestsAgainstPaint(page);
  expect(requests.painted).toBe(true);
  // Before the paint: the Persian subset of the font, preloaded, and nothing else.
  expect(requests.before).toEqual([expect.stringMatching(/^\/assets\/vazirmatn-persian-[\w-]+\.woff2$/)]);
  // After it: the app's entry and the word page's part.
  expect(requests.all).toContainEqual(expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/));
  expect(requests.all).toContainEqual(expect.stringMatching(/^\/assets\/word-page-[\w-]+\.js$/));
  // The app runs the page: an in-app link opens the next page without a reload.
  await page.evaluate(() => Reflect.set(window, 'samePage', true));
  await page.getByRole('link', { name: 'فرهنگ', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await page.evaluate(() => Reflect.get(window, 'samePage'))).toBe(true);
});

test('without JavaScript a word page reads whole: its title and meaning are in the page itself', async () => {
  const { page } = await openPage(app.browser, { javaScriptEnabled: false });
  await page.goto(`${app.url}${wordPath()}`);
  await expect.poll(() => page.locator('#entry-title').textContent()).toBe(WORD);
  expect(await page.locator('.entry__meaning').first().innerText()).toContain('آرزو');
  expect(await page.evaluate(() => document.documentElement.dataset['app'])).toBeUndefined();
});
