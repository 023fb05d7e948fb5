/**
 * The app in a reader's hand: a 360 × 640 touch phone (and a 320 px one, and a printer, and a
 * keyboard at 1280 px), against the built app and the real service. One browser, one service.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { exactKey } from '../../src/shared/persian/normalise';
import { openAdvancedSettings, VIEW_ORDER, VIEWS, type ViewName } from '../support/browser/app-views';
import { openPage, useE2eApp } from '../support/browser/e2e-app';
import {
  cutPlaceholders,
  latinDigits,
  sidewaysOverflow,
  smallChoiceBoxes,
  smallTargets,
} from '../support/browser/page-measures';
import { results, searchBox, searchData, appReady } from '../support/browser/reader';

const app = useE2eApp();

const PHONE: BrowserContextOptions = {
  viewport: { width: 360, height: 640 },
  hasTouch: true,
  isMobile: true,
  reducedMotion: 'reduce',
};

const phone = (options: BrowserContextOptions = {}) => openPage(app.browser, { ...PHONE, ...options });

const at = (path: string, params: Record<string, string> = {}) =>
  `${app.url}${path}${Object.keys(params).length > 0 ? `?${new URLSearchParams(params).toString()}` : ''}`;

// ~85 letters without a space: a pasted line, a word glued to its neighbours.
const LONG = 'بازآفرینیپژوهشگرانهٔواژگانفارسیدرفرهنگ‌هایکهننوینواژه‌نامه‌هایگویشیوتخصصیبیفاصله';

/** What a page must hold for a thumb: 44 px targets, 24 px radio and checkbox boxes, placeholders shown whole. */
async function thumbProblems(page: Page): Promise<string[]> {
  return [
    ...(await page.evaluate(smallTargets, 44)),
    ...(await page.evaluate(smallChoiceBoxes, 24)),
    ...(await page.evaluate(cutPlaceholders)),
  ];
}

/*
 * In a right-to-left page, overflow past the left edge is what scrolls; overflow past the right
 * edge is cut off instead, so every visible box is also checked to lie inside the window.
 * The narrowest phone is the same page narrowed: the app's layout follows the width in CSS alone
 * (nothing in src/web reads the window's size), and 320 and 360 px fall within the same breakpoints.
 */
test('at 360 px every control on every view is a 44 × 44 px target for a thumb and numbers are in Persian digits; nothing scrolls sideways at 360 or 320 px', async () => {
  const { context, page } = await phone();
  const small: Partial<Record<ViewName, string[]>> = {};
  const digits: Partial<Record<ViewName, string[]>> = {};
  const sideways: Record<string, unknown> = {};
  for (const view of VIEW_ORDER) {
    await page.setViewportSize({ width: 360, height: 640 });
    await VIEWS[view](page, app.url);
    small[view] = await thumbProblems(page);
    digits[view] = await page.evaluate(latinDigits);
    sideways[`${view} 360`] = await page.evaluate(sidewaysOverflow);
    await page.setViewportSize({ width: 320, height: 640 });
    sideways[`${view} 320`] = await page.evaluate(sidewaysOverflow);
  }
  await context.close();
  const none = Object.fromEntries(VIEW_ORDER.map((view) => [view, []]));
  expect(small).toEqual(none);
  expect(digits).toEqual(none);
  expect(sideways).toEqual(
    Object.fromEntries(
      VIEW_ORDER.flatMap((view) => [360, 320].map((width) => [`${view} ${width}`, { sideways: 0, outside: [] }])),
    ),
  );
});

/** The pages a reader meets most, at each larger text size (the normal one: the test above). */
const MAIN_PAGES: readonly ViewName[] = [
  'home',
  'meanings',
  'results',
  'word',
  'compare',
  'settings',
  'library',
  'reading',
];

/** The same pages in English, opened by address (the views above find their way by Persian names). */
const ENGLISH_MAIN_PAGES: Readonly<Record<string, { path: string; ready?: (page: Page) => Promise<void> }>> = {
  home: { path: '/' },
  meanings: { path: '/?by=meaning' },
  results: { path: `/search?q=${encodeURIComponent('ا')}&type=text&db=moein,dehkhoda` },
  word: { path: `/word/moein/${encodeURIComponent('امید')}/1` },
  compare: {
    path: `/compare?word=${encodeURIComponent('امید')}&db=dehkhoda,moein,amid,gonabadi`,
    ready: (page) => page.locator('.db-picker__summary').click(),
  },
  settings: { path: '/settings', ready: openAdvancedSettings },
  library: { path: '/library' },
  reading: { path: `/read?text=${encodeURIComponent('سلام، امید داریم که آسمان آبی بماند. کتاب‌ها را خواندیم.')}` },
};

/** What the larger text sizes must keep on a page: its 44 px targets, and nothing sideways. */
const KEPT = { problems: [], sideways: 0, outside: [] };

