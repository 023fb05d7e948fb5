import { expect, test } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { mainRegion, paramsOf, renderSearchApp, suggestionsOf } from './search-app';

const BOX = { name: 'جست‌وجوی واژه' };

async function typeAndOpen(url: string, text: string) {
  const view = await renderSearchApp(url);
  const box = mainRegion().getByRole('combobox', BOX);
  await view.user.type(box, text);
  const listbox = await screen.findByRole('listbox');
  const options = await within(listbox).findAllByRole('option');
  return { ...view, box, listbox, options };
}

test('Down and Up move the active option, wrapping at the ends, and aria-activedescendant follows', async () => {
  const { user, box, listbox, options } = await typeAndOpen('/', 'امی');
  expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(box).toHaveAttribute('aria-controls', listbox.id);
  expect(box).toHaveAttribute('aria-autocomplete', 'list');
  expect(box).not.toHaveAttribute('aria-activedescendant');
  expect(options.length).toBeGreaterThan(2);

  await user.keyboard('{ArrowDown}');
  expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
  expect(options[0]).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowDown}');
  expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
  expect(options[0]).toHaveAttribute('aria-selected', 'false');
  await user.keyboard('{ArrowUp}{ArrowUp}');
  expect(box).toHaveAttribute('aria-activedescendant', options.at(-1)?.id);
  expect(box).toHaveFocus();
  expect(new Set(options.map((option) => option.id)).size).toBe(options.length);
});

test('Home and End go to the first and last option while the list is open', async () => {
  const { user, box, options } = await typeAndOpen('/', 'امی');
  await user.keyboard('{End}');
  expect(box).toHaveAttribute('aria-activedescendant', options.at(-1)?.id);
  await user.keyboard('{Home}');
  expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
});

test('Escape closes the list, a second Escape clears the box', async () => {
  const { user, box } = await typeAndOpen('/', 'امی');
  await user.keyboard('{ArrowDown}{Escape}');
  expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(box).not.toHaveAttribute('aria-activedescendant');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(box).toHaveValue('امی');
  await user.keyboard('{Escape}');
  expect(box).toHaveValue('');
});

test('Down on a closed box opens the list on its first option; Alt+Down opens it without moving', async () => {
  const { user, box, options } = await typeAndOpen('/', 'امی');
  await user.keyboard('{Escape}');
  expect(box).toHaveAttribute('aria-expanded', 'false');
  await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
  expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(box).not.toHaveAttribute('aria-activedescendant');
  await user.keyboard('{Escape}{ArrowDown}');
  expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
});

test('Enter on the active suggestion searches that headword exactly', async () => {
  const view = await typeAndOpen('/', 'امی');
  const expected = await suggestionsOf(view.service, 'امی');
  await view.user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  expect(view.location().pathname).toBe('/search');
  expect(paramsOf(view).get('q')).toBe(expected[1]);
  expect(paramsOf(view).get('type')).toBe('exact');
  expect(mainRegion().getByRole('combobox', BOX)).toHaveValue(expected[1]);
});

test('Enter with no suggestion active searches the typed text', async () => {
  const view = await typeAndOpen('/', 'امی');
  await view.user.keyboard('{Enter}');
  expect(view.location().pathname).toBe('/search');
  expect(paramsOf(view).get('q')).toBe('امی');
});

test('pressing an option keeps focus in the box; the click picks it', async () => {
  const view = await typeAndOpen('/', 'امی');
  const option = view.options[2];
  if (!option) throw new Error('expected three suggestions');
  expect(fireEvent.mouseDown(option)).toBe(false);
  expect(view.box).toHaveFocus();
  await view.user.click(option);
  expect(paramsOf(view).get('q')).toBe(option.textContent);
  expect(paramsOf(view).get('type')).toBe('exact');
});

test('picking a suggestion on the search page keeps the dictionary filter', async () => {
  const view = await renderSearchApp('/search?q=x&type=like&db=moein,amid');
  const box = mainRegion().getByRole('combobox', BOX);
  await view.user.clear(box);
  await view.user.type(box, 'امی');
  const options = await within(await screen.findByRole('listbox')).findAllByRole('option');
  await view.user.click(options[0] ?? box);
  expect(paramsOf(view).get('db')).toBe('moein,amid');
  expect(paramsOf(view).get('type')).toBe('exact');
});

test('"/" focuses the search box from anywhere on the page', async () => {
  const view = await renderSearchApp('/search?q=امید');
  const box = mainRegion().getByRole('combobox', BOX);
  await mainRegion().findAllByRole('heading', { level: 2 });
  expect(box).not.toHaveFocus();
  await view.user.keyboard('/');
  expect(box).toHaveFocus();
  expect(box).toHaveValue('امید');
});

test('"/" typed in another field stays a character of that field', async () => {
  const view = await renderSearchApp('/settings');
  const field = await screen.findByRole('textbox', { name: 'نام محصول' });
  const headerBox = within(screen.getByRole('banner')).getByRole('combobox', BOX);
  await view.user.clear(field);
  await view.user.type(field, 'a/b');
  expect(field).toHaveFocus();
  expect(field).toHaveValue('a/b');
  expect(headerBox).toHaveValue('');
  await view.user.click(screen.getByRole('heading', { level: 1 }));
  await view.user.keyboard('/');
  expect(headerBox).toHaveFocus();
});
