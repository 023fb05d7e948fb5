/**
 * axe-core (WCAG 2.0/2.1 A and AA, and best practices) over every main view of the built app, in
 * the light and the dark theme, on a desktop and a 360 px phone: not one violation.
 * The theme is the system's (the default a first visit gets), set through the emulated
 * `prefers-color-scheme`; motion is reduced so no transition is caught half-way through a colour.
 *
 * Each view is opened once a screen, in the light theme, and checked in both: the system turns
 * dark under the open page. The dark theme changes colours only (src/web/styles/base.css: its
 * custom properties and `color-scheme`; nothing else in src/web reads the scheme), so the rules
 * that do not judge colours see the same page in both themes and run once, in the light one.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { VIEW_ORDER, VIEWS } from '../support/browser/app-views';
import { axeViolations } from '../support/browser/axe';
import { openPage, useE2eApp } from '../support/browser/e2e-app';

const app = useE2eApp();

const SCREENS = [
  { width: 1280, height: 900 },
  { width: 360, height: 740 },
] as const;

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

/** Turns the system's theme to `theme` under the open page, once no colour is still in transition. */
async function turnTo(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await page.waitForFunction(() => !document.getAnimations().some((animation) => animation instanceof CSSTransition));
}

test.each(SCREENS)('no axe violation in the light or the dark theme at $width px', async ({ width, height }) => {
  const { context, page } = await openPage(app.browser, {
    viewport: { width, height },
    colorScheme: 'light',
    reducedMotion: 'reduce',
  });
  const found: Record<string, string[]> = {};
  const scheme: Record<string, string> = {};
  for (const view of VIEW_ORDER) {
    await turnTo(page, 'light');
    await VIEWS[view](page, app.url);
    for (const theme of THEMES) {
      if (theme !== 'light') await turnTo(page, theme);
      // The page really is in the theme under test (the check is worthless on the wrong colours).
      scheme[`${view} ${theme}`] = await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
      found[`${view} ${theme}`] = await axeViolations(page, theme === 'light' ? 'all' : 'colour');
    }
  }
  await context.close();
  const keys = VIEW_ORDER.flatMap((view) => THEMES.map((theme) => [`${view} ${theme}`, theme] as const));
  expect(scheme).toEqual(Object.fromEntries(keys));
  expect(found).toEqual(Object.fromEntries(keys.map(([key]) => [key, []])));
});
