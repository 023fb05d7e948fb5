/**
 * The token never leaves the place it belongs. A reader's whole
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
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { scenarioSteps } from '../support/scenario';
import { spawnService, type RunningService } from '../../scripts/service/spawn-service';
import { rawRequest } from '../support/service/harness';
import { launchBrowser } from '../../scripts/browser/launch-browser';
import { openPage } from '../support/browser/e2e-app';
import { watchContext } from '../support/browser/page-watch';
import { dbChip, results, searchBox, appReady } from '../support/browser/reader';
import { openAdvancedSettings } from '../support/browser/app-views';

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

const step = scenarioSteps();

// What the journey's steps share: one reader's tab and everything it sent and showed.
let context: BrowserContext;
let watch: Awaited<ReturnType<typeof watchContext>>;
let page: Page;
const requests: Request[] = [];
const consoleLines: string[] = [];
const navigations: string[] = [];
const searchField = () => searchBox(page);
const tokenField = () => page.getByLabel('توکن', { exact: true });

step('a whole journey: the service hands the app its first --token', async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: service.url });
  watch = await watchContext(context);
  context.on('request', (request) => requests.push(request));
  context.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
  page = await context.newPage();
  page.on('framenavigated', (frame) => navigations.push(frame.url()));
  const config: unknown = await (await fetch(`${service.url}/config.json`)).json();
  expect(config).toMatchObject({ token: TOKEN });
});

step('suggestions and results leave no token on the page', async () => {
  await page.goto(`${service.url}/`);
  await appReady(page);
  await searchField().pressSequentially('ام', { delay: 30 });
  const listbox = page.getByRole('listbox', { name: 'پیشنهادها' });
  await listbox.getByRole('option').first().waitFor();
  await expectClean(page, 'suggestions');
  await searchField().press('ArrowDown');
  await searchField().press('Enter');
  await page.waitForURL((url) => url.pathname === '/search');
  await results(page).count.waitFor();
  await expectClean(page, 'results');
});

step('dictionary chips leave no token on the page', async () => {
  await dbChip(page, 'معین').click();
  await page.waitForURL((url) => url.searchParams.get('db') === 'moein');
  await dbChip(page, 'دهخدا').click();
  await page.waitForURL((url) => url.searchParams.get('db') === 'moein,dehkhoda');
  await expectClean(page, 'chips');
});

step('page 2 of a search in the meanings leaves no token on the page', async () => {
  await page.getByRole('radio', { name: 'در معانی' }).click();
  await page.waitForURL((url) => url.searchParams.get('type') === 'text');
  await searchField().fill('ا');
  await searchField().press('Enter');
  await page.waitForURL((url) => url.searchParams.get('q') === 'ا');
  await page.getByRole('navigation', { name: 'صفحه‌ها' }).getByRole('link', { name: 'صفحهٔ ۲' }).click();
  await page.waitForURL((url) => url.searchParams.get('page') === '2');
  await results(page).titles.first().waitFor();
  await expectClean(page, 'page 2');
});

step("a word's page and its copied link hold no token", async () => {
  await results(page).titles.first().getByRole('link').click();
  await page.waitForURL((url) => url.pathname.startsWith('/word/'));
  await page.getByRole('article').waitFor();
  await page.getByRole('button', { name: 'کپی پیوند' }).click();
  await page.getByRole('status').filter({ hasText: 'پیوند کپی شد' }).waitFor();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(decodeURI(page.url()));
  expect(link).not.toContain(MARK);
  await expectClean(page, 'word');
});

step("settings: the field holds the token, masked until asked; shown, it is still only the field's", async () => {
  await page.getByRole('navigation', { name: 'پیوندهای اصلی' }).getByRole('link', { name: 'تنظیمات' }).click();
  await page.waitForURL((url) => url.pathname === '/settings');
  await openAdvancedSettings(page);
  expect(await tokenField().getAttribute('type')).toBe('password');
  expect(await tokenField().inputValue()).toBe(TOKEN);
  await page.getByRole('button', { name: 'نمایش توکن' }).click();
  expect(await tokenField().getAttribute('type')).toBe('text');
  await expectClean(page, 'settings, token shown');
  // Control: the scan does see attributes — with the field's own value the page holds the token.
  expect(await page.evaluate((mark) => document.documentElement.outerHTML.includes(mark), MARK)).toBe(true);
  await page.getByRole('button', { name: 'نمایش توکن' }).click();
  expect(await tokenField().getAttribute('type')).toBe('password');
});

step('the reader saves a token of their own, and the page still holds none', async () => {
  await tokenField().fill(TYPED);
  await page.getByRole('button', { name: 'ذخیره' }).click();
  await page.getByRole('status').filter({ hasText: 'تنظیمات ذخیره شد.' }).waitFor();
  await expectClean(page, 'settings saved');
});

step(
  'back to the word: asked again with the saved token (the cache was cleared on save); clean after a reload',
  async () => {
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
  },
);

step('storage: the token only under the settings key; no IndexedDB; no cookie but the interface language', async () => {
  const stored = await page.evaluate(() => Object.entries({ ...localStorage }));
  expect(stored.filter(([, value]) => value.includes(MARK)).map(([key]) => key)).toEqual(['farhang.settings.v1']);
  expect(JSON.parse(stored.find(([key]) => key === 'farhang.settings.v1')?.[1] ?? '{}')).toMatchObject({
    token: TYPED,
  });
  expect(await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name))).toEqual([]);
  // The one cookie is the interface language (its value fa or en), so a drawn page is in it.
  expect((await context.cookies()).map(({ name, value }) => [name, value])).toEqual([['lang', 'fa']]);
});

step("the offline worker's caches: no name, key or URL holds the token; of the bodies only /config.json", async () => {
  // The kept /config.json is the service's own answer, as the settings hold it.
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
});

step('every address the tab showed and every console line: clean', async () => {
  expect(navigations.length).toBeGreaterThan(5);
  expect(navigations.filter((url) => url.includes(MARK))).toEqual([]);
  expect(consoleLines.filter((line) => line.includes(MARK))).toEqual([]);
});

step("requests: the service's origin only, the token only in API URLs, no Referer on any", async () => {
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
  const { context, page } = await openPage(browser);
  const watch = await watchContext(context);
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
  // Each case from a loopback address of its own: one client sending several wrong tokens is slowed.
  for (const [index, [method, target, status]] of cases.entries()) {
    const reply = await rawRequest(Number(new URL(service.url).port), target, {
      method,
      localAddress: `127.0.5.${index + 1}`,
    });
    expect(reply.status, `${method} ${target}`).toBe(status);
    expect(reply.text, `${method} ${target}`).not.toContain(MARK);
    expect(JSON.stringify(reply.headers), `${method} ${target}`).not.toContain(MARK);
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
