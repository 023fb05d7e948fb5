/**
 * What a new reader meets in the first minutes, in a real Chromium against the built app: Latin
 * inside Persian keeps its order (drawn by the server, and after hydration), a dictionary chip
 * shows what it did where the reader looks, and the reading page fits the device in hand.
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser } from '../../scripts/browser/launch-browser';
import { appReady, dbChip, persianNumber, results } from '../support/browser/reader';
import { axeViolations } from '../support/browser/axe';
import { openPage } from '../support/browser/e2e-app';
import { watchContext } from '../support/browser/page-watch';
import { startCorpusService, type CorpusService, type DictionaryLine } from '../support/browser/xss-service';

const SENSES = ['چشم‌داشت به آینده', 'آرزو و دلگرمی', 'امیدواری به کاری'];
const HOPE_DBS = ['dehkhoda', 'moein', 'amid', 'sareh', 'motaradef', 'farhangestan', 'wiki', 'name'];
const ENTRIES: DictionaryLine[] = [
  { db: 'en2fa', title: 'hope', title_en: 'hope', text: '<i>(n.)</i> امید، آرزو<br>(v.) امید داشتن' },
  { db: 'en2fa', title: 'heart', title_en: 'heart', text: '(n.) قلب، دل؛ by heart: از بر' },
  // «امید» in eight dictionaries, three senses each: more results than a screen holds.
  ...HOPE_DBS.flatMap((db) => SENSES.map((text) => ({ db, title: 'امید', text: `${text} (${db})` }))),
  { db: 'dehkhoda', title: 'سلام', text: 'درود، تحیت.' },
  { db: 'dehkhoda', title: 'آسمان', text: 'سپهر، فلک.' },
  { db: 'dehkhoda', title: 'کتاب', text: 'نوشته، نامه.' },
];

const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' };
const PHONE: BrowserContextOptions = {
  viewport: { width: 360, height: 640 },
  hasTouch: true,
  isMobile: true,
  serviceWorkers: 'block',
};

let site: CorpusService;
let browser: Browser;
beforeAll(async () => {
  [site, browser] = await Promise.all([startCorpusService(ENTRIES), launchBrowser()]);
});
afterAll(async () => {
  await Promise.allSettled([browser?.close(), site?.stop()]);
});

async function open(path: string, options: BrowserContextOptions) {
  const { context, page } = await openPage(browser, options);
  const watch = await watchContext(context);
  await page.goto(`${site.origin}${path}`);
  await appReady(page);
  return { page, watch, close: () => context.close() };
}

/** Left edges, on screen, of each character of the first «(n.)» under `selector`, in «(n.)» order. */
function edgesOfMark(page: Page, selector: string): Promise<number[]> {
  return page.evaluate((within) => {
    const root = document.querySelector(within);
    const walker = document.createTreeWalker(root ?? document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf('(n.)') ?? -1;
      if (at < 0) continue;
      return [0, 1, 2, 3].map((offset) => {
        const range = document.createRange();
        range.setStart(node, at + offset);
        range.setEnd(node, at + offset + 1);
        return range.getBoundingClientRect().left;
      });
    }
    return [];
  }, selector);
}

const leftToRight = (edges: number[]) =>
  edges.length === 4 && edges.every((x, i) => i === 0 || x > (edges[i - 1] ?? x));

test('the server draws «(n.)» and «(v.)» isolated in a Persian meaning, on the word page and in results', async () => {
  const word = await (
    await fetch(`${site.origin}${site.wordPath('en2fa', 'hope')}`, { headers: { Accept: 'text/html' } })
  ).text();
  // Each Persian translation is a link to its own search; the English labels stay isolated.
  const to = (persian: string) => `<a href="/search\\?q=[^"]+" class="meaning-translation">${persian}</a>`;
  expect(word).toMatch(
    new RegExp(
      `<i><bdi dir="ltr">\\(n\\.\\)</bdi></i> ${to('امید')}، ${to('آرزو')}<br><bdi dir="ltr">\\(v\\.\\)</bdi> ${to('امید داشتن')}`,
    ),
  );
  const search = await (
    await fetch(`${site.origin}/search?q=heart&db=en2fa`, { headers: { Accept: 'text/html' } })
  ).text();
  const linked = (persian: string) => `<a class="result__translation" href="/search\\?q=[^"]+"[^>]*>${persian}</a>`;
  expect(search).toMatch(
    new RegExp(
      `<bdi dir="ltr">\\(n\\.\\)</bdi> ${linked('قلب')}، ${linked('دل')}؛ <bdi dir="ltr">by heart</bdi>: ${linked('از بر')}`,
    ),
  );
});

test('on screen «(n.)» reads left to right inside the right-to-left meaning, on the word page and in results', async () => {
  const { page, watch, close } = await open(site.wordPath('en2fa', 'hope'), DESKTOP);
  expect(leftToRight(await edgesOfMark(page, '.entry__meaning'))).toBe(true);
  await page.goto(`${site.origin}/search?q=heart&db=en2fa`);
  await appReady(page);
  expect(leftToRight(await edgesOfMark(page, '.result__text'))).toBe(true);
  expect(watch.problems).toEqual([]);
  await close();
});

