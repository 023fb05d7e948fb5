/**
 * The reading page in a real Chromium against the built app and the real service: without
 * JavaScript a posted text and a `?text=` address come back drawn with every known word a link;
 * with it the page hydrates without asking again, and a tap, Enter and the arrow keys open a
 * popover beside the word that fits a 360 px phone and asks nothing. A screenshot chosen in the
 * picker is read in the browser into the box and read as if pasted; nothing of the recogniser is
 * fetched before it.
 */
import type { Page, Request } from 'playwright-core';
import { expect, test } from 'vitest';
import { openPage, useE2eApp } from '../support/browser/e2e-app';
import { watchContext } from '../support/browser/page-watch';
import { appReady } from '../support/browser/reader';
import { sidewaysOverflow } from '../support/browser/page-measures';
import { axeViolations } from '../support/browser/axe';
import { MAX_READ_ANSWER_BYTES, MAX_READ_BYTES } from '../../src/shared/wire/read';

const TEXT = 'سلام، امید داریم که آسمان آبی بماند. کتاب‌ها را خواندیم.';
const word = (db: string, title: string) => `/word/${db}/${encodeURIComponent(title)}/1`;

const app = useE2eApp();

/** The words drawn as links: their text and where they lead. */
function linkedWords(page: Page): Promise<string[]> {
  return page
    .locator('.reading__text a')
    .evaluateAll((links) => links.map((link) => `${link.textContent} → ${decodeURI(link.getAttribute('href') ?? '')}`));
}

/** The reading requests a page makes, and whether any carried the text or the token in a page address. */
function readRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/read' || url.pathname.startsWith('/v3/')) seen.push(url.pathname);
  });
  return seen;
}

const LINKED = [
  `سلام → ${decodeURI(word('dehkhoda', 'سلام'))}`,
  `امید → ${decodeURI(word('dehkhoda', 'امید'))}`,
  `آسمان → ${decodeURI(word('dehkhoda', 'آسمان'))}`,
  `کتاب‌ها → ${decodeURI(word('dehkhoda', 'كتاب'))}`,
];

test('without JavaScript, a text typed in the box and sent comes back with every known word a link', async () => {
  const { page } = await openPage(app.browser, { javaScriptEnabled: false });
  await page.goto(`${app.url}/read`);
  await page.getByRole('textbox', { name: 'متن فارسی' }).fill(TEXT);
  const [response] = await Promise.all([
    page.waitForResponse((reply) => reply.request().method() === 'POST' && new URL(reply.url()).pathname === '/read'),
    page.getByRole('button', { name: 'خواندن' }).click(),
  ]);
  expect(response.status()).toBe(200);
  await expect(linkedWords(page)).resolves.toEqual(LINKED);
  // The words between stay as written, and the text waits in the box for changes.
  await expect(page.locator('.reading__text').textContent()).resolves.toBe(TEXT);
  await expect(page.getByRole('textbox', { name: 'متن فارسی' }).inputValue()).resolves.toBe(TEXT);
});

test('without JavaScript, a text past 100 KB is a 413 page that says why, the start of the text kept in the box', async () => {
  const { page } = await openPage(app.browser, { javaScriptEnabled: false });
  await page.goto(`${app.url}/read`);
  const long = `${TEXT} `.repeat(1_200);
  await page.getByRole('textbox', { name: 'متن فارسی' }).fill(long);
  const [response] = await Promise.all([
    page.waitForResponse((reply) => reply.request().method() === 'POST' && new URL(reply.url()).pathname === '/read'),
    page.getByRole('button', { name: 'خواندن' }).click(),
  ]);
  expect(response.status()).toBe(413);
  await expect(page.getByRole('heading', { name: 'متن بلندتر از اندازه است' }).count()).resolves.toBe(1);
  const kept = await page.getByRole('textbox', { name: 'متن فارسی' }).inputValue();
  expect(long.startsWith(kept) && Buffer.byteLength(kept) <= MAX_READ_BYTES).toBe(true);
  expect(Buffer.byteLength(kept)).toBeGreaterThan(MAX_READ_BYTES - 200);
});

test('a form that is no form’s text or no UTF-8 is a 400 page in the reader’s language, keeping what can be read', async () => {
  const post = (body: string, headers: Record<string, string>) =>
    fetch(`${app.url}/read`, { method: 'POST', body, headers: { Accept: 'text/html', ...headers } });
  const broken = await post('text=%DA%A9%D8%A7%FF', { 'Content-Type': 'application/x-www-form-urlencoded' });
  expect(broken.status).toBe(400);
  const page = await broken.text();
  expect(page).toContain('متن خوانده نشد');
  expect(page).toMatch(/<textarea[^>]*>کا\uFFFD<\/textarea>/);
  const english = await post('{"text":"کتاب"}', { 'Content-Type': 'application/json', 'Accept-Language': 'en' });
  expect(english.status).toBe(400);
  expect(await english.text()).toContain('The text could not be read');
});

