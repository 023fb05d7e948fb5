import { act, screen, within } from '@testing-library/react';
import { afterAll, expect, test } from 'vitest';
import { renderApp } from '../../support/web/render-app';
import { startWebService } from '../../support/web/real-service';
import { LIBRARY_KEY } from '../../../src/web/features/library/model/library-doc';
import { storedLibrary } from './library-app';

const web = await startWebService();
afterAll(() => web.stop());

const BOX = { name: 'جست‌وجوی واژه' };

test('a search with results shows among recent searches when the box is empty, and picking it searches again', async () => {
  const { user, location } = renderApp('/', { settings: web.settings });
  const main = within(screen.getByRole('main'));
  await user.type(main.getByRole('combobox', BOX), 'امید{Enter}');
  await main.findByText(/نتیجه$/);

  await user.click(screen.getByRole('link', { name: 'فرهنگ' }));
  const box = await within(screen.getByRole('main')).findByRole('combobox', BOX);
  expect(screen.queryByRole('listbox', { name: 'جست‌وجوهای اخیر' })).not.toBeInTheDocument();
  await user.click(box);
  const recent = await screen.findByRole('listbox', { name: 'جست‌وجوهای اخیر' });
  expect(
    within(recent)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['امید×']);
  expect(box).toHaveAttribute('aria-expanded', 'true');

  await user.keyboard('{ArrowDown}');
  expect(box).toHaveAttribute('aria-activedescendant', within(recent).getByRole('option').id);
  await user.keyboard('{Enter}');
  expect(location().pathname).toBe('/search');
  expect(new URLSearchParams(location().search).get('q')).toBe('امید');
});

test('a search is offered again with the type it was made with; typing replaces recents with suggestions', async () => {
  const { user, location } = renderApp(`/search?q=${encodeURIComponent('آرزو')}&type=text`, { settings: web.settings });
  const main = within(screen.getByRole('main'));
  await main.findByText(/نتیجه$/);
  const box = main.getByRole('combobox', BOX);
  await user.clear(box);
  const recent = await screen.findByRole('listbox', { name: 'جست‌وجوهای اخیر' });
  await user.click(within(recent).getByRole('option', { name: 'آرزو' }));
  expect(new URLSearchParams(location().search).get('q')).toBe('آرزو');
  expect(new URLSearchParams(location().search).get('type')).toBe('text');

  await user.type(main.getByRole('combobox', BOX), '{Control>}a{/Control}ام');
  expect(await screen.findByRole('listbox', { name: 'پیشنهادها' })).toBeInTheDocument();
  expect(screen.queryByRole('listbox', { name: 'جست‌وجوهای اخیر' })).not.toBeInTheDocument();
});

test('Delete on a recent search forgets it; so does its × mark', async () => {
  storedLibrary(
    JSON.stringify({
      version: 1,
      searches: [
        { q: 'امید', type: 'exact', at: 2, count: 1 },
        { q: 'کتاب', type: 'exact', at: 1, count: 1 },
      ],
      lookups: [],
      bookmarks: [],
      folders: [],
    }),
  );
  const { user } = renderApp('/', { settings: web.settings });
  await user.click(within(screen.getByRole('main')).getByRole('combobox', BOX));
  const recent = await screen.findByRole('listbox', { name: 'جست‌وجوهای اخیر' });
  await user.keyboard('{ArrowDown}{Delete}');
  expect(within(recent).getAllByRole('option')).toHaveLength(1);
  expect(within(recent).getByRole('option')).toHaveTextContent('کتاب');
  await user.click(within(recent).getByText('×'));
  expect(screen.queryByRole('listbox', { name: 'جست‌وجوهای اخیر' })).not.toBeInTheDocument();
  expect(localStorage.getItem(LIBRARY_KEY)).toContain('"searches":[]');
});

test('a search another tab made shows here too (the storage event)', async () => {
  const { user } = renderApp('/', { settings: web.settings });
  const box = within(screen.getByRole('main')).getByRole('combobox', BOX);
  const raw = JSON.stringify({
    version: 1,
    searches: [{ q: 'دریا', type: 'exact', at: 1, count: 1 }],
    lookups: [],
    bookmarks: [],
    folders: [],
  });
  act(() => {
    localStorage.setItem(LIBRARY_KEY, raw);
    window.dispatchEvent(new StorageEvent('storage', { key: LIBRARY_KEY, newValue: raw }));
  });
  await user.click(box);
  const recent = await screen.findByRole('listbox', { name: 'جست‌وجوهای اخیر' });
  expect(within(recent).getByRole('option')).toHaveTextContent('دریا');
});

test('each look-up of a word is counted, and the word page says how often', async () => {
  const { unmount } = renderApp('/word/moein/امید/1', { settings: web.settings });
  expect(await screen.findByText('۱ بار دیده‌اید')).toBeInTheDocument();
  unmount();
  const view = renderApp('/word/moein/امید/1', { settings: web.settings });
  expect(await screen.findByText('۲ بار دیده‌اید')).toBeInTheDocument();
  // Another entry of the same headword is another word.
  view.unmount();
  renderApp('/word/moein/امید/2', { settings: web.settings });
  expect(await screen.findByText('۱ بار دیده‌اید')).toBeInTheDocument();
});

test("the look-up count is a note under the word page's buttons, not a line between two of them", async () => {
  renderApp('/word/moein/امید/1', { settings: web.settings });
  const seen = await screen.findByText('۱ بار دیده‌اید');
  const article = screen.getByRole('article', { name: 'امید' });
  const buttons = within(article).getAllByRole('button');
  expect(buttons.map((button) => button.textContent)).toEqual(expect.arrayContaining(['کپی پیوند', 'نشانک']));
  for (const button of buttons) {
    expect(button.compareDocumentPosition(seen) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }
});
