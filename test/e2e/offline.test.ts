/**
 * Offline in a real Chromium on a phone-sized screen: the built app's service worker takes the
 * page, a word read online reads again offline after a reload, a word never read says so in
 * Persian, and the notice comes and goes with the connection; the kept shell starts in the
 * reader's language and direction. Cache Storage never holds the token in a key. (Playwright's
 * offline switch cuts the worker's network too.)
 */
import { expect, test } from 'vitest';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { contentSecurityPolicy } from '../../src/server/http/security-headers';
import { useE2eApp } from '../support/browser/e2e-app';
import { watchContext } from '../support/browser/page-watch';
import { results, searchBox, searchData, wordData, appReady } from '../support/browser/reader';
import { scenarioSteps } from '../support/scenario';

const OFFLINE_NOTICE = 'به اینترنت وصل نیستید؛ واژه‌هایی که پیش‌تر دیده‌اید در دسترس‌اند.';
const WORD = 'امید';

const app = useE2eApp();

/** Every cache name and every request URL kept under it, read inside the page. */
function cacheStorage(page: Page): Promise<{ name: string; urls: string[] }[]> {
  return page.evaluate(async () => {
    const names = await caches.keys();
    return Promise.all(
      names.map(async (name) => ({ name, urls: (await (await caches.open(name)).keys()).map((r) => r.url) })),
    );
  });
}

/**
 * The reader's connection. Playwright's offline switch sets navigator.onLine and fires the events
 * in the open document, but in this Chromium a document loaded while offline is not told so, and
 * the worker's fetches on its behalf get through. So while offline every request is also refused
 * (net::ERR_INTERNET_DISCONNECTED, as a real loss would be), and a reloaded document is told
 * through a debugging session of its own (its emulation lasts as long as the session).
 */
function connection(context: BrowserContext) {
  let told: CDPSession | undefined;
  const emulate = (session: CDPSession, offline: boolean) =>
    session.send('Network.emulateNetworkConditions', {
      offline,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  return {
    async drop(): Promise<void> {
      await context.route('**/*', (route) => route.abort('internetdisconnected'));
      await context.setOffline(true);
    },
    async tell(page: Page): Promise<void> {
      told = await context.newCDPSession(page);
      await emulate(told, true);
    },
    async restore(): Promise<void> {
      await context.unrouteAll();
      await context.setOffline(false);
      if (told) {
        await emulate(told, false);
        await told.detach();
        told = undefined;
      }
    },
  };
}

function notice(page: Page) {
  return page.getByRole('status').filter({ hasText: OFFLINE_NOTICE });
}

test('/sw.js is served from the root, always revalidated, as JavaScript under the app policy', async () => {
  const response = await fetch(`${app.url}/sw.js`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('no-cache');
  expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
  const script = await response.text();
  const index = await (await fetch(`${app.url}/`, { headers: { Accept: 'text/html' } })).text();
  // Named in an attribute, or in the list of modules the boot script starts.
  const assets = [...index.matchAll(/\/assets\/[\w.-]+/g)].map((match) => match[0]);
  expect(assets.length).toBeGreaterThan(0);
  for (const path of [...assets, '/index.html', '/manifest.webmanifest']) expect(script).toContain(`"${path}"`);
});

const step = scenarioSteps();

// What the offline steps share: one reader's phone-sized tab, its connection, and the words seen.
let context: BrowserContext;
let watch: Awaited<ReturnType<typeof watchContext>>;
let page: Page;
let network: ReturnType<typeof connection>;
let first: ReturnType<typeof searchData>['results'][number];
let entry: ReturnType<typeof wordData>;
let neverReadPath = '';
let neverReadTitle = '';
const neverRead = () =>
  page.getByRole('complementary', { name: 'همین واژه در فرهنگ‌های دیگر' }).locator('a[href^="/word/"]').first();

async function seeWord(): Promise<void> {
  const article = page.getByRole('article', { name: entry.title });
  await article.waitFor();
  expect(await article.innerText()).toContain(entry.source);
}

step(
  'online, with the offline worker in control: search, open the first result, see its other dictionaries',
  async () => {
    context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
    watch = await watchContext(context);
    // Offline, the browser itself logs each request that could not go out, and each one the worker
    // had nothing kept for (its failure reaches the page as ERR_FAILED).
    watch.allowConsoleError(/^Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)$/);
    page = await context.newPage();
    network = connection(context);
    await page.goto(`${app.url}/`);
    await appReady(page);
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await searchBox(page).fill(WORD);
    await searchBox(page).press('Enter');
    await page.waitForURL((url) => url.pathname === '/search');
    const found = searchData(await app.api('search', { q: WORD, type: 'exact' })).results[0];
    if (!found) throw new Error(`the fixture has no ${WORD}`);
    first = found;
    await results(page).titles.first().getByRole('link').click();
    await page.waitForURL((url) => url.pathname.startsWith('/word/'));
    entry = wordData(await app.api('word', { title: first.title, db: first.db, num: String(first.num) }));
    await seeWord();
    await neverRead().waitFor();
    neverReadPath = new URL((await neverRead().getAttribute('href')) ?? '', app.url).pathname;
    // /word/<db>/<title>/<num>: the headword its page will be named by.
    neverReadTitle = decodeURIComponent(neverReadPath.split('/')[3] ?? '');
    expect(await notice(page).count()).toBe(0);
  },
);

step('the connection drops while reading: the page hears it and says so', async () => {
  await network.drop();
  await notice(page).waitFor();
});

step("a reload offline: the shell, the code and the answers all come from the worker's caches", async () => {
  await page.reload();
  await seeWord();
  await neverRead().waitFor();
  await network.tell(page);
  await notice(page).waitFor();
});

step('a word never read, opened in the app while offline: its Persian offline note, not a blank page', async () => {
  await neverRead().click();
  await page.waitForURL((url) => url.pathname === neverReadPath);
  await page.getByText('به اینترنت وصل نیستید؛ وقتی وصل شوید، معنی را می‌آوریم.').waitFor();
  await expect.poll(() => notice(page).count()).toBe(1);
});

step('back online: the notice goes and the waiting word arrives by itself, on the same address', async () => {
  await network.restore();
  await notice(page).waitFor({ state: 'detached' });
  await page.getByRole('article', { name: neverReadTitle }).waitFor();
  expect(new URL(page.url()).pathname).toBe(neverReadPath);
});

step('opened by its address while offline, a word never read still gets the app and its message', async () => {
  await network.drop();
  const unread = searchData(await app.api('search', { q: WORD, type: 'exact', filter: 'amid' })).results[0];
  if (!unread) throw new Error(`the fixture has no amid ${WORD}`);
  await page.goto(`${app.url}/word/amid/${encodeURIComponent(unread.title)}/${unread.num}`);
  await appReady(page);
  const alert = page.getByRole('alert');
  // Which of the two the app says rests on navigator.onLine, which this Chromium leaves true in a
  // document loaded while offline, even with the debugging session's emulation set before the load
  // (see connection()); a real loss of network makes it «به اینترنت وصل نیستید».
  await alert.getByRole('heading', { name: /^(به اینترنت وصل نیستید|به سرویس نرسیدیم)$/ }).waitFor();
  await alert.getByRole('button', { name: 'تلاش دوباره' }).waitFor();
  expect(await page.getByRole('link', { name: 'فرهنگ', exact: true }).count()).toBe(1);
});

step('offline in English: the kept shell starts left to right and in English, before the app has run', async () => {
  await context.addCookies([{ name: 'lang', value: 'en', url: app.url }]);
  // What <html> says when the document is parsed: the boot script has run, the app's code not yet.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const { lang, dir } = document.documentElement;
      sessionStorage.setItem('first-paint', `${lang} ${dir}`);
    }),
  );
  await page.goto(`${app.url}/library`);
  await appReady(page);
  expect(await page.evaluate(() => sessionStorage.getItem('first-paint'))).toBe('en ltr');
  await page.getByRole('heading', { level: 1, name: 'My library' }).waitFor();
  await context.clearCookies();
});

