/**
 * The token never leaves the place it belongs (research security.md §4, §6.2). A reader's whole
 * journey in Chromium against the real service started with easy-to-grep tokens: after every step
 * no page URL, no DOM attribute or text (but the settings field's own value), no history state, no
 * console line and no clipboard carries one; every request goes to the service's origin, none with
 * a Referer; the token rides only in API request URLs and lives only in the settings (memory, and
 * localStorage once the reader saves one), in the page's state element (the service's config) and
 * in the offline worker's copy of /config.json, never in a cache key. Then the service's log and every error body, however the token was sent, never
 * contain it.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { spawnService, type RunningService } from '../../scripts/service/spawn-service';
import { launchBrowser } from '../../scripts/browser/launch-browser';
import { watchContext } from './support/page-watch';
import { dbChip, results, searchBox, appReady } from './support/reader';

const MARK = 'GREPME';
const TOKEN = `tok-${MARK}-${randomBytes(12).toString('hex')}`;
/** A second token the service accepts, typed by the reader in settings. */
const TYPED = `tok-${MARK}-typed-${randomBytes(8).toString('hex')}`;
const FIXTURE = 'test/fixtures/contract.jsonl';

let service: RunningService;
let browser: Browser;

beforeAll(async () => {
  [service, browser] = await Promise.all([
    spawnService(['--data', FIXTURE, '--web', 'dist', '--web-token', TOKEN, '--token', TYPED, '--rate-limit', '0']),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await Promise.allSettled([browser?.close(), service?.stop()]);
});

/** Everything of the page a token must stay out of, as one string per place. */
async function places(page: Page): Promise<Record<string, string>> {
  const inPage = await page.evaluate(() => {
    const clone = document.documentElement.cloneNode(true);
    if (!(clone instanceof Element)) throw new Error('no document element');
    // The settings field is where the token is meant to be shown; its value is left out. So is
    // the page's state element, which hands the app the service's config (its token included) and
    // is checked on its own below.
    for (const input of clone.querySelectorAll('input[name="token"]')) input.removeAttribute('value');
    clone.querySelector('script#farhang-state[type="application/json"]')?.remove();
    return {
      html: clone.outerHTML,
      historyState: JSON.stringify(history.state),
      title: document.title,
      windowName: window.name,
      cookie: document.cookie,
      session: JSON.stringify({ ...sessionStorage }),
    };
  });
  return { url: page.url(), ...inPage };
}

async function expectClean(page: Page, step: string): Promise<void> {
  const where = await places(page);
  for (const [place, text] of Object.entries(where)) expect(text, `${step}: ${place}`).not.toContain(MARK);
}

test('a whole journey leaves the token only in API requests and the settings', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: service.url });
  const watch = await watchContext(context);
  const requests: Request[] = [];
  const consoleLines: string[] = [];
  const navigations: string[] = [];
  context.on('request', (request) => requests.push(request));
  context.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
  const page = await context.newPage();
  page.on('framenavigated', (frame) => navigations.push(frame.url()));

  // The service hands the app the first --token.
  const config: unknown = await (await fetch(`${service.url}/config.json`)).json();
  expect(config).toMatchObject({ token: TOKEN });

  await page.goto(`${service.url}/`);
  await appReady(page);
  const box = searchBox(page);
  await box.pressSequentially('ام', { delay: 30 });
  const listbox = page.getByRole('listbox', { name: 'پیشنهادها' });
  await listbox.getByRole('option').first().waitFor();
  await expectClean(page, 'suggestions');
  await box.press('ArrowDown');
  await box.press('Enter');
  await page.waitForURL((url) => url.pathname === '/search');
  await results(page).count.waitFor();
  await expectClean(page, 'results');

  await dbChip(page, 'معین').click();
  await page.waitForURL((url) => url.searchParams.get('db') === 'moein');
  await dbChip(page, 'دهخدا').click();
  await page.waitForURL((url) => url.searchParams.get('db') === 'moein,dehkhoda');
  await expectClean(page, 'chips');

  // A search in the meanings of those two has a second page.
  await page.getByRole('radio', { name: 'در معانی' }).click();
  await page.waitForURL((url) => url.searchParams.get('type') === 'text');
  await box.fill('ا');
  await box.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('q') === 'ا');
  await page.getByRole('navigation', { name: 'صفحه‌ها' }).getByRole('link', { name: 'صفحهٔ ۲' }).click();
  await page.waitForURL((url) => url.searchParams.get('page') === '2');
  await results(page).titles.first().waitFor();
  await expectClean(page, 'page 2');

  await results(page).titles.first().getByRole('link').click();
  await page.waitForURL((url) => url.pathname.startsWith('/word/'));
  await page.getByRole('article').waitFor();
  await page.getByRole('button', { name: 'کپی پیوند' }).click();
  await page.getByRole('status').filter({ hasText: 'پیوند کپی شد' }).waitFor();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(page.url());
  expect(link).not.toContain(MARK);
  await expectClean(page, 'word');

  // Settings: the field holds the token, masked until asked; shown, it is still only the field's.
  await page.getByRole('navigation', { name: 'پیوندهای اصلی' }).getByRole('link', { name: 'تنظیمات' }).click();
  await page.waitForURL((url) => url.pathname === '/settings');
  const field = page.getByLabel('توکن', { exact: true });
  expect(await field.getAttribute('type')).toBe('password');
  expect(await field.inputValue()).toBe(TOKEN);
  await page.getByRole('button', { name: 'نمایش توکن' }).click();
  expect(await field.getAttribute('type')).toBe('text');
  await expectClean(page, 'settings, token shown');
  // Control: the scan does see attributes — with the field's own value the page holds the token.
  expect(await page.evaluate((mark) => document.documentElement.outerHTML.includes(mark), MARK)).toBe(true);
  await page.getByRole('button', { name: 'نمایش توکن' }).click();
  expect(await field.getAttribute('type')).toBe('password');

  // The reader saves a token of their own: it goes to localStorage, under the settings key only.
  await field.fill(TYPED);
  await page.getByRole('button', { name: 'ذخیره' }).click();
  await page.getByRole('status').filter({ hasText: 'تنظیمات ذخیره شد.' }).waitFor();
  await expectClean(page, 'settings saved');

  // Back to the word: asked again (the cache was cleared on save) with the saved token.
  const wordsBefore = requests.filter((r) => new URL(r.url()).pathname === '/v3/word').length;
  await page.goBack();
  await page.waitForURL((url) => url.pathname.startsWith('/word/'));
  await page.getByRole('article').waitFor();
  const words = requests.filter((r) => new URL(r.url()).pathname === '/v3/word');
  expect(words.length).toBeGreaterThan(wordsBefore);
  expect(new URL(words.at(-1)?.url() ?? '').searchParams.get('token')).toBe(TYPED);
  await page.reload();
  await appReady(page);
  await page.getByRole('article').waitFor();
  await expectClean(page, 'back and reload');

  const stored = await page.evaluate(() => Object.entries({ ...localStorage }));
  expect(stored.filter(([, value]) => value.includes(MARK)).map(([key]) => key)).toEqual(['farhang.settings.v1']);
  expect(JSON.parse(stored.find(([key]) => key === 'farhang.settings.v1')?.[1] ?? '{}')).toMatchObject({
    token: TYPED,
  });
  expect(await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name))).toEqual([]);
  // Cache Storage is the offline worker's: no cache name, key or kept response's URL holds the
  // token, and of the bodies only the kept /config.json does (the service's own answer, as the
  // settings hold it).
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  const kept = await page.evaluate(async (mark) => {
    const found: { name: string; url: string; answeredUrl: string; body: boolean }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const copy = await cache.match(request);
        const body = (await copy?.text()) ?? '';
        // A kept response carries its own URL too, which a copy made as it came would hold whole.
        found.push({ name, url: request.url, answeredUrl: copy?.url ?? '', body: body.includes(mark) });
      }
    }
    return found;
  }, MARK);
  expect(kept.length).toBeGreaterThan(0);
  expect(kept.filter(({ name, url, answeredUrl }) => `${name} ${url} ${answeredUrl}`.includes(MARK))).toEqual([]);
  expect(kept.filter(({ body }) => body).map(({ url }) => new URL(url).pathname)).toEqual(['/config.json']);
  expect(await context.cookies()).toEqual([]);

  // Every address the tab showed, every console line: clean.
  expect(navigations.length).toBeGreaterThan(5);
  expect(navigations.filter((url) => url.includes(MARK))).toEqual([]);
  expect(consoleLines.filter((line) => line.includes(MARK))).toEqual([]);

  // Requests: the service's origin only; the token only in API URLs; no Referer on any.
  const origin = new URL(service.url).origin;
  expect(requests.filter((r) => new URL(r.url()).origin !== origin).map((r) => r.url())).toEqual([]);
  const api = requests.filter((r) => new URL(r.url()).pathname.startsWith('/v3/'));
  expect(api.length).toBeGreaterThan(5);
  expect(api.every((r) => r.url().includes(MARK))).toBe(true);
  expect(requests.filter((r) => !api.includes(r) && r.url().includes(MARK)).map((r) => r.url())).toEqual([]);
  const documents = requests.filter((r) => r.resourceType() === 'document');
  expect(documents.length).toBe(2);
  // Playwright shows an empty Referer on requests the browser's cache answered (the server never
  // sees those: measured with a bare server); any Referer that was really sent has a URL in it.
  const referers = await Promise.all(requests.map(async (r) => (await r.allHeaders())['referer'] ?? ''));
  expect(referers.filter((referer) => referer !== '')).toEqual([]);

  expect(watch.problems).toEqual([]);
  await context.close();
});

