/**
 * The served app asking another v3 service, as a reader names one in the settings: one the
 * operator allows (`--api-origin`) answers the drawn pages once they have hydrated — without a
 * hydration mismatch — and the reading page reads against it; one the operator did not allow is
 * said plainly, in the settings and on a page, and nothing is sent to it.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { spawnService, type RunningService } from '../../scripts/service/spawn-service';
import { openPage, useOwnE2eApp } from '../support/browser/e2e-app';
import { openAdvancedSettings } from '../support/browser/app-views';
import { watchContext } from '../support/browser/page-watch';
import { appReady } from '../support/browser/reader';

/** In the shape v3 services issue, so the settings take it without a word. */
const OTHER_TOKEN = `1.${'a'.repeat(40)}`;
/** In the other service's data only: found there, never in the app's own. */
const ONLY_THERE = 'تصمیم گرفتن';

let other: RunningService;
beforeAll(async () => {
  other = await spawnService(['--data', 'test/fixtures/reading.jsonl', '--rate-limit', '0', '--token', OTHER_TOKEN]);
});
afterAll(() => other.stop());
const app = useOwnE2eApp(() => ['--api-origin', other.url]);

async function saveService(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${app.url}/settings`);
  await appReady(page);
  await openAdvancedSettings(page);
  await page.getByLabel('نشانی سرویس').fill(baseUrl);
  await page.getByLabel('توکن', { exact: true }).fill(OTHER_TOKEN);
  await page.getByRole('button', { name: 'ذخیره' }).click();
}

test('a service the operator allows answers the drawn pages after they hydrate, with no mismatch', async () => {
  const { context, page } = await openPage(app.browser, { serviceWorkers: 'block' });
  const watch = await watchContext(context);
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).origin));
  await saveService(page, other.url);
  await expect(page.getByText('تنظیمات ذخیره شد.').count()).resolves.toBe(1);

  await page.goto(`${app.url}/search?q=${encodeURIComponent(ONLY_THERE)}`);
  await appReady(page);
  await page.locator('.result__title').filter({ hasText: ONLY_THERE }).first().waitFor();
  await page.goto(`${app.url}/read?text=${encodeURIComponent('آنها تصمیم نخواهند گرفت.')}`);
  await appReady(page);
  await page.locator('.reading__text').getByRole('link', { name: 'تصمیم' }).waitFor();
  expect(asked).toContain(other.url);
  // No hydration mismatch (React #418), no refused connection.
  expect(watch.problems).toEqual([]);
});

test('an address the operator did not allow is said plainly, in the settings and on a page, and never asked', async () => {
  const { context, page } = await openPage(app.browser, { serviceWorkers: 'block' });
  const watch = await watchContext(context);
  const refused = other.url.replace('127.0.0.1', 'localhost');
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).origin));
  await saveService(page, refused);
  const problem = page.getByText(/^این سایت برنامه را به/);
  await expect(problem.textContent()).resolves.toContain(new URL(refused).origin);
  await expect(page.getByText('تنظیمات ذخیره شد.').count()).resolves.toBe(0);

  // Saved before the operator took it off the list: the page says so instead of failing quietly.
  await page.evaluate(
    ([baseUrl, token]) => localStorage.setItem('farhang.settings.v1', JSON.stringify({ baseUrl, token })),
    [refused, OTHER_TOKEN],
  );
  await page.goto(`${app.url}/search?q=${encodeURIComponent('امید')}`);
  await appReady(page);
  await page.getByRole('heading', { name: 'این نشانی این‌جا پذیرفته نیست' }).waitFor();
  expect(asked).not.toContain(new URL(refused).origin);
  expect(watch.problems).toEqual([]);
});
