/**
 * Defence in depth around the sanitiser: the headers the served app carries (CSP with Trusted
 * Types, Referrer-Policy, nosniff), and a real Chromium running the app clean under them, with
 * Trusted Types enforced and the app's own two policies in place.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { BENIGN_ENTRIES } from '../support/hostile-html/benign-entries';
import { EVIL_ORIGIN, marker } from '../support/hostile-html/vectors';
import { launchBrowser } from '../../scripts/browser/launch-browser';
import { attachProbe, type Probe } from '../support/browser/xss-probe';
import { trySinks } from '../support/browser/xss-trusted-types';
import { startCorpusService, type CorpusService } from '../support/browser/xss-service';
import { appReady } from '../support/browser/reader';

const WORD = 'کتاب';
const HOSTILE = 'xss-headers';
const HOSTILE_HTML = `<b onclick="${marker('hdr-click')}" style="color:red">سرخ</b><img src=x onerror="${marker('hdr-img')}">`;
/** Chromium's reports when DOMPurify only parses hostile handler or style attributes (§3.2). */
const PARSE_ONLY = ['script-src-attr', 'style-src-attr'];

let site: CorpusService;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let probe: Probe;
const consoleErrors: string[] = [];

beforeAll(async () => {
  site = await startCorpusService([
    ...BENIGN_ENTRIES.map((entry) => ({ db: 'moein', title: entry.title, text: entry.html })),
    { db: 'wiki', title: HOSTILE, text: HOSTILE_HTML },
  ]);
  browser = await launchBrowser();
  context = await browser.newContext();
  probe = await attachProbe(context, site.origin);
  page = await context.newPage();
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** A CSP header as directive → sources. */
function directives(policy: string | null): Map<string, string[]> {
  expect(policy, 'Content-Security-Policy header').not.toBeNull();
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0] !== '')
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

async function get(path: string, accept = '*/*'): Promise<Response> {
  const response = await fetch(`${site.origin}${path}`, { headers: { Accept: accept } });
  expect(response.status, path).toBe(200);
  return response;
}

test('the pages carry the strict policy and safety headers; their scripts and styles are never sniffed', async () => {
  const index = await get('/', 'text/html');
  const html = await index.text();
  // Every script and stylesheet the page names, the modules' list (one attribute, space-separated) too.
  const assets = [...new Set(html.match(/\/assets\/[^"\s]+\.(?:js|css)/g) ?? [])];
  expect(assets.some((asset) => asset.endsWith('.js'))).toBe(true);
  // A script or stylesheet is no document: no page policy applies to it, so it carries none.
  for (const response of await Promise.all(assets.map((asset) => get(asset)))) {
    expect(response.headers.get('x-content-type-options'), response.url).toBe('nosniff');
    expect(response.headers.get('content-security-policy'), response.url).toBeNull();
  }
  const responses = [index, await get(site.wordPath('moein', WORD), 'text/html')];
  for (const response of responses) {
    const where = response.url;
    const csp = directives(response.headers.get('content-security-policy'));
    const scriptSrc = csp.get('script-src') ?? [];
    expect(scriptSrc, where).toContain("'self'");
    for (const source of scriptSrc) expect(source, where).not.toMatch(/^'unsafe-|^\*$|^(data|blob|https?):/);
    expect(csp.get('style-src') ?? [], where).not.toContain("'unsafe-inline'");
    expect(csp.get('default-src'), where).toEqual(["'self'"]);
    expect(csp.get('object-src'), where).toEqual(["'none'"]);
    expect(csp.get('base-uri'), where).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors'), where).toEqual(["'none'"]);
    // The spawned service names no other API origin, so the app may fetch only its own.
    expect(csp.get('connect-src'), where).toEqual(["'self'"]);
    for (const source of csp.get('img-src') ?? []) expect(source, where).not.toMatch(/^\*$|^(data|https?):/);
    expect(csp.get('require-trusted-types-for'), where).toEqual(["'script'"]);
    const policies = csp.get('trusted-types') ?? [];
    expect(policies, where).toEqual(expect.arrayContaining(['farhang-html', 'dompurify']));
    expect(policies, where).not.toContain("'allow-duplicates'");
    expect(policies, where).not.toContain('*');
    expect(response.headers.get('referrer-policy'), where).toBe('no-referrer');
    expect(response.headers.get('x-content-type-options'), where).toBe('nosniff');
  }
});

test('home → search → word → settings runs with no CSP report, page error or console error', async () => {
  await page.goto(`${site.origin}/`);
  await appReady(page);
  const box = page.getByRole('combobox').first();
  await box.fill(WORD);
  await box.press('Enter');
  await page.waitForURL(/\/search\?/);
  await page.locator('.result__title a', { hasText: WORD }).first().click();
  await page.waitForFunction((want) => document.querySelector('#entry-title')?.textContent === want, WORD);
  expect(await page.locator('.entry__meaning b').textContent()).toBe(WORD);
  await page.getByRole('link', { name: 'تنظیمات' }).click();
  await page.waitForURL(/\/settings$/);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForTimeout(200);
  expect(probe.since(0).filter((event) => event.kind !== 'navigation')).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a hostile meaning costs only the parse-time reports of its handler and style attributes', async () => {
  const mark = probe.mark();
  await page.goto(`${site.origin}${site.wordPath('wiki', HOSTILE)}`);
  await appReady(page);
  await page.waitForFunction((want) => document.querySelector('#entry-title')?.textContent === want, HOSTILE);
  await page.locator('.entry__meaning b').click();
  await page.waitForTimeout(200);
  const seen = probe.since(mark).filter((event) => event.kind !== 'navigation');
  expect(seen.filter((event) => !(event.kind === 'violation' && PARSE_ONLY.includes(event.detail)))).toEqual([]);
  expect(await page.locator('.entry__meaning').innerHTML()).toBe('<b>سرخ</b>');
});

test('Trusted Types are enforced: raw HTML, script text and eval are refused; only our policies exist', async () => {
  await page.goto(`${site.origin}${site.wordPath('moein', WORD)}`);
  await appReady(page);
  await page.waitForFunction((want) => document.querySelector('#entry-title')?.textContent === want, WORD);
  const mark = probe.mark();
  const outcome = await page.evaluate(trySinks, EVIL_ORIGIN);
  expect(outcome.innerHTML).toMatch(/^TypeError: .*TrustedHTML/);
  expect(outcome.scriptText).toMatch(/^TypeError: .*TrustedScript/);
  expect(outcome.evaluate).toMatch(/^EvalError/);
  expect(outcome.newFunction).toMatch(/^EvalError/);
  expect(outcome.foreignPolicy).toMatch(/disallowed/);
  // Both names are allowed, so "already exists" means the app created them before we asked.
  expect(outcome.appPolicy).toMatch(/already exists/);
  expect(outcome.purifyPolicy).toMatch(/already exists/);
  expect(outcome.defaultPolicyIsNull).toBe(true);
  expect(outcome.fetchElsewhere).toBe('TypeError');
  await page.waitForTimeout(100);
  // Each refusal is reported; eval may be refused by Trusted Types before script-src is asked.
  const reported = new Set(probe.since(mark, ['violation']).map((event) => event.detail));
  for (const directive of ['require-trusted-types-for', 'trusted-types', 'connect-src']) {
    expect(reported.has(directive), directive).toBe(true);
  }
  reported.delete('script-src');
  expect(reported.size).toBe(3);
  expect(probe.since(mark, ['foreign-request'])).toEqual([]);
});

test('another site cannot frame the app (frame-ancestors), though it can frame a page without the policy', async () => {
  const framing = await browser.newContext();
  const control = `${site.origin}/control-frame`;
  await framing.route('https://framer.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<iframe name="control" src="${control}"></iframe><iframe name="app" src="${site.origin}/"></iframe>`,
    }),
  );
  // The control is served from the service's own address, but without its headers.
  await framing.route(control, (route) => route.fulfill({ contentType: 'text/html', body: '<p>framed</p>' }));
  const framer = await framing.newPage();
  await framer.goto('https://framer.test/');
  const controlFrame = framer.frame({ name: 'control' });
  await expect.poll(() => controlFrame?.evaluate(() => document.body.innerText).catch(() => '')).toBe('framed');
  await expect.poll(() => framer.frame({ name: 'app' })?.url()).toMatch(/^chrome-error:/);
  await framing.close();
});
