/**
 * The compare view's layout in a real Chromium against the built app and the real service: on a
 * desktop the dictionaries stand side by side (right to left) and more than four scroll inside
 * their box, not the page; on a phone they stand one under another. Meanings go through the
 * Trusted Types policy with no CSP violation. Its axe sweep is a11y.test.ts's and its phone-width
 * overflow check phone.test.ts's (the 'compare' view of support/app-views.ts).
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useE2eApp } from '../support/browser/e2e-app';
import { watchContext } from '../support/browser/page-watch';
import { appReady } from '../support/browser/reader';

const app = useE2eApp();

const COLUMNS = ['لغت‌نامه دهخدا', 'فرهنگ فارسی معین', 'فرهنگ فارسی عمید', 'واژگان مترادف و متضاد'];

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
}

/**
 * The compare page at `path` in a window `width` wide, and the columns' boxes in page order, read
 * once every column has its first entry's full meaning (the snippet standing in is busy till then).
 */
async function openCompare(width: number, path: string, columns: readonly string[]) {
  const { context, page } = await openPage(app.browser, { viewport: { width, height: width > 600 ? 900 : 844 } });
  const watch = await watchContext(context);
  await page.goto(`${app.url}${path}`);
  await appReady(page);
  for (const name of columns) {
    await page.getByRole('region', { name, exact: true }).getByRole('article').first().waitFor();
  }
  await page.locator('[aria-busy="true"], .spinner').first().waitFor({ state: 'detached' });
  const boxes: Box[] = [];
  for (const name of columns) {
    const box = await page.getByRole('region', { name, exact: true }).boundingBox();
    if (!box) throw new Error(`column ${name} has no box`);
    boxes.push({ x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width) });
  }
  /** Closes the window; nothing went wrong in it (no CSP report, page error or console error). */
  const done = async () => {
    await context.close();
    expect(watch.problems).toEqual([]);
  };
  return { page, boxes, done };
}

/**
 * How far the document is wider than the window (what a reader would scroll sideways). For the
 * desktop widths phone.test.ts does not visit; its check of every box cannot apply here,
 * where columns scrolled inside their box lie outside the window by design.
 */
function sideways(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}

test('at 1280 px the four columns stand side by side, the first on the right', async () => {
  const { page, boxes, done } = await openCompare(1280, `/compare?word=${encodeURIComponent('آسمان')}`, COLUMNS);

  expect(new Set(boxes.map((box) => box.y)).size).toBe(1);
  const xs = boxes.map((box) => box.x);
  expect(xs).toEqual([...xs].sort((a, b) => b - a));
  expect(new Set(xs).size).toBe(COLUMNS.length);
  expect(await sideways(page)).toBe(0);
  // Four fit without scrolling inside their own box either.
  const inner = await page.locator('.compare-columns').evaluate((grid) => grid.scrollWidth - grid.clientWidth);
  expect(inner).toBe(0);

  // The meaning's markup is rendered (through the farhang-html policy), not shown as text.
  const amid = page.getByRole('region', { name: 'فرهنگ فارسی عمید', exact: true });
  await expect(amid.locator('b').first().textContent()).resolves.toBe('آسمان');
  const regional = page.getByRole('region', { name: 'گونه‌های محلی' });
  await expect(regional.getByRole('listitem').first().textContent()).resolves.toBe('گنابادی: آسمو — آسمان.');
  await done();
});

test('at 1280 px more than four columns scroll inside their box; the page does not', async () => {
  const dbs = 'dehkhoda,moein,amid,motaradef,sareh,wiki,name,fa2en';
  const names = [...COLUMNS, 'فرهنگ واژه‌های سره', 'واژه‌نامه آزاد', 'فرهنگ نام‌ها', 'دیکشنری فارسی به انگلیسی'];
  const { page, boxes, done } = await openCompare(1280, `/compare?word=${encodeURIComponent('امید')}&db=${dbs}`, names);

  expect(new Set(boxes.map((box) => box.y)).size).toBe(1);
  expect(await sideways(page)).toBe(0);
  const grid = page.locator('.compare-columns');
  expect(await grid.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await done();
});

test('at 390 px the columns stack, one under another', async () => {
  const { boxes, done } = await openCompare(390, `/compare?word=${encodeURIComponent('آسمان')}`, COLUMNS);

  const ys = boxes.map((box) => box.y);
  expect(ys).toEqual([...ys].sort((a, b) => a - b));
  expect(new Set(ys).size).toBe(COLUMNS.length);
  expect(new Set(boxes.map((box) => box.x)).size).toBe(1);
  for (const box of boxes) expect(box.width).toBeLessThanOrEqual(390);
  await done();
});