step(
  'Cache Storage holds the shell, /config.json and the answers read, words apart, and no token in any name or key',
  async () => {
    const stored = await cacheStorage(page);
    const keys = stored.flatMap(({ name, urls }) => [name, ...urls]);
    expect(keys.some((key) => new URL(key, app.url).pathname === '/config.json')).toBe(true);
    const words = keys.filter((key) => key.startsWith(`${app.url}/v3/word?`)).map((key) => new URL(key).searchParams);
    expect(words.some((params) => params.get('db') === first.db && params.get('title') === first.title)).toBe(true);
    expect(keys.filter((key) => key.startsWith(`${app.url}/v3/search?`)).length).toBeGreaterThan(0);
    // Words are kept apart from searches and suggestions, so typing never pushes them out.
    const holding = (prefix: string) =>
      stored.filter(({ urls }) => urls.some((url) => url.startsWith(`${app.url}${prefix}`))).map(({ name }) => name);
    const listCaches = [...holding('/v3/search?'), ...holding('/v3/suggest?')];
    expect(holding('/v3/word?').filter((name) => listCaches.includes(name))).toEqual([]);
    for (const key of keys) {
      expect(key).not.toContain(app.token);
      expect(key).not.toContain(encodeURIComponent(app.token));
      expect(key).not.toMatch(/[?&]token=/);
    }
  },
);

step("the registration's Trusted Types policy is the app's, and all along no page error or CSP violation", async () => {
  expect(watch.problems).toEqual([]);
  // A page script cannot take the policy's name.
  const policy = await page.evaluate(() => {
    try {
      window.trustedTypes?.createPolicy('farhang-sw', {});
      return 'created';
    } catch (error) {
      return String(error);
    }
  });
  expect(policy).toMatch(/already exists/);
  await context.close();
});
