/**
 * The built app as it travels: every script and stylesheet of a first visit arrives in Chromium
 * brotli-encoded — the very `.br` file the build wrote beside it — and the app runs from it; a
 * client that asks for no coding gets the built file's own bytes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { encodedRequest } from '../support/service/encoded-request';
import { startE2eApp, type E2eApp } from '../support/browser/e2e-app';
import { appReady } from '../support/browser/reader';

/** The app's entry script, as the built shell announces it. */
const ENTRY = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)" data-app/.exec(
  readFileSync(join('dist', 'index.html'), 'utf8'),
)?.[1];
const isEntry = (path: string): boolean => path === ENTRY;

let app: E2eApp;

beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(async () => {
  await app?.close();
});

test('a first visit gets its scripts and styles brotli-encoded, as built, and the app runs', async () => {
  const context = await app.browser.newContext();
  const page = await context.newPage();
  const assets: { path: string; encoding: string | null; vary: string | null }[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!/^\/assets\/.+\.(?:js|css)$/.test(pathname)) return;
    // A read still pending when the page closes is a file the checks below never counted.
    void Promise.all([response.headerValue('content-encoding'), response.headerValue('vary')]).then(
      ([encoding, vary]) => assets.push({ path: pathname, encoding, vary }),
      () => undefined,
    );
  });
  await page.goto(app.url);
  await appReady(page);
  await expect.poll(() => page.getByRole('combobox').first().isVisible()).toBe(true);
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
