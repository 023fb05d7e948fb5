/**
 * The interface in English and in Persian, over real HTTP and in a real Chromium against the built
 * app: a first visit follows Accept-Language, `?lang=` wins over everything, the header's switch is
 * kept in a cookie the service draws the next page by; a drawn page has the right `<html lang dir>`,
 * its hreflang alternates and a Vary that keeps caches from mixing readers' languages. The English
 * journey (home → results → word → reading) hydrates without a mismatch and axe finds nothing; the
 * word page's own sections are headed in English.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useE2eApp } from '../support/browser/e2e-app';
import { axeViolations } from '../support/browser/axe';
import { watchContext } from '../support/browser/page-watch';
import { appReady } from '../support/browser/reader';
import { persianOutsideData } from '../support/browser/page-measures';

const app = useE2eApp();

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}${path}`, { headers: { accept: 'text/html', ...headers } });
  return { response, html: await response.text() };
}

const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0] ?? '';

test('a first visit follows Accept-Language: English drawn left to right, Persian by default', async () => {
  const english = await page('/', { 'accept-language': 'en-GB,en;q=0.9,fa;q=0.5' });
  expect(htmlTag(english.html)).toBe('<html lang="en" dir="ltr" data-lang="en">');
  expect(english.html).toContain('<title>Farhang</title>');
  expect(english.html).toContain('>Library</a>');
  expect(english.response.headers.get('content-language')).toBe('en');
  const persian = await page('/', { 'accept-language': 'de-DE,de;q=0.9' });
  expect(htmlTag(persian.html)).toBe('<html lang="fa" dir="rtl" data-lang="fa">');
  expect(persian.html).toContain('<title>فرهنگ</title>');
});

test('the lang cookie beats Accept-Language, and ?lang= beats both (a link the sender chose the language of)', async () => {
  const kept = await page('/', { 'accept-language': 'en', cookie: 'lang=fa' });
  expect(htmlTag(kept.html)).toContain('lang="fa"');
  const asked = await page('/?lang=en', { 'accept-language': 'fa', cookie: 'other=1; lang=fa' });
  expect(htmlTag(asked.html)).toContain('lang="en" dir="ltr"');
  // The English version's canonical address names its language; the plain address is x-default.
  expect(asked.html).toContain(`<link rel="canonical" href="${app.url}/?lang=en" />`);
  const plain = await page('/', { 'accept-language': 'en' });
  expect(plain.html).toContain(`<link rel="canonical" href="${app.url}/" />`);
});

test('pages vary on Cookie and Accept-Language and are never kept by a shared cache', async () => {
  for (const path of ['/', `/word/moein/${encodeURIComponent('امید')}/1`, '/no-such-page']) {
    const { response } = await page(path, { 'accept-language': 'en' });
    const vary = (response.headers.get('vary') ?? '').toLowerCase();
    expect(vary, path).toContain('cookie');
    expect(vary, path).toContain('accept-language');
    expect(response.headers.get('cache-control'), path).toContain('private');
  }
});

test('every drawn page names its alternates: fa, en and x-default', async () => {
  const word = `/word/moein/${encodeURIComponent('امید')}/1`;
  const { html } = await page(`${word}?lang=en`);
  for (const [lang, href] of [
    ['fa', `${word}?lang=fa`],
    ['en', `${word}?lang=en`],
    ['x-default', word],
  ] as const) {
    expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="${app.url}${href}" />`);
  }
  expect(html).toContain('<meta property="og:locale" content="en_US" />');
  expect(html).toContain('<link rel="manifest" href="/manifest-en.webmanifest" />');
  expect(html).toContain('<noscript>Without JavaScript you still see meanings');
  expect(html).toMatch(/<link rel="search"[^>]*title="Farhang" href="\/opensearch\.xml\?lang=en" \/>/);
  const search = await (await fetch(`${app.url}/opensearch.xml?lang=en`)).text();
  expect(search).toContain('<ShortName>Farhang</ShortName>');
  expect(search).toContain('<Language>en</Language>');
  const manifest: unknown = await (await fetch(`${app.url}/manifest-en.webmanifest`)).json();
  expect(manifest).toMatchObject({ short_name: 'Farhang', lang: 'en', dir: 'ltr' });
});

const openEnglish = () => openPage(app.browser, { locale: 'en-US', reducedMotion: 'reduce' });

async function shell(p: Page) {
  return p.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    brand: document.querySelector('.brand')?.textContent,
    direction: getComputedStyle(document.querySelector('.site-header') ?? document.body).direction,
  }));
}

/** How the first Persian run of the word page's entry title is drawn. */
function headwordOrder(p: Page) {
  return p.evaluate(() => {
    const heading = document.querySelector('main h1#entry-title');
    if (heading === null) throw new Error('no entry title');
    const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const letters = [...text.matchAll(/[\u0600-\u06FF]/g)].map((match) => match.index);
      const first = letters[0];
      const last = letters.at(-1);
      if (first === undefined || last === undefined || first === last) continue;
      const x = (at: number) => {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        const box = range.getBoundingClientRect();
        return box.left + box.width / 2;
      };
      return {
        page: getComputedStyle(document.body).direction,
        word: node.parentElement === null ? '' : getComputedStyle(node.parentElement).direction,
        firstRightOfLast: x(first) > x(last),
      };
    }
    throw new Error('no Persian word of two letters in the h1');
  });
}