/** A phone whose reader chose `size` in the settings, kept as the app keeps it. */
async function phoneAtSize(size: 'large' | 'larger', options: BrowserContextOptions = {}) {
  const opened = await phone(options);
  await opened.context.addInitScript(
    (chosen) => localStorage.setItem('farhang.text-size.v1', JSON.stringify(chosen)),
    size,
  );
  return opened;
}

// One test a size and a language, each with its own time: two dozen pages hit-tested control by
// control took most of one test's minute on a busy machine.
test.each(['large', 'larger'] as const)(
  'at the %s text size the main pages keep their 44 px targets and never scroll sideways at 360 px',
  async (size) => {
    const { context, page } = await phoneAtSize(size);
    const found: Record<string, unknown> = {};
    for (const view of MAIN_PAGES) {
      await VIEWS[view](page, app.url);
      found[view] = { problems: await thumbProblems(page), ...(await page.evaluate(sidewaysOverflow)) };
    }
    await context.close();
    expect(found).toEqual(Object.fromEntries(MAIN_PAGES.map((view) => [view, KEPT])));
  },
);

test('at the larger text size in English the main pages keep their 44 px targets and never scroll sideways at 360 px', async () => {
  const { context, page } = await phoneAtSize('larger', { locale: 'en-US' });
  const found: Record<string, unknown> = {};
  for (const [name, { path, ready }] of Object.entries(ENGLISH_MAIN_PAGES)) {
    await page.goto(`${app.url}${path}`);
    await appReady(page);
    await page.locator('main h1').first().waitFor();
    await page.locator('[aria-busy="true"], .spinner').first().waitFor({ state: 'detached' });
    await ready?.(page);
    found[name] = { problems: await thumbProblems(page), ...(await page.evaluate(sidewaysOverflow)) };
  }
  await context.close();
  expect(found).toEqual(Object.fromEntries(Object.keys(ENGLISH_MAIN_PAGES).map((name) => [name, KEPT])));
});

// Every view at 320 and 360 px is checked in the first test above; here text far longer than the
// sample's at both widths (the page narrowed, as there).
test('nothing scrolls sideways at 320 or 360 px whatever the query, title or meaning', async () => {
  const pages = {
    search: at('/search', { q: LONG }),
    meanings: at('/search', { q: LONG, type: 'text' }),
    word: `${app.url}/word/moein/${encodeURIComponent(LONG)}/1`,
    compare: at('/compare', { word: LONG }),
  };
  const found: Record<string, unknown> = {};
  const { context, page } = await phone();
  for (const [name, url] of Object.entries(pages)) {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto(url);
    await appReady(page);
    await page.locator('h1').first().waitFor();
    await page.locator('[aria-busy="true"], .spinner').first().waitFor({ state: 'detached' });
    for (const width of [360, 320]) {
      await page.setViewportSize({ width, height: 640 });
      found[`${name} ${width}`] = await page.evaluate(sidewaysOverflow);
    }
  }
  await context.close();
  expect(found).toEqual(Object.fromEntries(Object.keys(found).map((key) => [key, { sideways: 0, outside: [] }])));
});

test('the next page of results opens at its top with focus on its first line; Back returns to where the reader was', async () => {
  const { page } = await phone();
  const request = { q: 'ا', type: 'text', filter: 'moein,dehkhoda' };
  const page2 = searchData(await app.api('search', { ...request, start: '10', rows: '10' }));
  await page.goto(at('/search', { q: 'ا', type: 'text', db: 'moein,dehkhoda' }));
  await appReady(page);
  const shown = results(page);
  await shown.titles.first().waitFor();
  const next = page.getByRole('navigation', { name: 'صفحه‌ها' }).getByRole('link', { name: /بعدی/ });
  await next.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(640);
  await next.tap();
  await page.waitForURL((url) => url.searchParams.get('page') === '2');
  await expect.poll(() => shown.titles.first().innerText()).toContain(page2.results[0]?.title ?? '?');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await shown.count.evaluate((count) => count === document.activeElement)).toBe(true);
  expect(await shown.titles.first().isVisible()).toBe(true);
  await page.goBack();
  await page.waitForURL((url) => url.searchParams.get('page') === null);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
});

test('a result tapped far down the list opens its word page at the top, the entry in view', async () => {
  const { page } = await phone();
  await page.goto(at('/search', { q: 'ا', type: 'text', db: 'moein,dehkhoda' }));
  await appReady(page);
  const titles = results(page).titles;
  await titles.first().waitFor();
  const last = titles.last().getByRole('link');
  await last.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(640);
  await last.tap();
  await page.getByRole('article').waitFor();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.getByRole('article').getByRole('heading', { level: 1 }).isVisible()).toBe(true);
});

test('a tapped result shows at once that its word page is coming, while its code is still on the way', async () => {
  const { page } = await phone();
  // The word page's script held back until the check is done: a first tap on a slow network.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/word-page-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(at('/search', { q: 'امید' }));
  await appReady(page);
  const card = results(page).region.getByRole('listitem').first();
  await card.getByRole('link').tap();
  await expect.poll(() => card.evaluate((li) => getComputedStyle(li, '::before').content)).not.toBe('none');
  expect(await page.getByRole('article').count()).toBe(0);
  release();
  await page.getByRole('article').waitFor();
});

