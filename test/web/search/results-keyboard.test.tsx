/**
 * The keyboard's way to the results: the skip link leads straight to them (Tab, Enter, Tab: the
 * first result), and the dictionary chips are one Tab stop with Home and End inside (a toolbar).
 */
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderSearchApp, searchOf } from './search-app';

test('Tab, Enter, Tab from the top of a search page reaches the first result', async () => {
  const view = await renderSearchApp('/search?q=آسمان');
  const expected = await searchOf(view.service, { q: 'آسمان' });
  const region = await screen.findByRole('region', { name: 'نتیجه‌ها' });
  await within(region).findAllByRole('heading', { level: 2 });
  await view.user.tab();
  expect(screen.getByRole('link', { name: 'پرش به نتیجه‌ها' })).toHaveFocus();
  await view.user.keyboard('{Enter}');
  expect(within(region).getByText(/ نتیجه$/)).toHaveFocus();
  await view.user.tab();
  const first = within(region).getAllByRole('link')[0];
  expect(first).toHaveFocus();
  expect(first).toHaveAccessibleName(expected.results[0]?.title);
});

test('the dictionary chips are one Tab stop; Home and End move inside, and Tab comes back to the last one', async () => {
  const view = await renderSearchApp('/search?q=آسمان');
  await screen.findByRole('region', { name: 'نتیجه‌ها' });
  const toolbar = screen.getByRole('toolbar', { name: 'گزینش فرهنگ‌ها' });
  const buttons = within(toolbar).getAllByRole('button');
  expect(buttons.length).toBeGreaterThan(20);
  expect(buttons.filter((button) => button.tabIndex === 0)).toEqual([buttons[0]]);

  // The chips' disclosure (shown on phones only: jsdom has no media queries) comes just before.
  screen.getByRole('button', { name: /^فرهنگ‌ها \(/ }).focus();
  await view.user.tab();
  expect(buttons[0]).toHaveFocus();
  await view.user.keyboard('{End}');
  expect(buttons.at(-1)).toHaveFocus();
  await view.user.tab();
  for (const button of buttons) expect(button).not.toHaveFocus();
  await view.user.tab({ shift: true });
  expect(buttons.at(-1)).toHaveFocus();
  await view.user.keyboard('{Home}');
  expect(buttons[0]).toHaveFocus();
});
