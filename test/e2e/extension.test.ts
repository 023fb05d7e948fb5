/**
 * The browser extension, as the service offers it for its own address (its zip, unpacked) and
 * loaded into Chromium against that service: a click on a
 * Persian word of a Persian page, of an English page (and of a frame in it), and of a page with a
 * strict CSP opens Farhang's popover beside it — a dialog named by its headword, from the same
 * reading as /read (a light verb split in the text found whole) — which the page cannot read,
 * Escape closes, and for which nothing is asked of any host but the service.
 */
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, onTestFinished, test } from 'vitest';
import { launchWithExtension, type ExtensionBrowser } from '../../scripts/browser/launch-extension';
import { workerServiceUrl } from '../support/browser/e2e-app';
import { serveForeignPages, type ForeignPages } from '../support/browser/foreign-pages';

/** The worker's service (the built app over the contract fixture), which the extension is offered by. */
let serviceUrl: string;
let pages: ForeignPages;
let site = '';
let browser: ExtensionBrowser;
const asked: string[] = [];

beforeAll(async () => {
  pages = await serveForeignPages();
  site = pages.site;
  serviceUrl = await workerServiceUrl();
  browser = await launchWithExtension(serviceUrl);
  browser.context.on('request', (request) => asked.push(request.url()));
});

afterAll(async () => {
  await Promise.allSettled([browser.close(), pages.close()]);
});

async function open(path: string): Promise<Page> {
  const page = await browser.context.newPage();
  onTestFinished(() => page.close());
  await page.goto(`${site}${path}`);
  return page;
}

/** The popover frame the content script put on `inside` (the page or one of its frames). */
async function popoverOf(page: Page, inside: Frame = page.mainFrame()): Promise<Frame> {
  for (let tries = 0; tries < 100; tries += 1) {
    const frame = inside.childFrames().find((child) => child.url().includes('/popover/popover.html'));
    if (frame) return frame;
    await page.waitForTimeout(50);
  }
  throw new Error('no popover frame');
}

test('on a Persian page a click opens the headword’s dialog, a split light verb whole; Escape closes it; the page sees none of it', async () => {
  const page = await open('/fa');
  await page.locator('#hope').click();
  const popover = await popoverOf(page);
  const dialog = popover.getByRole('dialog', { name: 'امید' });
  await dialog.waitFor();
  await expect(dialog.getByRole('link', { name: 'صفحهٔ واژه' }).getAttribute('href')).resolves.toBe(
    `${serviceUrl}/word/dehkhoda/${encodeURIComponent('امید')}/1`,
  );
  await expect(dialog.getByRole('button', { name: 'ذخیره با جمله' }).isVisible()).resolves.toBe(true);

  // Nothing of the popover is in the page's DOM: a host element, its shadow root closed.
  const seen = await page.evaluate(() => ({
    text: document.body.innerText,
    roots: [...document.querySelectorAll('*')].filter((element) => element.shadowRoot !== null).length,
    frames: document.querySelectorAll('iframe').length,
  }));
  expect(seen).toEqual({ text: expect.not.stringContaining('دهخدا') as unknown as string, roots: 0, frames: 0 });

  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  await page.locator('#verb').click();
  await popover.getByRole('dialog', { name: 'حال کردن' }).waitFor();
});

test('on an English page, Persian inside it and inside its frame opens the popover there', async () => {
  const page = await open('/en');
  await page.locator('#hope').click();
  await (await popoverOf(page)).getByRole('dialog', { name: 'امید' }).waitFor();
  const inner = page.frames().find((frame) => frame.url().endsWith('/fa'));
  if (inner === undefined) throw new Error('no inner frame');
  await inner.locator('#hope').click();
  await (await popoverOf(page, inner)).getByRole('dialog', { name: 'امید' }).waitFor();
});

test('a page with a strict CSP gets the popover too, and nothing is asked of any host but the service', async () => {
  const page = await open('/strict');
  await page.locator('#hope').click();
  await (await popoverOf(page)).getByRole('dialog', { name: 'امید' }).waitFor();
  const own = (url: string) =>
    url.startsWith(`${site}/`) || url.startsWith(`${serviceUrl}/`) || url.startsWith('chrome-extension://');
  expect(asked.filter((url) => !own(url))).toEqual([]);
  expect(asked.some((url) => url.startsWith(`${serviceUrl}/api/read`))).toBe(true);
  // The token rode only in the extension's own requests to the service.
  expect(asked.filter((url) => url.includes('token=')).every((url) => url.startsWith(serviceUrl))).toBe(true);
});
