/**
 * The reader's library in a real Chromium against the built app and the real service: search,
 * open a word, bookmark it, reload, find it in the library, and take the bookmarks to Anki as a
 * downloaded TSV file. All along, no page error, console error or CSP violation.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from 'vitest';
import { openPage, useE2eApp } from '../support/browser/e2e-app';
import { watchContext } from '../support/browser/page-watch';
import { results, searchBox, searchData, wordData, appReady } from '../support/browser/reader';

const app = useE2eApp();

test('search, open a word, bookmark it, reload: the library lists it and its Anki file has it', async () => {
  const { context, page } = await openPage(app.browser, {
    viewport: { width: 1024, height: 800 },
    acceptDownloads: true,
  });
  const watch = await watchContext(context);

  // A search with results is remembered.
  await page.goto(`${app.url}/`);
  await appReady(page);
  await searchBox(page).fill('امید');
  await searchBox(page).press('Enter');
  const found = searchData(await app.api('search', { q: 'امید', type: 'exact' }));
  const moein = found.results.find((result) => result.db === 'moein');
  if (!moein) throw new Error('the fixture has no moein امید');
  await results(page).count.waitFor();

  // A word from the results, looked up once, bookmarked.
  await results(page)
    .region.locator(`a[href="/word/moein/${encodeURIComponent('امید')}/${moein.num}"]`)
    .click();
  await page.getByRole('article', { name: 'امید' }).waitFor();
  await page.getByText('۱ بار دیده‌اید').waitFor();
  await page.getByRole('button', { name: 'نشانک', exact: true }).click();
  await page.getByText('نشانک گذاشته شد').waitFor();

  // Reload: the word page remembers both; the library lists the bookmark, the look-up and the search.
  await page.reload();
  await appReady(page);
  await page.getByText('۲ بار دیده‌اید').waitFor();
  await page.getByRole('button', { name: 'برداشتن نشانک' }).waitFor();
  await page.getByRole('banner').getByRole('link', { name: 'کتابخانه' }).click();
  await page.waitForURL(`${app.url}/library`);
  const general = page.getByRole('region', { name: /^عمومی/ });
  await general.getByRole('link', { name: 'امید' }).waitFor();
  expect(await page.getByRole('region', { name: 'جست‌وجوهای اخیر' }).getByRole('link').allInnerTexts()).toEqual([
    'امید',
  ]);
  expect(await page.getByRole('region', { name: 'واژه‌هایی که دیده‌اید' }).innerText()).toContain('۲ بار');

  // The Anki file, through the browser's own download.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'دریافت نشانک‌ها برای Anki (TSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^farhang-bookmarks-\d{4}-\d{2}-\d{2}\.tsv$/);
  const lines = (await readFile(await download.path(), 'utf8')).split('\n');
  const entry = wordData(await app.api('word', { title: 'امید', db: 'moein', num: String(moein.num) }));
  const firstLine = entry.text.split('\n')[0]?.replace(/\s+/g, ' ').trim();
  expect(lines).toEqual([
    '#separator:tab',
    '#html:true',
    '#columns:واژه\tآوانویسی\tمعنی\tجمله\tبرچسب‌ها',
    '#tags column:5',
    `امید\t${entry.pron}\t${firstLine}\t\tعمومی`,
    '',
  ]);

  // Recent searches wait in the empty box of the home page.
  await page.getByRole('link', { name: 'فرهنگ', exact: true }).click();
  await searchBox(page).click();
  const recent = page.getByRole('listbox', { name: 'جست‌وجوهای اخیر' });
  // The library loads when the list is first wanted.
  await expect.poll(() => recent.getByRole('option').allInnerTexts()).toEqual([expect.stringContaining('امید')]);

  expect(watch.problems).toEqual([]);
});

test('an unreadable stored library: the page still works and says so, with the backup to download', async () => {
  const { context, page } = await openPage(app.browser, { acceptDownloads: true });
  const watch = await watchContext(context);
  // The browser already holds a library cut off mid-write; then the reader comes back.
  await page.goto(`${app.url}/`);
  await appReady(page);
  await page.evaluate(() => localStorage.setItem('farhang.library.v1', '{"version":1,"searches":['));
  await page.reload();
  await appReady(page);
  await page.getByRole('heading', { level: 1, name: 'فرهنگ' }).waitFor();
  const notice = page.getByRole('region', { name: 'کتابخانه خوانا نبود' });
  await notice.waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    notice.getByRole('button', { name: 'دریافت نسخهٔ پشتیبان' }).click(),
  ]);
  expect(await readFile(await download.path(), 'utf8')).toBe('{"version":1,"searches":[');
  await notice.getByRole('button', { name: 'بستن' }).click();
  await notice.waitFor({ state: 'detached' });
  expect(watch.problems).toEqual([]);
});
