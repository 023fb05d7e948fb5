/**
 * Helpers that put markup in front of a reader: a real pointer sweep over an element, and the
 * corpus rendered raw — in bare pages with no app, no CSP and no sanitiser — to show which
 * vectors are live in this Chromium, i.e. would run if the defences were not there.
 */
import type { Browser, Page } from 'playwright-core';
import { touchMeaning } from './xss-audit';
import { attachProbe } from './xss-probe';

/** Time for queued events (image errors, toggles, focus) to run, as DOMPurify's own suite waits. */
export const SETTLE_MS = 100;

/** Where the first element matching `selector` is drawn, or null if it is not there or not drawn. */
function drawnBox(selector: string): { x: number; y: number; width: number; height: number } | null {
  const element = document.querySelector(selector);
  if (element === null || element.getClientRects().length === 0) return null;
  const { x, y, width, height } = element.getBoundingClientRect();
  return { x, y, width, height };
}

/** Moves the real mouse into, across and out of the element, so hover is genuine. */
export async function sweepPointer(page: Page, selector: string): Promise<void> {
  // No waiting: a raw vector may have replaced the element (frameset, plaintext). Asked in the
  // page, as the audits are: a locator's first question after a page loads costs ~60 ms more
  // (Playwright sets up its selector engine in that document), once per vector.
  const box = await page.evaluate(drawnBox, selector).catch(() => null);
  if (box === null) return;
  await page.mouse.move(box.x + 1, box.y + 1);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.move(box.x + box.width - 1, box.y + box.height - 1);
  await page.mouse.move(0, 0);
}

/**
 * Writes `markup` into a bare document inside an element matching `selector` (the parser runs its
 * scripts, as a page that trusted the meaning would), touches everything and waits.
 */
async function renderRaw(page: Page, markup: string, selector: string): Promise<void> {
  const className = selector.replace(/^\./, '');
  try {
    await page.setContent(`<!doctype html><html><body><div class="${className}">${markup}</div></body></html>`, {
      waitUntil: 'domcontentloaded',
      timeout: 5000,
    });
    await page.evaluate(touchMeaning, selector);
    await sweepPointer(page, selector);
  } catch {
    // A vector that navigates or tears the document down ends the touching early; the wait below
    // still lets anything it queued run.
  }
  await page.waitForTimeout(SETTLE_MS);
}

/**
 * Renders each markup raw (several bare pages at once) and returns every marker id that was
 * called. `origin` only tells the probe which requests are foreign.
 */
export async function rawMarkers(
  browser: Browser,
  origin: string,
  markups: readonly string[],
  selector: string,
  pages = 4,
): Promise<string[]> {
  const context = await browser.newContext();
  try {
    const probe = await attachProbe(context, origin);
    const queue = [...markups];
    const worker = async (): Promise<void> => {
      const page = await context.newPage();
      for (let markup = queue.shift(); markup !== undefined; markup = queue.shift()) {
        await renderRaw(page, markup, selector);
      }
    };
    await Promise.all(Array.from({ length: pages }, worker));
    return probe.since(0, ['marker']).map((event) => event.detail);
  } finally {
    await context.close();
  }
}