test('the page drawn for 100 KB of one word repeated embeds its reading once, within 2 MiB', async () => {
  const text = 'امید '.repeat(Math.floor(MAX_READ_BYTES / Buffer.byteLength('امید ')));
  const reply = await fetch(`${app.url}/read`, {
    method: 'POST',
    body: `text=${encodeURIComponent(text)}`,
    headers: { Accept: 'text/html', 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  expect(reply.status).toBe(200);
  const page = await reply.text();
  const state = /<script type="application\/json" id="farhang-state">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';
  expect(Buffer.byteLength(state)).toBeGreaterThan(MAX_READ_BYTES);
  expect(Buffer.byteLength(state)).toBeLessThanOrEqual(MAX_READ_ANSWER_BYTES);
  expect(page.match(/class="reading__word/g)).toHaveLength(text.split(' ').length - 1);
});

test('without JavaScript, a ?text= address (a share, a link) is drawn the same way', async () => {
  const { page } = await openPage(app.browser, { javaScriptEnabled: false });
  const response = await page.goto(`${app.url}/read?text=${encodeURIComponent(TEXT)}`);
  expect(response?.status()).toBe(200);
  await expect(linkedWords(page)).resolves.toEqual(LINKED);
});

/** What a browser does with the manifest's share target: posts the shared members as a form. */
async function share(page: Page, shared: Record<string, string>): Promise<void> {
  const manifest: unknown = await (await fetch(`${app.url}/manifest.webmanifest`)).json();
  const target: unknown = Reflect.get(Object(manifest), 'share_target');
  const params: unknown = Reflect.get(Object(target), 'params');
  const form = Object.entries(Object(params)).map(([member, name]): [string, string] => [
    String(name),
    shared[member] ?? '',
  ]);
  await page.goto(`${app.url}/`);
  await page.evaluate(
    ({ action, fields }) => {
      const element = document.createElement('form');
      element.method = 'post';
      element.action = action;
      for (const [name, value] of fields) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        element.append(input);
      }
      document.body.append(element);
      HTMLFormElement.prototype.submit.call(element);
    },
    { action: String(Reflect.get(Object(target), 'action')), fields: form },
  );
}

test('a long text shared to the installed app is read, however long, drawn by the server', async () => {
  const { context, page } = await openPage(app.browser, { serviceWorkers: 'block' });
  const watch = await watchContext(context);
  // Longer than any address the service takes (8 KiB): a shared article.
  const article = Array.from({ length: 120 }, () => TEXT).join(' ');
  await share(page, { title: 'خبر', text: article, url: 'https://example.org/' });
  await page.waitForURL(`${app.url}/read`);
  await appReady(page);
  await expect(page.locator('.reading__text').getByRole('link', { name: 'امید' }).count()).resolves.toBe(120);
  expect(watch.problems).toEqual([]);
});

test('a word shared to the installed app opens its search, drawn at once, then at the search’s own address', async () => {
  const { context, page } = await openPage(app.browser, { serviceWorkers: 'block' });
  const watch = await watchContext(context);
  await share(page, { title: 'از پیام‌رسان', text: 'امید', url: 'https://example.org/' });
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'امید');
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('جست‌وجوی «امید»');
  expect(watch.problems).toEqual([]);
});

test('an app installed before, whose share target opens /share?text=, still reads a long text', async () => {
  const { page } = await openPage(app.browser, { serviceWorkers: 'block' });
  await page.goto(`${app.url}/share?${new URLSearchParams({ title: 'خبر', text: TEXT }).toString()}`, {
    waitUntil: 'domcontentloaded',
  });
  await expect(linkedWords(page)).resolves.toEqual(LINKED);
  await page.waitForURL((url) => url.pathname === '/read' && url.searchParams.get('text') === TEXT);
});

test('on a phone the page hydrates what the server drew, and a tap opens the word beside it asking nothing', async () => {
  const { context, page } = await openPage(app.browser, {
    viewport: { width: 360, height: 640 },
    hasTouch: true,
    isMobile: true,
    serviceWorkers: 'block',
  });
  const watch = await watchContext(context);
  const asked = readRequests(page);
  await page.goto(`${app.url}/read?text=${encodeURIComponent(TEXT)}`);
  await appReady(page);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);

  await page.locator('.reading__text').getByRole('link', { name: 'امید' }).tap();
  const popover = page.getByRole('dialog', { name: 'امید' });
  await expect(popover.isVisible()).resolves.toBe(true);
  await expect(popover.getByRole('link', { name: 'صفحهٔ واژه' }).getAttribute('href')).resolves.toBe(
    word('dehkhoda', 'امید'),
  );
  // Beside the word, inside the screen.
  const box = await popover.boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  expect(await page.evaluate(sidewaysOverflow)).toEqual({ sideways: 0, outside: [] });
  expect(asked).toEqual([]);
  expect(watch.problems).toEqual([]);
});

test('a posted page hydrates from the text it was drawn with: no error, no second reading', async () => {
  const { context, page } = await openPage(app.browser, { serviceWorkers: 'block' });
  const watch = await watchContext(context);
  await page.goto(`${app.url}/read`);
  await appReady(page);
  await page.getByRole('textbox', { name: 'متن فارسی' }).fill(TEXT);
  const asked = readRequests(page);
  // Sent as the browser sends a form (as before the script runs), not through the page's script.
  await Promise.all([
    page.waitForURL(`${app.url}/read`, { waitUntil: 'load' }),
    page.evaluate(() => HTMLFormElement.prototype.submit.call(document.querySelector('form.read-form'))),
  ]);
  await appReady(page);
  await page.waitForLoadState('networkidle');
  await expect(linkedWords(page)).resolves.toEqual(LINKED);
  await page.locator('.reading__text').getByRole('link', { name: 'سلام' }).click();
  await expect(page.getByRole('dialog', { name: 'سلام' }).isVisible()).resolves.toBe(true);
  expect(asked).toEqual([]);
  expect(watch.problems).toEqual([]);
});

test('with the keyboard: Enter opens, ← moves to the next word in reading order, Escape closes back to the word', async () => {
  const { context, page } = await openPage(app.browser, { serviceWorkers: 'block' });
  const watch = await watchContext(context);
  await page.goto(`${app.url}/read?text=${encodeURIComponent(TEXT)}`);
  await appReady(page);
  const text = page.locator('.reading__text');
  await text.getByRole('link', { name: 'سلام' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(
    text.getByRole('link', { name: 'امید' }).evaluate((link) => link === document.activeElement),
  ).resolves.toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'امید' }).isVisible()).resolves.toBe(true);
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog', { name: 'آسمان' }).isVisible()).resolves.toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  await expect(
    text.getByRole('link', { name: 'آسمان' }).evaluate((link) => link === document.activeElement),
  ).resolves.toBe(true);
  expect(watch.problems).toEqual([]);
});

