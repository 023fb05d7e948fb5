/**
 * The built app as it travels: every script and stylesheet of a first visit arrives in Chromium
 * brotli-encoded — the very `.br` file the build wrote beside it — and the app runs from it; a
 * client that asks for no coding gets the built file's own bytes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { expect, test } from 'vitest';
import { encodedRequest } from '../support/service/encoded-request';
import { openPage, useE2eApp } from '../support/browser/e2e-app';
import { appReady } from '../support/browser/reader';

/** The app's entry script, as the built shell announces it. */
const ENTRY = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)" data-app/.exec(
  readFileSync(join('dist', 'index.html'), 'utf8'),
)?.[1];
const isEntry = (path: string): boolean => path === ENTRY;

const app = useE2eApp();

test('a first visit gets its scripts and styles brotli-encoded, as built, and the app runs', async () => {
  const { context, page } = await openPage(app.browser);
  const assets: { path: string; encoding: string | null; vary: string | null }[] = [];
  const reads: Promise<void>[] = [];
  const onResponse = (response: Response): void => {
    const { pathname } = new URL(response.url());
    if (!/^\/assets\/.+\.(?:js|css)$/.test(pathname)) return;
    reads.push(
      Promise.all([response.headerValue('content-encoding'), response.headerValue('vary')]).then(([encoding, vary]) => {
        assets.push({ path: pathname, encoding, vary });
      }),
    );
  };
  page.on('response', onResponse);
  await page.goto(app.url);
  await appReady(page);
  await expect.poll(() => page.getByRole('combobox').first().isVisible()).toBe(true);
  // Every file's headers read before the page closes, however slowly a busy browser answers; a
  // chunk the app fetches later is not asked about, or its read would outlive the page.
  page.off('response', onResponse);
  await Promise.all(reads);
  await context.close();
  expect(assets.some((asset) => isEntry(asset.path))).toBe(true);
  for (const asset of assets) {
    expect(asset, asset.path).toMatchObject({ encoding: 'br', vary: 'Accept-Encoding' });
  }
  const port = Number(new URL(app.url).port);
  const script = assets.find((asset) => isEntry(asset.path))?.path ?? '';
  const built = readFileSync(join('dist', script));
  const br = await encodedRequest(port, script, { 'Accept-Encoding': 'br' });
  expect(br.wire.equals(readFileSync(join('dist', `${script}.br`)))).toBe(true);
  expect(br.wire.length).toBeLessThan(built.length / 2);
  const plain = await encodedRequest(port, script);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.wire.equals(built)).toBe(true);
});

/** The custom fonts Chromium drew the word's heading with, as its DevTools shows them. */
async function headingFonts(context: BrowserContext, page: Page): Promise<string[]> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '#entry-title' });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts.filter((font) => font.isCustomFont).map((font) => font.familyName);
}

test('a word page preloads the Persian subset of its font, draws its text with it, and fetches no full face', async () => {
  const { context, page } = await openPage(app.browser);
  // The pages' own requests (the offline worker's precache is another's, and holds every file).
  const fonts: string[] = [];
  const watchFonts = (one: Page) =>
    one.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.woff2')) fonts.push(pathname);
    });
  watchFonts(page);
  const address = `${app.url}/word/dehkhoda/${encodeURIComponent('امید')}/1`;
  await page.goto(address);
  const preloaded = await page.locator('link[rel="preload"][as="font"]').getAttribute('href');
  expect(preloaded).toMatch(/^\/assets\/vazirmatn-persian-[\w-]+\.woff2$/);
  await expect.poll(() => page.evaluate(() => document.fonts.status)).toBe('loaded');
  // Every letter of the heading is in a face that has arrived: the subset, as the full face is never asked for.
  const heading = (await page.locator('#entry-title').textContent()) ?? '';
  expect(heading).not.toBe('');
  const covered = (text: string) => document.fonts.check('700 16px "Vazirmatn Variable"', text);
  await expect(page.evaluate(covered, heading)).resolves.toBe(true);
  // `optional` draws a font that arrives after the first frames from the next page on (decision
  // 020): a busy browser may draw this first one in the reader's own face, as a slow phone does.
  // The reader's next page is drawn with it.
  const next = await context.newPage();
  watchFonts(next);
  await next.goto(address);
  await expect(headingFonts(context, next)).resolves.toContain('Vazirmatn');
  await context.close();
  expect(fonts).toContain(preloaded);
  expect(fonts.filter((font) => /vazirmatn-arabic-wght/.test(font))).toEqual([]);
});