test('a pasted link with the token is cleaned before the app renders, and no history entry keeps it', async () => {
  const context = await browser.newContext();
  const watch = await watchContext(context);
  const page = await context.newPage();
  const entries = await page.evaluate(() => history.length);
  await page.goto(`${service.url}/search?q=${encodeURIComponent('امید')}&token=${TOKEN}`);
  // The drawn page shows the results a frame before the app runs it; Back before then races the start.
  await appReady(page);
  await results(page).count.waitFor();
  expect(new URL(page.url()).searchParams.get('q')).toBe('امید');
  await expectClean(page, 'pasted link');
  // The link's own entry was replaced, not followed by a clean one: one entry more, and going
  // back then forward again lands on the clean address.
  expect(await page.evaluate(() => history.length)).toBe(entries + 1);
  await page.goBack();
  expect(page.url()).toBe('about:blank');
  await page.goForward();
  await results(page).count.waitFor();
  await expectClean(page, 'pasted link, back and forward');
  expect(watch.problems).toEqual([]);
  await context.close();
});

test("the service's log and its error bodies never hold the token, however it was sent", async () => {
  const q = `q=${encodeURIComponent('امید')}`;
  const cases: [string, string, number][] = [
    ['GET', `/v3/search?token=${TOKEN}&rows=0&${q}`, 400],
    ['GET', `/v3/search?token=${TOKEN}x&${q}`, 401],
    ['GET', `/v3/search?token=x${TOKEN}&${q}`, 401],
    ['GET', `/v3/search?token=${TOKEN}%ZZ&${q}`, 401],
    ['GET', `/v3/search?token=%E0%A4${TOKEN}&${q}`, 401],
    ['GET', `/v3/search?token=${TOKEN}&token=${TOKEN}&${q}`, 401],
    ['GET', `/v3/search?token[]=${TOKEN}&Token=${TOKEN}&${q}`, 401],
    ['GET', `/v3/word?token=${TOKEN}&title=nope&db=moein&num=1`, 404],
    ['GET', `/v3/nope?token=${TOKEN}`, 404],
    ['GET', `/v3/${TOKEN}?token=${TOKEN}`, 404],
    ['GET', `/assets/nope.js?token=${TOKEN}`, 404],
    ['POST', `/v3/search?token=${TOKEN}&${q}`, 405],
    ['DELETE', `/v3/${TOKEN}?token=${TOKEN}`, 405],
  ];
  for (const [method, target, status] of cases) {
    const response = await fetch(`${service.url}${target}`, { method });
    const text = await response.text();
    expect(response.status, `${method} ${target}`).toBe(status);
    expect(text, `${method} ${target}`).not.toContain(MARK);
    expect(JSON.stringify([...response.headers]), `${method} ${target}`).not.toContain(MARK);
  }

  // 403: the same token over its rate limit, on a service that has one.
  const limited = await spawnService(['--data', FIXTURE, '--token', TOKEN, '--rate-limit', '1']);
  try {
    const answers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const response = await fetch(`${limited.url}/v3/suggest?${q}&token=${TOKEN}`);
        return { status: response.status, text: await response.text() };
      }),
    );
    expect(answers.some((answer) => answer.status === 403)).toBe(true);
    expect(answers.filter((answer) => answer.text.includes(MARK))).toEqual([]);
  } finally {
    await limited.stop();
  }
  expect(limited.output.filter((line) => line.includes(MARK))).toEqual([]);

  // By now the log has every request of the journeys above and of these cases.
  expect(service.output.filter((line) => line.startsWith('{')).length).toBeGreaterThan(cases.length + 20);
  expect(service.output.filter((line) => line.includes(MARK))).toEqual([]);
});
