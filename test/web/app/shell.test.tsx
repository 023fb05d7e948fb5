import { screen, within, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { DATABASES } from '../../../src/shared/catalog';
import { toPersianDigits } from '../../../src/shared/digits';
import { renderApp } from '../../support/web/render-app';

test('home: the brand, a short intro, the search box with focus, and a way into the reverse search', async () => {
  renderApp('/');
  expect(screen.getByRole('heading', { level: 1, name: 'فرهنگ' })).toBeInTheDocument();
  expect(screen.getByText(new RegExp(`${toPersianDigits(DATABASES.length)} فرهنگ فارسی`))).toBeInTheDocument();
  const main = screen.getByRole('main');
  expect(await within(main).findByRole('combobox')).toHaveFocus();
  const modes = within(main).getByRole('navigation', { name: 'شیوهٔ جست‌وجو' });
  expect(within(modes).getByRole('link', { name: 'از واژه به معنی' })).toHaveAttribute('aria-current', 'page');
  expect(within(modes).getByRole('link', { name: 'از معنی به واژه' })).toHaveAttribute('href', '/?by=meaning');
  await waitFor(() => expect(document.title).toBe('فرهنگ'));
});

test('a skip link, first in the tab order, leads past the header to the main content', async () => {
  const { user } = renderApp('/settings');
  await screen.findByRole('heading', { level: 1, name: 'تنظیمات' });
  await user.tab();
  const skip = screen.getByRole('link', { name: 'پرش به محتوا' });
  expect(skip).toHaveFocus();
  expect(skip).toHaveAttribute('href', '#main');
  expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
});

test('the header has the brand link home, the settings link and the theme toggle', () => {
  renderApp('/settings');
  const banner = screen.getByRole('banner');
  expect(within(banner).getByRole('link', { name: 'فرهنگ' })).toHaveAttribute('href', '/');
  expect(within(banner).getByRole('link', { name: 'تنظیمات' })).toHaveAttribute('href', '/settings');
  expect(within(banner).getByRole('button', { name: 'پوسته: هماهنگ با سیستم؛ با زدن، روشن' })).toBeInTheDocument();
});

test('the theme toggle walks system → light → dark → system, on <html> and remembered', async () => {
  const { user } = renderApp('/');
  const root = document.documentElement;
  expect(root).toHaveAttribute('data-theme', 'system');
  await user.click(screen.getByRole('button', { name: 'پوسته: هماهنگ با سیستم؛ با زدن، روشن' }));
  expect(root).toHaveAttribute('data-theme', 'light');
  await user.click(screen.getByRole('button', { name: 'پوسته: روشن؛ با زدن، تیره' }));
  expect(root).toHaveAttribute('data-theme', 'dark');
  expect(localStorage.getItem('farhang.theme.v1')).toBe('"dark"');
  await user.click(screen.getByRole('button', { name: 'پوسته: تیره؛ با زدن، هماهنگ با سیستم' }));
  expect(root).toHaveAttribute('data-theme', 'system');
  expect(screen.getByRole('button', { name: 'پوسته: هماهنگ با سیستم؛ با زدن، روشن' })).toBeInTheDocument();
});

test('an unknown address is a Persian 404 page with a search box and a way home', async () => {
  renderApp('/no/such/page');
  expect(await screen.findByRole('heading', { level: 1, name: 'این صفحه پیدا نشد' })).toBeInTheDocument();
  const main = screen.getByRole('main');
  expect(within(main).getByRole('combobox')).toBeInTheDocument();
  expect(within(main).getByRole('link', { name: 'بازگشت به صفحهٔ نخست' })).toHaveAttribute('href', '/');
  await waitFor(() => expect(document.title).toBe('صفحه پیدا نشد | فرهنگ'));
});

test('a token pasted into an address is removed from it, the rest kept', async () => {
  const { location } = renderApp('/no/such/page?a=1&token=1.secretsecretsecret&b=2#x');
  await screen.findByRole('heading', { level: 1, name: 'این صفحه پیدا نشد' });
  expect(location().pathname).toBe('/no/such/page');
  expect(location().search).toBe('?a=1&b=2');
  expect(location().hash).toBe('#x');
});