test('a search in the meanings marks whole letters of the words found, never a space, as written in the text', async () => {
  const { page } = await phone();
  await page.goto(at('/search', { q: 'كتاب', type: 'text' }));
  await appReady(page);
  const marks = results(page).region.locator('.result__text mark');
  await marks.first().waitFor();
  const texts = await marks.allInnerTexts();
  expect(texts.length).toBeGreaterThan(1);
  for (const text of texts) {
    expect(text).not.toMatch(/[\s\u200C]/);
    expect(exactKey(text)).toBe(exactKey('كتاب'));
  }
});

test('entries of one headword are told apart: each result link has its own name', async () => {
  const { page } = await phone();
  await page.goto(at('/search', { q: 'امید', db: 'moein' }));
  await appReady(page);
  const links = results(page).region.getByRole('listitem').getByRole('link');
  await links.first().waitFor();
  expect(await links.allInnerTexts()).toEqual(['امید ۱', 'امید ۲', 'امید ۳']);
});

async function directions(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('input:not([type=radio]):not([type=checkbox]):not([type=file])')].map((input) => [
        input.getAttribute('placeholder') ?? input.getAttribute('name') ?? input.id,
        getComputedStyle(input).direction,
      ]),
    ),
  );
}

test('empty Persian boxes are right to left; the URL and token boxes left to right', async () => {
  const { context, page } = await phone();
  const found: Record<string, string> = {};
  for (const path of ['/', '/?by=meaning', `/word/moein/${encodeURIComponent('امید')}/1`, '/compare', '/settings']) {
    await page.goto(`${app.url}${path}`);
    await appReady(page);
    await page.locator('h1').first().waitFor();
    await page.locator('input[placeholder]').first().waitFor();
    Object.assign(found, await directions(page));
  }
  await context.close();
  expect(found).toEqual({
    'واژه‌ای بنویسید…': 'rtl',
    'معنی را بنویسید…': 'rtl',
    'واژه‌ای برای مقایسه…': 'rtl',
    [app.url]: 'ltr',
    token: 'ltr',
    'farhang-web': 'ltr',
  });
});

test('a printed word page holds the headword, pronunciation, dictionary, meaning and address, and no controls', async () => {
  const { page } = await phone({ viewport: { width: 800, height: 1000 }, isMobile: false, hasTouch: false });
  const url = `${app.url}/word/moein/${encodeURIComponent('امید')}/1`;
  await page.goto(url);
  await appReady(page);
  const article = page.getByRole('article');
  await article.waitFor();
  await page.emulateMedia({ media: 'print' });
  expect(await article.getByRole('heading', { level: 1 }).innerText()).toBe('امید');
  // The server draws the path; the page's own origin joins it once the app has hydrated.
  await expect.poll(() => page.locator('body').innerText()).toContain(decodeURI(url));
  const printed = await page.locator('body').innerText();
  for (const part of ['omid', 'معین', 'آرزو', decodeURI(url)]) expect(printed).toContain(part);
  const shownAtAll = async (selector: string) => {
    const all = await page.locator(selector).all();
    const visible = await Promise.all(all.map((element) => element.isVisible()));
    return visible.filter(Boolean).length;
  };
  expect({
    header: await shownAtAll('header'),
    search: await shownAtAll('[role=search], input'),
    nav: await shownAtAll('nav'),
    buttons: await shownAtAll('button, select, .db-chip'),
    aside: await shownAtAll('aside'),
  }).toEqual({ header: 0, search: 0, nav: 0, buttons: 0, aside: 0 });
});

test('the keyboard at 1280 px: Tab, Enter, Tab reaches the first result; the chips are one Tab stop with arrows inside', async () => {
  const { page } = await openPage(app.browser, { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  await page.goto(at('/search', { q: 'امید' }));
  await appReady(page);
  const shown = results(page);
  await shown.titles.first().waitFor();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  expect(await focused()).toBe(await shown.titles.first().innerText());

  const toolbar = page.getByRole('toolbar', { name: 'گزینش فرهنگ‌ها' });
  const buttons = toolbar.getByRole('button');
  await searchBox(page).focus();
  // From the box: the submit button, the four search types (one radio group, one stop), the chips.
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
  expect(await buttons.first().evaluate((b) => b === document.activeElement)).toBe(true);
  await page.keyboard.press('ArrowLeft'); // in a right-to-left toolbar ← is forward
  expect(await buttons.nth(1).evaluate((b) => b === document.activeElement)).toBe(true);
  await page.keyboard.press('ArrowRight');
  expect(await buttons.first().evaluate((b) => b === document.activeElement)).toBe(true);
  await page.keyboard.press('Tab');
  expect(await toolbar.evaluate((t) => t.contains(document.activeElement))).toBe(false);
});
