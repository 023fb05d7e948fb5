/**
 * axe-core (WCAG 2.0/2.1 A and AA, and best practices) over every main view of the built app, in
 * the light and the dark theme, on a desktop and a 360 px phone: not one violation.
 * The theme is the system's (the default a first visit gets), set through the emulated
 * `prefers-color-scheme`; motion is reduced so no transition is caught half-way through a colour.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { VIEW_ORDER, VIEWS } from '../support/browser/app-views';
import { axeViolations } from '../support/browser/axe';
import { startE2eApp, type E2eApp } from '../support/browser/e2e-app';

let app: E2eApp;

beforeAll(async () => {
  app = await startE2eApp();
});

afterAll(async () => {
  await app?.close();
});

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 360, height: 740 },
] as const;
const THEMES = ['light', 'dark'] as const;

// Each view is opened once per width and checked in both themes: the theme is the system's, so
// switching the emulated preference recolours the page in place, as it does for a reader whose
// phone turns dark at sunset.
test.each(WIDTHS)('no axe violation in the light or the dark theme at $width px', async ({ width, height }) => {
  const context = await app.browser.newContext({
    viewport: { width, height },
    colorScheme: 'light',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const found: Record<string, string[]> = {};
  for (const view of VIEW_ORDER) {
    await VIEWS[view](page, app.url);
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      // Colours with a (reduced-motion, near-zero) transition take their new value on the next frames.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      // The page really is in the theme under test (the check is worthless on the wrong colours).
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(theme);
      found[`${view} (${theme})`] = await axeViolations(page);
    }
    await page.emulateMedia({ colorScheme: 'light' });
  }
  await context.close();
  expect(found).toEqual(
    Object.fromEntries(VIEW_ORDER.flatMap((view) => THEMES.map((theme) => [`${view} (${theme})`, []]))),
  );
});
