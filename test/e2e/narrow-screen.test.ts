/**
 * On a 360 px phone no view scrolls sideways: the document is never wider than the window. (In a
 * right-to-left page, overflow past the left edge is what scrolls; overflow past the right edge
 * is cut off instead, so every visible box is also checked to lie inside the window.)
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { VIEW_ORDER, VIEWS, type ViewName } from './support/app-views';
import { startE2eApp, type E2eApp } from './support/e2e-app';

let app: E2eApp;

beforeAll(async () => {
  app = await startE2eApp();
});

afterAll(async () => {
  await app?.close();
});

/** Runs in the page: how far the document is wider than the window, and the boxes that stick out. */
function measure() {
  const width = window.innerWidth;
  const outside: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    // Zero-size and clipped boxes (the visually hidden labels, the skip link) take no room.
    const seen = box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.clip === 'auto';
    if (seen && (box.left < -0.5 || box.right > width + 0.5)) {
      outside.push(
        `${element.tagName.toLowerCase()}.${element.className}: ${Math.round(box.left)}–${Math.round(box.right)}`,
      );
    }
  }
  return { sideways: Math.max(0, document.documentElement.scrollWidth - width), outside };
}

test('no view scrolls sideways at 360 px', async () => {
  const context = await app.browser.newContext({ viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const found: Partial<Record<ViewName, ReturnType<typeof measure>>> = {};
  for (const view of VIEW_ORDER) {
    await VIEWS[view](page, app.url);
    found[view] = await page.evaluate(measure);
  }
  await context.close();
  expect(found).toEqual(Object.fromEntries(VIEW_ORDER.map((view) => [view, { sideways: 0, outside: [] }])));
});
