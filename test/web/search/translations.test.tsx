/**
 * English to Persian is no dead end: each Persian translation of an en2fa entry is a link to its
 * own search, in the results and on the word page.
 */
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { mainRegion, paramsOf, renderSearchApp } from './search-app';

test('an English word’s results link each of its Persian translations', async () => {
  const view = await renderSearchApp('/search?q=hope&db=en2fa');
  const region = await screen.findByRole('region', { name: 'نتیجه‌ها' });
  const first = (await within(region).findAllByRole('listitem'))[0] as HTMLElement;
  const translations = within(first)
    .getAllByRole('link')
    .filter((link) => link.classList.contains('result__translation'));
  expect(translations.map((link) => link.textContent)).toEqual(['امید', 'آرزو']);
  await view.user.click(translations[1] as HTMLElement);
  await expect.poll(() => paramsOf(view).get('q')).toBe('آرزو');
});

test('an English word’s page links each translation, and the app follows it itself', async () => {
  const view = await renderSearchApp('/word/en2fa/hope/1');
  const article = await mainRegion().findByRole('article', { name: 'hope' });
  const link = within(article).getByRole('link', { name: 'آرزو' });
  expect(decodeURIComponent(link.getAttribute('href') ?? '')).toBe('/search?q=آرزو');
  await view.user.click(link);
  await expect.poll(() => view.location().pathname).toBe('/search');
  expect(paramsOf(view).get('q')).toBe('آرزو');
});