test('the English journey: home → results → word → reading, in English, left to right, axe clean', async () => {
  const { context, page: p } = await openEnglish();
  const watch = await watchContext(context);
  const found: Record<string, string[]> = {};
  await p.goto(`${app.url}/`);
  await appReady(p);
  expect(await shell(p)).toEqual({ lang: 'en', dir: 'ltr', brand: 'Farhang', direction: 'ltr' });
  await expect.poll(() => p.title()).toBe('Farhang');
  await p.getByRole('navigation', { name: 'Main links' }).getByRole('link', { name: 'Library' }).waitFor();
  found['home'] = await axeViolations(p);

  await p.goto(`${app.url}/search?q=${encodeURIComponent('امید')}`);
  await appReady(p);
  const first = p.locator('main h2 a').first();
  await first.waitFor();
  expect((await shell(p)).lang).toBe('en');
  found['results'] = await axeViolations(p);

  await first.click();
  await p.waitForURL(/\/word\//);
  // The address changes before the word page's chunk has drawn it: wait for the entry itself.
  await p.locator('main h1#entry-title').waitFor();
  expect(await p.title()).toMatch(/ \| Farhang$/);
  // The Persian headword in the English page reads right to left: its first letter drawn to the
  // right of its last, in an element that runs right to left, on a page that runs left to right.
  expect(await headwordOrder(p)).toEqual({ page: 'ltr', word: 'rtl', firstRightOfLast: true });
  // How common the headword is and its examples from real text, headed in English.
  const sections = p.locator('main h2');
  await p.getByRole('heading', { level: 2, name: 'Examples' }).waitFor();
  expect(await sections.allTextContents()).toEqual(expect.arrayContaining(['How common', 'Examples']));
  found['word'] = await axeViolations(p);

  await p.goto(`${app.url}/`);
  await appReady(p);
  await p.getByRole('link', { name: 'Link each of its words to its meaning' }).click();
  await p.waitForURL(/\/read/);
  await p.locator('main textarea').waitFor();
  expect(await shell(p)).toMatchObject({ lang: 'en', dir: 'ltr' });
  found['reading'] = await axeViolations(p);
  await context.close();
  expect(found).toEqual({ home: [], results: [], word: [], reading: [] });
  expect(watch.problems).toEqual([]);
});

const LIBRARY = {
  version: 1,
  searches: [{ q: 'امید', type: 'exact', at: 1, count: 1 }],
  lookups: [{ db: 'moein', title: 'امید', num: 1, at: 1, count: 2 }],
  bookmarks: [{ db: 'moein', title: 'امید', num: 1, savedAt: 1, folder: 'عمومی', gloss: 'آرزو' }],
  folders: [],
};

/** Each English journey: where it opens, and what it waits for before the page is read. */
const JOURNEYS: Readonly<Record<string, { path: string; ready: (p: Page) => Promise<unknown> }>> = {
  home: { path: '/', ready: (p) => p.locator('main h1').waitFor() },
  results: {
    path: `/search?q=${encodeURIComponent('امید')}`,
    ready: (p) => p.locator('main h2 a').first().waitFor(),
  },
  word: {
    path: `/word/moein/${encodeURIComponent('امید')}/1`,
    ready: (p) => p.getByRole('complementary').getByRole('link').first().waitFor(),
  },
  missing: {
    path: `/word/moein/${encodeURIComponent('امید')}/99`,
    ready: (p) => p.locator('.close-words a').first().waitFor(),
  },
  compare: {
    path: `/compare?word=${encodeURIComponent('امید')}`,
    ready: (p) => p.locator('.compare-column article').first().waitFor(),
  },
  settings: {
    path: '/settings',
    ready: (p) => p.getByRole('list', { name: 'Order of the default dictionaries' }).waitFor(),
  },
  library: { path: '/library', ready: (p) => p.locator('.library-item').first().waitFor() },
  about: { path: '/about', ready: (p) => p.locator('.about__facts').first().waitFor() },
  reading: {
    path: `/read?text=${encodeURIComponent('سلام، امید داریم که آسمان آبی بماند.')}`,
    ready: async (p) => {
      await p.locator('.reading__text').getByRole('link', { name: 'امید' }).click();
      await p.getByRole('dialog').waitFor();
    },
  },
  meanings: {
    path: `/search?q=${encodeURIComponent('درود')}&type=text`,
    ready: (p) => p.locator('main h2 a').first().waitFor(),
  },
  nothing: {
    path: `/search?q=${encodeURIComponent('ژژژژ')}&db=moein`,
    ready: (p) => p.locator('.no-results h2').waitFor(),
  },
  unknown: { path: '/no-such-page', ready: (p) => p.locator('main h1').waitFor() },
};

test('the English journeys show no Persian but the data: headwords, meanings, the text read', async () => {
  const { page: p } = await openEnglish();
  await p.addInitScript((library) => {
    localStorage.setItem('farhang.library.v1', library);
    localStorage.setItem('farhang.search.default-dbs.v1', JSON.stringify('moein,amid'));
  }, JSON.stringify(LIBRARY));
  const found: Record<string, string[]> = {};
  for (const [name, journey] of Object.entries(JOURNEYS)) {
    await p.goto(`${app.url}${journey.path}`);
    await appReady(p);
    await journey.ready(p);
    await p.locator('[aria-busy="true"], .spinner').first().waitFor({ state: 'detached' });
    found[name] = await p.evaluate(persianOutsideData);
  }
  expect(found).toEqual(Object.fromEntries(Object.keys(JOURNEYS).map((name) => [name, []])));
});

test('the header switch turns the page to Persian at once and is remembered; ?lang= still wins', async () => {
  const { context, page: p } = await openEnglish();
  const watch = await watchContext(context);
  await p.goto(`${app.url}/`);
  await appReady(p);
  await p.getByRole('button', { name: 'فارسی' }).click();
  await expect.poll(() => shell(p)).toEqual({ lang: 'fa', dir: 'rtl', brand: 'فرهنگ', direction: 'rtl' });
  expect(await axeViolations(p)).toEqual([]);
  await p.reload();
  await appReady(p);
  expect(await shell(p)).toMatchObject({ lang: 'fa', dir: 'rtl', brand: 'فرهنگ' });
  // The same reader opens a link whose sender chose English: it opens in English, and the
  // address loses the parameter once the app runs (the reader's own choice is unchanged).
  await p.goto(`${app.url}/?lang=en`);
  await appReady(p);
  expect(await shell(p)).toMatchObject({ lang: 'en', brand: 'Farhang' });
  expect(new URL(p.url()).search).toBe('');
  await p.getByRole('button', { name: 'فارسی' }).waitFor();
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('fa');
  await context.close();
  expect(watch.problems).toEqual([]);
});