test('on a desktop the chips stand beside the results, which keep the screen', async () => {
  const { page, watch, close } = await open(`/search?q=${encodeURIComponent('امید')}`, DESKTOP);
  const titles = await results(page).titles.evaluateAll((headings) =>
    headings.map((heading) => heading.getBoundingClientRect().bottom),
  );
  const onScreen = titles.filter((bottom) => bottom <= 800).length;
  expect(onScreen).toBeGreaterThanOrEqual(5);
  const chips = await page.getByRole('region', { name: 'فرهنگ‌ها' }).boundingBox();
  const list = await results(page).region.boundingBox();
  // Right to left: the results start at the right, the chips stand to their left.
  expect((chips?.x ?? 0) + (chips?.width ?? 0)).toBeLessThanOrEqual(list?.x ?? 0);
  expect(await axeViolations(page)).toEqual([]);
  expect(watch.problems).toEqual([]);
  await close();
});

test('on a phone a chip says what it found beside the chips, and that button brings the results to the top', async () => {
  const { page, watch, close } = await open(`/search?q=${encodeURIComponent('امید')}`, PHONE);
  await page.getByRole('button', { name: 'فرهنگ‌ها (همه)' }).tap();
  await dbChip(page, 'عمید').tap();
  const show = page.getByRole('button', { name: `دیدن نتیجه‌ها (${persianNumber(SENSES.length)})` });
  await show.waitFor();
  expect(await show.evaluate((button) => button.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
  // A chip far down the panel: the count stays at the top of the screen, where the tap is looked at.
  await dbChip(page, 'مازنی').tap();
  const again = page.getByRole('button', { name: `دیدن نتیجه‌ها (${persianNumber(SENSES.length)})` });
  await again.waitFor();
  // The page scrolled down to the chip, and the count came along.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect(
    await again.evaluate((button) => {
      const box = button.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    }),
  ).toBe(true);
  await again.tap();
  const count = results(page).count;
  await expect(count.evaluate((line) => line === document.activeElement)).resolves.toBe(true);
  const box = await count.boundingBox();
  expect(box?.y).toBeGreaterThanOrEqual(0);
  expect((box?.y ?? 640) + (box?.height ?? 0)).toBeLessThanOrEqual(640);
  expect(watch.problems).toEqual([]);
  await close();
});

const TEXT = Array.from({ length: 8 }, () => 'سلام، امید داریم که آسمان آبی بماند و کتاب بخوانیم.').join(' ');

test('the reading hints fit the device: a tap on a phone, a click and the arrow keys on a desktop', async () => {
  const path = `/read?text=${encodeURIComponent(TEXT)}`;
  const phone = await open(path, PHONE);
  const onPhone = await phone.page.locator('.reading__summary').innerText();
  expect(onPhone).toContain('روی هر واژه بزنید');
  expect(onPhone).not.toContain('←');
  await phone.close();
  const desktop = await open(path, DESKTOP);
  const onDesktop = await desktop.page.locator('.reading__summary').innerText();
  expect(onDesktop).toContain('کلیک کنید');
  expect(onDesktop).toContain('←');
  await desktop.close();
});

test('the popover leaves the word and the line after it in view', async () => {
  const { page, watch, close } = await open(`/read?text=${encodeURIComponent(TEXT)}`, DESKTOP);
  const words = page.locator('.reading__text').getByRole('link', { name: 'آسمان' });
  // A word of the third line, so there is text above it and below it.
  const tops = await words.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().top));
  const lines = [...new Set(tops.map(Math.round))].sort((a, b) => a - b);
  const third = tops.findIndex((top) => Math.round(top) === lines[2]);
  expect(third).toBeGreaterThanOrEqual(0);
  await words.nth(third).click();
  const popover = page.getByRole('dialog', { name: 'آسمان' });
  await popover.waitFor();
  const covered = await page.evaluate(
    ({ index }) => {
      const box = document.querySelector('.word-popover')?.getBoundingClientRect();
      const links = [...document.querySelectorAll('.reading__text a')];
      const word = [...document.querySelectorAll('.reading__text a')].filter((a) => a.textContent === 'آسمان')[index];
      if (!box || !word) return ['nothing to measure'];
      const wordBox = word.getBoundingClientRect();
      const nextTop = Math.min(
        ...links.map((a) => a.getBoundingClientRect().top).filter((top) => top > wordBox.bottom - 1),
      );
      const overlaps = (r: DOMRect) =>
        r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
      return links
        .filter((a) => a === word || Math.abs(a.getBoundingClientRect().top - nextTop) < 2)
        .filter((a) => overlaps(a.getBoundingClientRect()))
        .map((a) => a.textContent ?? '');
    },
    { index: third },
  );
  expect(covered).toEqual([]);
  expect(watch.problems).toEqual([]);
  await close();
});
