/**
 * The reading tools in a real Chromium against the built app and the real service: the
 * wrong-keyboard rescue, what the normaliser searched, the reverse dictionary with its marks on
 * the word page, the shortcut sheet as a real modal dialog, and the word page's keys (by physical
 * key). All along, no page error, console error or CSP violation.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useE2eApp } from '../support/browser/e2e-app';
import { watchContext, type PageWatch } from '../support/browser/page-watch';
import { results, appReady } from '../support/browser/reader';

const app = useE2eApp();

async function open(): Promise<{ page: Page; watch: PageWatch }> {
  const { context, page } = await openPage(app.browser, { viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
  return { page, watch: await watchContext(context) };
}

test('Latin keys for Persian and Persian in Latin letters are rescued in one tap; a folded query says what was searched', async () => {
  const { page, watch } = await open();
  await page.goto(`${app.url}/search?q=sghl`);
  await appReady(page);
  const offer = page.getByText(/صفحه‌کلید روی انگلیسی مانده بود؟/);
  await offer.getByRole('link', { name: '«سلام»' }).click();
  await page.waitForURL(/q=%D8%B3%D9%84%D8%A7%D9%85/);
  await expect.poll(() => results(page).titles.count()).toBeGreaterThan(0);

  // Persian written in Latin letters is offered in Persian, in one tap too.
  await page.goto(`${app.url}/search?q=ketab`);
  await appReady(page);
  await page
    .getByText(/فارسی با حروف لاتین نوشته بودید؟/)
    .getByRole('link', { name: '«کتاب»' })
    .click();
  await page.waitForURL(/q=%DA%A9%D8%AA%D8%A7%D8%A8/);
  await expect.poll(() => results(page).titles.count()).toBeGreaterThan(0);

  await page.goto(`${app.url}/search?q=${encodeURIComponent('كتاب')}`);
  await appReady(page);
  await expect.poll(() => page.getByText(/جست‌وجو شد:/).textContent()).toContain('«کتاب»');
  expect(watch.problems).toEqual([]);
});

test('the reverse dictionary: from a meaning to the word, the phrase marked in the results and the meaning', async () => {
  const { page, watch } = await open();
  await page.goto(`${app.url}/`);
  await appReady(page);
  await page.getByRole('link', { name: 'از معنی به واژه' }).click();
  const box = page.getByRole('textbox', { name: 'معنی یا توصیف واژه' });
  await box.fill('هنگام دیدار');
  await box.press('Enter');
  const region = results(page).region;
  await expect.poll(() => region.locator('.result__text mark').first().textContent()).toBe('هنگام دیدار');
  await results(page).titles.first().getByRole('link').click();
  await page.waitForURL(/\/word\/.*\?hl=/);
  await expect.poll(() => page.locator('.entry__meaning mark').first().textContent()).toBe('هنگام دیدار');
  expect(watch.problems).toEqual([]);
});

test('? opens the shortcut sheet as a modal dialog; Esc closes it', async () => {
  const { page, watch } = await open();
  await page.goto(`${app.url}/settings`);
  await appReady(page);
  await page.getByRole('heading', { level: 1, name: 'تنظیمات' }).waitFor();
  await page.keyboard.press('Shift+Slash');
  const sheet = page.getByRole('dialog', { name: 'میان‌برهای صفحه‌کلید' });
  await sheet.waitFor();
  expect(await sheet.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
  await page.keyboard.press('Escape');
  await sheet.waitFor({ state: 'detached' });
  expect(watch.problems).toEqual([]);
});

test('on a word page: c copies its link, b bookmarks it, Alt+↓ opens the next dictionary', async () => {
  const { page, watch } = await open();
  const path = `/word/moein/${encodeURIComponent('امید')}/1`;
  await page.goto(`${app.url}${path}`);
  await appReady(page);
  await page.getByRole('article', { name: 'امید' }).waitFor();
  await page.keyboard.press('KeyC');
  await page.getByText('پیوند کپی شد').waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${app.url}${decodeURI(path)}`);
  await page.keyboard.press('KeyB');
  await page.getByRole('button', { name: 'برداشتن نشانک' }).waitFor();
  const next = page.getByRole('link', { name: /فرهنگ بعدی/ });
  const href = await next.getAttribute('href');
  await page.keyboard.press('Alt+ArrowDown');
  await page.waitForURL((url) => url.pathname === href);
  expect(watch.problems).toEqual([]);
});
