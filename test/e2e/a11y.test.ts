/**
 * axe-core (WCAG 2.0/2.1 A and AA, and best practices) over every main view of the built app, in
 * the light and the dark theme, on a desktop and a 360 px phone: not one violation.
 * The theme is the system's (the default a first visit gets), set through the emulated
 * `prefers-color-scheme`; motion is reduced so no transition is caught half-way through a colour.
 *
 * Each view is opened once a screen and checked in both themes: the system turns to the other
 * under the open page. The dark theme changes colours only (src/web/styles/base.css: its custom
 * properties and `color-scheme`; nothing else in src/web reads the scheme), so the rules that do
 * not judge colours see the same page in both themes and run once, in the theme the view opened
 * in; the views open in each theme by turns, so both first draws are checked too.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { VIEW_ORDER, VIEWS, type ViewName } from '../support/browser/app-views';
import { axeViolations, type AxeRules } from '../support/browser/axe';
import { openPage, useE2eApp } from '../support/browser/e2e-app';

const app = useE2eApp();

const SCREENS = [
  { width: 1280, height: 900 },
  { width: 360, height: 740 },
] as const;

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

/**
 * Turns the system's theme to `theme` under the open page and waits until no colour is still in
 * transition: reduced motion makes every transition 0.01 ms long, not absent, and more may start
 * once the first have ended, so until none is left.
 */
async function turnTo(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await page.evaluate(async () => {
    const running = () => document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    for (let left = running(); left.length > 0; left = running()) {
      await Promise.all(left.map((transition) => transition.finished.catch(() => undefined)));
    }
  });
}

test.each(SCREENS)('no axe violation in the light or the dark theme at $width px', async ({ width, height }) => {
  const { context, page } = await openPage(app.browser, {
    viewport: { width, height },
    colorScheme: 'light',
    reducedMotion: 'reduce',
  });
  const found: Record<string, string[]> = {};
  const scheme: Record<string, string> = {};
  const check = async (view: ViewName, theme: Theme, rules: AxeRules): Promise<void> => {
    // The page really is in the theme under test (the check is worthless on the wrong colours).
    scheme[`${view} ${theme}`] = await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
    found[`${view} ${theme}`] = await axeViolations(page, rules);
  };
  for (const [n, view] of VIEW_ORDER.entries()) {
    // The page is still in the theme the last view was turned to: this view opens in it.
    const opened: Theme = n % 2 === 0 ? 'light' : 'dark';
    await VIEWS[view](page, app.url);
    await check(view, opened, 'all');
    const turned: Theme = opened === 'light' ? 'dark' : 'light';
    await turnTo(page, turned);
    await check(view, turned, 'colour');
  }
  await context.close();
  const keys = VIEW_ORDER.flatMap((view) => THEMES.map((theme) => [`${view} ${theme}`, theme] as const));
  expect(scheme).toEqual(Object.fromEntries(keys));
  expect(found).toEqual(Object.fromEntries(keys.map(([key]) => [key, []])));
});
