import { screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { setAllowedOrigins } from '../../../src/web/connection/api-origins';
import { renderApp } from '../../support/web/render-app';

afterEach(() => setAllowedOrigins(undefined));

async function typeBase(user: ReturnType<typeof renderApp>['user'], base: string) {
  const field = await screen.findByLabelText('نشانی سرویس');
  await user.clear(field);
  await user.type(field, base);
}

test('a service this page may not ask is refused when saved, saying why; the allowed one is saved', async () => {
  setAllowedOrigins(['https://allowed.example']);
  const { user } = renderApp('/settings');
  await typeBase(user, 'https://elsewhere.example/');
  await user.click(screen.getByRole('button', { name: 'ذخیره' }));
  expect(await screen.findByText(/^این سایت برنامه را به/)).toHaveTextContent('https://elsewhere.example');
  expect(screen.getByLabelText('نشانی سرویس')).toHaveAttribute('aria-invalid', 'true');
  expect(localStorage.length).toBe(0);
  await typeBase(user, 'https://allowed.example');
  await user.click(screen.getByRole('button', { name: 'ذخیره' }));
  expect(await screen.findByText('تنظیمات ذخیره شد.')).toBeInTheDocument();
  expect(screen.queryByText(/^این سایت برنامه را به/)).not.toBeInTheDocument();
});

test('the connection test with such an address says the browser will not connect to it', async () => {
  setAllowedOrigins([]);
  const { user } = renderApp('/settings');
  await typeBase(user, 'https://elsewhere.example');
  await user.click(screen.getByRole('button', { name: 'آزمایش اتصال' }));
  expect(await screen.findByText(/مرورگر از این صفحه به/)).toBeInTheDocument();
});

test('where the allowed origins are not known (a static host), any address may be saved', async () => {
  const { user } = renderApp('/settings');
  await typeBase(user, 'https://elsewhere.example');
  await user.click(screen.getByRole('button', { name: 'ذخیره' }));
  expect(await screen.findByText('تنظیمات ذخیره شد.')).toBeInTheDocument();
});
