/**
 * A reader types a word as it stood in a text — a plural, with a space before «ها» — and lands on
 * its headword's results in a real Chromium, told what was recognised; the suggestions offer the
 * headword too. No page error, console error or CSP violation along the way.
 */
import { expect, test } from 'vitest';
import { openPage, useE2eApp } from '../support/browser/e2e-app';
import { watchContext } from '../support/browser/page-watch';
import { results, searchBox, searchData, appReady } from '../support/browser/reader';

const app = useE2eApp();

test('searching «آسمان ها» lands on the results of «آسمان», saying it is its plural', async () => {
  const { context, page } = await openPage(app.browser, { viewport: { width: 1280, height: 900 } });
  const watch = await watchContext(context);
  const headword = searchData(await app.api('search', { q: 'آسمان', type: 'exact' }));
  expect(headword.numFound).toBeGreaterThan(0);

  await page.goto(`${app.url}/`);
  await appReady(page);
  const box = searchBox(page);
  await box.pressSequentially('آسمان ها', { delay: 20 });
  // The suggestions offer the headword, with what the form was recognised as.
  const option = page.getByRole('option', { name: /جمعِ آسمان/ });
  await option.waitFor();
  await box.press('Enter');

  await page.getByText('آسمان ها — جمعِ آسمان').waitFor();
  const shown = results(page);
  await expect.poll(() => shown.titles.count()).toBe(Math.min(10, headword.numFound));
  expect(await shown.titles.first().textContent()).toBe(headword.results[0]?.title);

  // The form itself, as typed, is one link away.
  await page.getByRole('link', { name: /همان‌گونه که نوشته شد/ }).click();
  await page
    .getByText(/در هیچ فرهنگی همین‌گونه نیامده است|چیزی پیدا نشد/)
    .first()
    .waitFor();
  expect(new URL(page.url()).searchParams.get('as')).toBe('typed');
  expect(watch.problems).toEqual([]);
});