test.each(['light', 'dark'] as const)(
  'the open popover on a 360 px phone in the %s theme: no axe violation, every control a 44 px target',
  async (theme) => {
    const { page } = await openPage(app.browser, {
      viewport: { width: 360, height: 740 },
      colorScheme: theme,
      reducedMotion: 'reduce',
    });
    await page.goto(`${app.url}/read?text=${encodeURIComponent(TEXT)}`);
    await appReady(page);
    await page.locator('.reading__text').getByRole('link', { name: 'امید' }).click();
    const popover = page.getByRole('dialog', { name: 'امید' });
    await popover.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const controls = popover.locator('a, button');
    const sizes = await controls.evaluateAll((found) =>
      found.map((control) => {
        const box = control.getBoundingClientRect();
        return Math.min(box.width, box.height) >= 44;
      }),
    );
    expect(sizes).toEqual([true, true, true]);
  },
);

test('printed, the reading keeps its text with each headword written differently after its word, and no controls', async () => {
  const { page } = await openPage(app.browser);
  await page.goto(`${app.url}/read?text=${encodeURIComponent(TEXT)}`);
  await appReady(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.read-form').isVisible()).resolves.toBe(false);
  const book = page.locator('.reading__text').getByRole('link', { name: 'کتاب‌ها' });
  await expect(book.evaluate((link) => getComputedStyle(link, '::after').content)).resolves.toBe('" (كتاب)"');
  const hope = page.locator('.reading__text').getByRole('link', { name: 'امید' });
  await expect(hope.evaluate((link) => getComputedStyle(link, '::after').content)).resolves.toBe('none');
});

test('a screenshot chosen in the picker is read here into the box and read as if pasted; nothing of it loads before', async () => {
  const { context, page } = await openPage(app.browser);
  const watch = await watchContext(context);
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto(`${app.url}/read`);
  await appReady(page);
  await page.waitForLoadState('networkidle');
  const ocr = (paths: readonly string[]) => paths.filter((path) => /\/assets\/(?:ocr-|read-picture)/.test(path));
  expect(ocr(fetched)).toEqual([]);

  const picker = page.getByLabel('پروندهٔ \u200e.txt\u200e یا تصویر');
  await expect(picker.getAttribute('accept')).resolves.toContain('image/png');
  await picker.setInputFiles('test/fixtures/ocr/screenshot.png');
  await page.locator('.reading__text a').first().waitFor();
  // The words lead where the pasted text's do (the comma after «سلام» may be misread as a mark).
  const headwords = (links: readonly string[]) => links.map((link) => link.split(' → ')[1]);
  await expect(linkedWords(page).then(headwords)).resolves.toEqual(headwords(LINKED));
  const box = page.getByRole('textbox', { name: 'متن فارسی' });
  await expect(box.inputValue()).resolves.toContain('امید داریم که آسمان آبی بماند. کتاب‌ها را خواندیم.');
  // Every piece came from our own folder, the worker with a policy of its own.
  expect(ocr(fetched).length).toBeGreaterThanOrEqual(4);
  const worker = await page.request.get(
    `${app.url}${ocr(fetched).find((path) => path.endsWith('/worker.min.js')) ?? ''}`,
  );
  expect(worker.headers()['content-security-policy']).toBe(
    "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'",
  );
  expect(watch.problems).toEqual([]);
});
