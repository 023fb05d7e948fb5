import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { renderApp } from '../../support/web/render-app';

afterEach(() => {
  document.cookie = 'lang=; path=/; max-age=0';
  document.documentElement.lang = 'fa';
  document.documentElement.dir = 'rtl';
});

test('the shell in English: brand, links, skip link, theme and shortcuts named in English', async () => {
  const { user } = renderApp('/', { language: 'en' });
  expect(screen.getByRole('heading', { level: 1, name: 'Farhang' })).toBeInTheDocument();
  expect(screen.getByText(/^22 Persian dictionaries, dialects/)).toBeInTheDocument();
  const banner = screen.getByRole('banner');
  expect(within(banner).getByRole('link', { name: 'Library' })).toHaveAttribute('href', '/library');
  expect(within(banner).getByRole('button', { name: 'Theme: follow the system' })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Farhang'));
  await user.click(within(banner).getByRole('button', { name: 'Keyboard shortcuts' }));
  expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  expect(screen.getByText('Go to the search box')).toBeInTheDocument();
});

test('the switch names the other language in its own words, turns the page and keeps the choice', async () => {
  const { user } = renderApp('/no-such-page', { language: 'en' });
  expect(await screen.findByRole('heading', { name: 'This page was not found' })).toBeInTheDocument();
  const toPersian = screen.getByRole('button', { name: 'فارسی' });
  expect(toPersian).toHaveAttribute('lang', 'fa');
  expect(toPersian).toHaveAttribute('dir', 'rtl');
  await user.click(toPersian);
  expect(await screen.findByRole('heading', { name: 'این صفحه پیدا نشد' })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('lang', 'fa');
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(document.cookie).toContain('lang=fa');
  await waitFor(() => expect(document.title).toBe('صفحه پیدا نشد | فرهنگ'));
  // And back: the English table is loaded on demand.
  await user.click(screen.getByRole('button', { name: 'English' }));
  expect(await screen.findByRole('heading', { name: 'This page was not found' })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  expect(document.cookie).toContain('lang=en');
});
