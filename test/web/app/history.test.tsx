import { screen, within, waitFor } from '@testing-library/react';
import { afterAll, expect, test } from 'vitest';
import { renderApp } from '../../support/web/render-app';
import { startWebService } from '../../support/web/real-service';

const web = await startWebService();
afterAll(() => web.stop());

test('Back and Forward restore the exact entry that was on screen', async () => {
  const { user, go, location } = renderApp('/word/moein/امید/2', { settings: web.settings });
  expect(await screen.findByText('(اِخ.) نام روستایی در کنار رود.')).toBeInTheDocument();
  const aside = screen.getByRole('complementary', { name: 'همین واژه در فرهنگ‌های دیگر' });
  const links = await within(aside).findAllByRole('link');
  const third = links.find((link) => decodeURI(link.getAttribute('href') ?? '') === '/word/moein/امید/3');
  if (!third) throw new Error('no link to the third moein entry');
  await user.click(third);
  expect(await screen.findByText('(اُ مّ) (اِ.) پشتیبان، پناه.')).toBeInTheDocument();

  await go(-1);
  expect(await screen.findByText('(اِخ.) نام روستایی در کنار رود.')).toBeInTheDocument();
  expect(decodeURI(location().pathname)).toBe('/word/moein/امید/2');
  await waitFor(() => expect(document.title).toBe('امید — فرهنگ فارسی معین | فرهنگ'));

  await go(1);
  expect(await screen.findByText('(اُ مّ) (اِ.) پشتیبان، پناه.')).toBeInTheDocument();
  expect(decodeURI(location().pathname)).toBe('/word/moein/امید/3');
});

test('the header search box leads from a word page to the search page for the typed word', async () => {
  const { user, location } = renderApp('/word/moein/امید/1', { settings: web.settings });
  await screen.findByRole('article', { name: 'امید' });
  const banner = screen.getByRole('banner');
  await user.type(within(banner).getByRole('combobox'), 'آسمان{Enter}');
  expect(location().pathname).toBe('/search');
  expect(new URLSearchParams(location().search).get('q')).toBe('آسمان');
  expect(location().search).not.toContain('token');
});
