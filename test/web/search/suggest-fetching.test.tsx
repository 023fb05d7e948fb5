import { exactKey } from '../../../src/shared/persian/normalise';
import { afterEach, expect, test, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { toPersianDigits } from '../../../src/shared/digits';
import { renderSearchApp, suggestionsOf } from './search-app';
import { SUGGEST_DEBOUNCE_MS } from '../../../src/web/features/search/hooks/use-suggest-combobox';

const BOX = { name: 'جست‌وجوی واژه' };

afterEach(() => {
  vi.useRealTimers();
});

/**
 * The app's timers on a fake clock (the service's answers still arrive for real): "nothing was
 * asked" then means nothing was asked after the debounce had passed, not after a guessed sleep.
 */
async function renderOnFakeClock() {
  const view = await renderSearchApp('/', {}, { advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  await screen.findByRole('combobox', BOX);
  // The clock also moves on by itself, so the query library's own zero-delay timers run.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  return view;
}

/** The debounce passes, and whatever it would ask has been asked. */
async function debouncePasses(): Promise<void> {
  await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
}

test('typing five letters quickly asks the service for suggestions once', async () => {
  const view = await renderOnFakeClock();
  await view.user.type(screen.getByRole('combobox', BOX), 'امیدو');
  await debouncePasses();
  await screen.findByRole('listbox');
  await debouncePasses();
  expect(view.calls('suggest')).toBe(1);
});

test('an empty, focused box asks for nothing', async () => {
  const view = await renderOnFakeClock();
  const box = screen.getByRole('combobox', BOX);
  await view.user.click(box);
  await view.user.type(box, 'ا');
  await view.user.clear(box);
  await debouncePasses();
  await debouncePasses();
  expect(box).toHaveFocus();
  expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(view.calls('suggest')).toBe(0);
});

test('nothing is asked while an IME composes; the composed text is', async () => {
  const view = await renderOnFakeClock();
  const box = screen.getByRole('combobox', BOX);
  fireEvent.compositionStart(box);
  fireEvent.change(box, { target: { value: 'ام' } });
  fireEvent.change(box, { target: { value: 'امی' } });
  await debouncePasses();
  await debouncePasses();
  expect(view.calls('suggest')).toBe(0);
  fireEvent.compositionEnd(box);
  await screen.findByRole('listbox');
  expect(view.calls('suggest')).toBe(1);
});

test('the typed part of each suggestion is marked, matched through the normaliser', async () => {
  const view = await renderSearchApp('/');
  // Arabic kaf typed; the headwords are spelt with the Persian keheh.
  await view.user.type(screen.getByRole('combobox', BOX), 'كتا');
  const options = await within(await screen.findByRole('listbox')).findAllByRole('option');
  const expected = await suggestionsOf(view.service, 'كتا');
  const shown = options.map((option) => option.textContent ?? '');
  // Forms that differ only by harakat or letter forms (کتاب, کِتاب, كتاب) are one row, in the
  // service's order, showing the barest of them.
  const keys = (list: readonly string[]) => [...new Set(list.map((item) => exactKey(item)))];
  expect(keys(expected).length).toBeLessThan(expected.length);
  expect(shown.map((item) => exactKey(item))).toEqual(keys(expected));
  expect(shown).toContain('کتاب');
  for (const item of shown) expect(expected).toContain(item);
  const library = within(screen.getByRole('listbox')).getByRole('option', { name: 'کتابخانه' });
  expect(within(library).getByText('کتا', { selector: 'mark' })).toBeInTheDocument();
  for (const option of options) expect(within(option).getByText(/./, { selector: 'mark' })).toBeInTheDocument();
});

test('a suggestion that only contains the typed text has that part marked, not its start', async () => {
  const view = await renderSearchApp('/');
  await view.user.type(screen.getByRole('combobox', BOX), 'امید');
  const listbox = await screen.findByRole('listbox');
  const inner = await within(listbox).findByRole('option', { name: 'ناامید' });
  // The mark holds exactly «امید»: the «نا» before it stays unmarked.
  expect(within(inner).getByText('امید', { selector: 'mark' })).toBeInTheDocument();
});

test('a polite live region says how many suggestions there are, in Persian digits', async () => {
  const view = await renderSearchApp('/');
  await view.user.type(screen.getByRole('combobox', BOX), 'امی');
  const expected = await suggestionsOf(view.service, 'امی');
  const form = screen.getByRole('search');
  expect(await within(form).findByText(`${toPersianDigits(expected.length)} پیشنهاد`)).toHaveAttribute(
    'role',
    'status',
  );
});

test('the live region says when there is no suggestion', async () => {
  const view = await renderSearchApp('/');
  const box = screen.getByRole('combobox', BOX);
  await view.user.type(box, 'ژژژژ');
  expect(await within(screen.getByRole('search')).findByText('پیشنهادی نیست')).toHaveAttribute('role', 'status');
  expect(box).toHaveAttribute('aria-expanded', 'false');
});
