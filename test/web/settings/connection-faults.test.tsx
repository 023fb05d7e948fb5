import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { faultServerForFile, FAULT_BASE, FAULT_SETTINGS, v3Error } from '../../support/web/fault-service';
import { renderApp } from '../../support/web/render-app';

const server = faultServerForFile();

async function testConnection() {
  const { user } = renderApp('/settings', { settings: FAULT_SETTINGS });
  await user.click(await screen.findByRole('button', { name: 'آزمایش اتصال' }));
}

test('403: the service knows the token but refuses it, and its reason is shown', async () => {
  server.use(v3Error('suggest', 403, 'token_denied', 'rate limit exceeded: 20 requests/s'));
  await testConnection();
  expect(await screen.findByText('سرویس این توکن را نپذیرفت')).toBeInTheDocument();
  expect(screen.getByText('rate limit exceeded: 20 requests/s')).toHaveAttribute('lang', 'en');
});

test('500: the service failed, with its code in Persian digits', async () => {
  server.use(v3Error('suggest', 500, 'internal_error', 'boom'));
  await testConnection();
  expect(await screen.findByText('سرویس دچار خطا شد')).toBeInTheDocument();
  expect(screen.getByText(/کد ۵۰۰/)).toBeInTheDocument();
});

test('503: unavailable for now', async () => {
  server.use(v3Error('suggest', 503, 'unavailable', 'maintenance', { 'Retry-After': '30' }));
  await testConnection();
  expect(await screen.findByText('سرویس فعلاً در دسترس نیست')).toBeInTheDocument();
});

test('unreachable (refused, DNS, or CORS): says what may be wrong', async () => {
  server.use(http.get(`${FAULT_BASE}/v3/suggest`, () => HttpResponse.error()));
  await testConnection();
  expect(await screen.findByText('به سرویس نرسیدیم')).toBeInTheDocument();
  expect(screen.getByText(/CORS/)).toBeInTheDocument();
});

test('a web page where a v3 service should be: not a v3 service', async () => {
  server.use(
    http.get(`${FAULT_BASE}/v3/suggest`, () =>
      HttpResponse.html('<!doctype html><title>Not Found</title>', { status: 404 }),
    ),
  );
  await testConnection();
  expect(await screen.findByText('این نشانی یک سرویس v3 نیست')).toBeInTheDocument();
});

test('200 with a body that is not a v3 answer: not a v3 service', async () => {
  server.use(http.get(`${FAULT_BASE}/v3/suggest`, () => HttpResponse.json({ hello: 'world' })));
  await testConnection();
  expect(await screen.findByText('این نشانی یک سرویس v3 نیست')).toBeInTheDocument();
});
