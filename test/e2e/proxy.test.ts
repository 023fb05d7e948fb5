/**
 * Proxy mode end to end: a Farhang with the data and its own token (the upstream), and a Farhang
 * started with --upstream in front of it serving the built app. A reader's short journey in
 * Chromium works through the proxy, and the upstream token is nowhere in the browser's traffic:
 * no request URL, no request header, no /v3 or /config.json body, and no line the proxy printed.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { spawnService, type RunningService } from '../../scripts/service/spawn-service';
import { launchBrowser } from '../../scripts/browser/launch-browser';
import { openPage } from '../support/browser/e2e-app';
import { watchContext } from '../support/browser/page-watch';
import { results, searchBox, appReady } from '../support/browser/reader';

const UPSTREAM_TOKEN = `UPSTREAM-GREPME-${randomBytes(12).toString('hex')}`;
const CLIENT_TOKEN = `client-${randomBytes(12).toString('hex')}`;
const dir = mkdtempSync(join(tmpdir(), 'farhang-proxy-e2e-'));

let upstream: RunningService;
let proxy: RunningService;
let browser: Browser;

beforeAll(async () => {
  [upstream, browser] = await Promise.all([
    spawnService(['--data', 'test/fixtures/contract.jsonl', '--token', UPSTREAM_TOKEN, '--rate-limit', '0']),
    launchBrowser(),
  ]);
  proxy = await spawnService([
    ...['--upstream', upstream.url, '--upstream-token', UPSTREAM_TOKEN],
    ...['--web-token', CLIENT_TOKEN, '--db', join(dir, 'proxy.db'), '--web', 'dist', '--rate-limit', '0'],
  ]);
});
afterAll(async () => {
  await Promise.allSettled([browser?.close(), proxy?.stop(), upstream?.stop()]);
  rmSync(dir, { recursive: true, force: true });
});

/** A read cut short because the page closed after the scan: nothing left to look at. */
const ignoreClosed = (): void => undefined;

test('a reader searches and opens a word through the proxy; the upstream token never reaches the browser', async () => {
  const { context, page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
  const watch = await watchContext(context);
  const traffic: string[] = [];
  const bodies: Promise<void>[] = [];
  context.on('request', (request) => {
    traffic.push(request.url());
    bodies.push(request.allHeaders().then((headers) => void traffic.push(JSON.stringify(headers)), ignoreClosed));
  });
  context.on('response', (response) => {
    const { pathname } = new URL(response.url());
    bodies.push(response.allHeaders().then((headers) => void traffic.push(JSON.stringify(headers)), ignoreClosed));
    if (pathname.startsWith('/v3/') || pathname === '/config.json' || pathname.startsWith('/word/')) {
      bodies.push(
        response.text().then(
          (text) => void traffic.push(text),
          () => undefined,
        ),
      );
    }
  });

  await page.goto(`${proxy.url}/`);
  await appReady(page);
  const box = searchBox(page);
  await box.fill('امید');
  await box.press('Enter');
  await page.waitForURL((url) => url.pathname === '/search');
  const shown = results(page);
  await shown.count.waitFor();
  expect(await shown.titles.first().innerText()).toBe('امید');

  await shown.titles.first().getByRole('link').click();
  await page.waitForURL((url) => url.pathname.startsWith('/word/'));
  const article = page.getByRole('article');
  await article.waitFor();
  expect(await article.innerText()).toContain('امید');
  // A reload fetches the word page's HTML itself (with its preview tags) through the proxy.
  await page.reload();
  await appReady(page);
  await article.waitFor();
  // Read everything asked so far, including what the app fetched while earlier reads ran.
  for (let read = 0; read < bodies.length;) {
    const upto = bodies.length;
    await Promise.all(bodies.slice(read, upto));
    read = upto;
  }
  await context.close();

  const all = traffic.join('\n');
  // Controls: the scan holds the /v3 traffic, the app's own token and the answers' words.
  expect(traffic.filter((line) => line.includes('/v3/search?')).length).toBeGreaterThan(0);
  expect(traffic.filter((line) => line.includes('/v3/word?')).length).toBeGreaterThan(0);
  expect(all).toContain(CLIENT_TOKEN);
  expect(all).toContain('og:title');
  expect(all).toContain('"num_found"');
  expect(all).toMatch(/"word":\s*\{/);
  expect(all).not.toContain('GREPME');
  expect(all).not.toContain(UPSTREAM_TOKEN);
  expect(watch.problems).toEqual([]);

  // The answers came from the upstream, asked with its token; neither service printed it.
  expect(upstream.output.some((line) => line.includes('"path":"/v3/search?'))).toBe(true);
  expect(upstream.output.some((line) => line.includes('"path":"/v3/word?'))).toBe(true);
  expect(proxy.output.join('\n')).not.toContain('GREPME');
  expect(upstream.output.join('\n')).not.toContain(UPSTREAM_TOKEN);
});

test('/config.json of the proxy hands the app the proxy’s own token', async () => {
  const config: unknown = await (await fetch(`${proxy.url}/config.json`)).json();
  expect(config).toMatchObject({ token: CLIENT_TOKEN });
  expect(JSON.stringify(config)).not.toContain('GREPME');
});
