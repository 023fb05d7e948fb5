/**
 * Romanisation above the reading's words in a real Chromium: shown from the reading's own answer
 * (the dictionaries' pron, nothing else), laid out as ruby, and left out of a copy of the text.
 */
import { expect, test } from 'vitest';
import { readBodySchema } from '../../src/shared/wire/read';
import { wordViews } from '../../src/shared/reading/reading-view';
import * as v from '../../src/shared/wire/check';
import { isDbName } from '../../src/shared/catalog';
import { wordPron } from '../../src/web/features/read/model/word-pron';
import { openPage, useE2eApp } from '../support/browser/e2e-app';
import { watchContext } from '../support/browser/page-watch';
import { appReady } from '../support/browser/reader';

const TEXT = 'سلام، امید داریم که آسمان آبی بماند. کتاب‌ها را خواندیم.';

const app = useE2eApp();

test('the switch shows each word’s pron from the answer above it, and a copy of the text holds none', async () => {
  const { context, page } = await openPage(app.browser);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
  const watch = await watchContext(context);
  await page.goto(`${app.url}/read`);
  await appReady(page);
  await page.getByRole('textbox', { name: 'متن فارسی' }).fill(TEXT);
  const [reply] = await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === '/api/read'),
    page.getByRole('button', { name: 'خواندن' }).click(),
  ]);
  const words = wordViews(TEXT, v.parse(readBodySchema, await reply.json()));
  const expected = words.flatMap((word) => {
    const linked = word.headwords.find((headword) => isDbName(headword.db));
    const pron = linked === undefined ? '' : wordPron(word, linked.title, linked);
    return pron === '' ? [] : [pron];
  });
  // The check means something only if the data romanises some word of the text and not every one.
  expect(expected.length).toBeGreaterThan(0);

  const text = page.locator('.reading__text');
  await text.waitFor();
  expect(await text.locator('rt').count()).toBe(0);
  await page.getByRole('switch', { name: 'آوانویسی بالای واژه‌ها' }).check();
  expect(await text.locator('rt').allTextContents()).toEqual(expected);
  // Above the word, not beside it: the ruby's annotation sits higher than its base text.
  const above = await text
    .locator('ruby')
    .first()
    .evaluate((ruby) => {
      const rt = ruby.querySelector('rt');
      return rt !== null && rt.getBoundingClientRect().bottom <= ruby.getBoundingClientRect().bottom;
    });
  expect(above).toBe(true);

  await text.evaluate((paragraph) => {
    const range = document.createRange();
    range.selectNodeContents(paragraph);
    const selection = document.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
  });
  await page.keyboard.press('ControlOrMeta+KeyC');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(TEXT);
  expect(watch.problems).toEqual([]);
});

test('in English at 360 px the read words keep the text’s order, right to left, each whole on its line with its romanisation, and ← goes forward', async () => {
  const { context, page } = await openPage(app.browser, { viewport: { width: 360, height: 640 }, locale: 'en-US' });
  await context.addInitScript(() => localStorage.setItem('farhang.read.pron-above.v1', 'true'));
  const text = 'امید آسمان کتاب‌ها سلام امید آسمان کتاب‌ها سلام امید آسمان کتاب‌ها سلام امید آسمان';
  await page.goto(`${app.url}/read?text=${encodeURIComponent(text)}`);
  await appReady(page);
  const words = page.locator('.reading__text a.reading__word');
  await page.locator('.reading__text rt').first().waitFor();
  const boxes = await words.evaluateAll((links) =>
    links.map((link) => {
      const rects = [...link.getClientRects()];
      const box = link.getBoundingClientRect();
      return { lines: rects.length, top: Math.round(box.top), left: box.left, right: box.right };
    }),
  );
  expect(new Set(boxes.map((box) => box.top)).size).toBeGreaterThan(1);
  expect(boxes.filter((box) => box.lines !== 1)).toEqual([]);
  // Along a line the next word stands to the left of the one before it.
  const backwards = boxes
    .slice(1)
    .filter((box, i) => box.top === boxes[i]?.top && box.right > (boxes[i]?.left ?? 0) + 1);
  expect(backwards).toEqual([]);
  await words.first().focus();
  await page.keyboard.press('ArrowLeft');
  expect(await words.nth(1).evaluate((link) => link === document.activeElement)).toBe(true);
  await page.keyboard.press('ArrowRight');
  expect(await words.first().evaluate((link) => link === document.activeElement)).toBe(true);
});
