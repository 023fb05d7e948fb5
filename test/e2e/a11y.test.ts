/**
 * axe-core (WCAG 2.0/2.1 A and AA, and best practices) over every main view of the built app, in
 * the light and the dark theme, on a desktop and a 360 px phone: not one violation.
 * The theme is the system's (the default a first visit gets), set through the emulated
 * `prefers-color-scheme`; motion is reduced so no transition is caught half-way through a colour.
 */
import { expect, test } from 'vitest';
import { VIEW_ORDER, VIEWS, type ViewName } from '../support/browser/app-views';
import { axeViolations } from '../support/browser/axe';
import { openPage, useE2eApp } from '../support/browser/e2e-app';

const app = useE2eApp();

const SCREENS = [
  { theme: 'light', width: 1280, height: 900 },
  { theme: 'dark', width: 1280, height: 900 },
  { theme: 'light', width: 360, height: 740 },
  { theme: 'dark', width: 360, height: 740 },
] as const;

test.each(SCREENS)('no axe violation in the $theme theme at $width px', async ({ theme, width, height }) => {
  const { context, page } = await openPage(app.browser, {
    viewport: { width, height },
    colorScheme: theme,
    reducedMotion: 'reduce',
  });
  const found: Partial<Record<ViewName, string[]>> = {};
  for (const view of VIEW_ORDER) {
    await VIEWS[view](page, app.url);
    // The page really is in the theme under test (the check is worthless on the wrong colours).
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(theme);
    found[view] = await axeViolations(page);
  }
  await context.close();
  expect(found).toEqual(Object.fromEntries(VIEW_ORDER.map((view) => [view, []])));
});
