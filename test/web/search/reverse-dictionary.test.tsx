import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { paramsOf, renderSearchApp, searchOf } from './search-app';

test('the home page has a reverse dictionary: describe the meaning, get the words, the phrase marked', async () => {
  const view = await renderSearchApp('/');
  await view.user.click(screen.getByRole('link', { name: 'از معنی به واژه' }));
  const box = await screen.findByRole('textbox', { name: 'معنی یا توصیف واژه' });
  // The box takes the focus once it has mounted, after the mode's page has drawn.
  await waitFor(() => expect(box).toHaveFocus());
  // A meaning box suggests no headwords: the reader does not know the word.
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument();

  await view.user.type(box, 'درود گفتن{Enter}');
  await expect.poll(() => paramsOf(view).get('type')).toBe('text');
  expect(paramsOf(view).get('q')).toBe('درود گفتن');

  const expected = await searchOf(view.service, { q: 'درود گفتن', type: 'text' });
  expect(expected.num_found).toBeGreaterThan(0);
  const region = await screen.findByRole('region', { name: 'نتیجه‌ها' });
  const items = await within(region).findAllByRole('listitem');
  expect(items).toHaveLength(expected.results.length);
  // The shown meanings have the searched words marked where they stand in them.
  const marks = await within(region).findAllByText('درود گفتن', { selector: '.result__text mark' });
  expect(marks.length).toBeGreaterThan(0);
});

test('the reverse dictionary asks for words when given none, and stays put', async () => {
  const view = await renderSearchApp('/?by=meaning');
  await view.user.click(await screen.findByRole('button', { name: 'یافتن واژه' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('چند واژه از معنی را بنویسید');
  expect(view.location().pathname).toBe('/');
});
