import { act, screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { createTestQueryClient, renderApp } from '../../support/web/render-app';
import { http, HttpResponse } from 'msw';
import {
  faultServerForFile,
  FAULT_BASE,
  FAULT_SETTINGS,
  searchBody,
  v3Error,
  v3Garbled,
  v3Ok,
  v3Silent,
  wordBody,
} from '../../support/web/fault-service';

const server = faultServerForFile();

const WORD_URL = '/word/moein/امید/1';

function renderWord(options: Parameters<typeof renderApp>[1] = {}) {
  server.use(v3Ok('search', searchBody('امید')));
  return renderApp(WORD_URL, { settings: FAULT_SETTINGS, ...options });
}

test('401: the token was not accepted, and the way forward is the settings page', async () => {
  server.use(v3Error('word', 401, 'invalid_token', 'token is not valid'));
  renderWord();
  const panel = await screen.findByRole('alert');
  expect(within(panel).getByRole('heading', { name: 'توکن پذیرفته نشد' })).toBeInTheDocument();
  expect(within(panel).getByRole('link', { name: 'رفتن به تنظیمات' })).toHaveAttribute('href', '/settings');
  expect(within(panel).queryByRole('button', { name: 'تلاش دوباره' })).not.toBeInTheDocument();
});

test('403: refused, with the service’s own reason shown', async () => {
  server.use(v3Error('word', 403, 'token_denied', 'token suspended: unpaid invoice'));
  renderWord();
  const panel = await screen.findByRole('alert');
  expect(within(panel).getByRole('heading', { name: 'سرویس درخواست را نپذیرفت' })).toBeInTheDocument();
  expect(within(panel).getByText('token suspended: unpaid invoice')).toHaveAttribute('lang', 'en');
});

test('500: the service failed; retrying asks again and shows the entry once it answers', async () => {
  server.use(v3Error('word', 500, 'internal_error', 'boom'));
  const { user } = renderWord();
  const panel = await screen.findByRole('alert');
  expect(within(panel).getByRole('heading', { name: 'سرویس دچار خطا شد' })).toBeInTheDocument();
  server.use(v3Ok('word', wordBody({ title: 'امید', db: 'moein', source: 'فرهنگ فارسی معین', text: 'آرزو' })));
  await user.click(within(panel).getByRole('button', { name: 'تلاش دوباره' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'امید' })).toBeInTheDocument();
});

test('503 with Retry-After: unavailable, says when it will try again by itself', async () => {
  server.use(v3Error('word', 503, 'unavailable', 'maintenance', { 'Retry-After': '7' }));
  renderWord();
  const panel = await screen.findByRole('alert');
  expect(within(panel).getByRole('heading', { name: 'سرویس فعلاً در دسترس نیست' })).toBeInTheDocument();
  expect(within(panel).getByText(/پس از ۷ ثانیه خودمان دوباره تلاش می‌کنیم/)).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'تلاش دوباره' })).toBeInTheDocument();
});

test('503: the automatic retry happens once Retry-After has passed, not before, and brings the entry', async () => {
  // The app's timers on a fake clock that also moves on by itself (the query library's zero-delay
  // timers must run); the 30 s wait is passed by hand.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  try {
    server.use(v3Error('word', 503, 'unavailable', 'maintenance', { 'Retry-After': '30' }));
    renderWord();
    await screen.findByRole('heading', { name: 'سرویس فعلاً در دسترس نیست' });
    server.use(v3Ok('word', wordBody({ title: 'امید', db: 'moein', source: 'فرهنگ فارسی معین', text: 'آرزو' })));
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(screen.getByRole('heading', { name: 'سرویس فعلاً در دسترس نیست' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'امید' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByRole('heading', { level: 1, name: 'امید' })).toBeInTheDocument();
  } finally {
    vi.useRealTimers();
  }
});

test('timeout: no answer in time is its own message, with a retry', async () => {
  server.use(v3Silent('word'));
  const queryClient = createTestQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, meta: { timeoutMs: 150 } },
  });
  renderWord({ queryClient });
  const panel = await screen.findByRole('alert');
  expect(within(panel).getByRole('heading', { name: 'پاسخ سرویس دیر شد' })).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'تلاش دوباره' })).toBeInTheDocument();
});

test('malformed JSON: not a v3 answer, and the way forward is the settings page', async () => {
  server.use(v3Garbled('word'));
  renderWord();
  const panel = await screen.findByRole('alert');
  expect(within(panel).getByRole('heading', { name: 'پاسخ سرویس نامعتبر است' })).toBeInTheDocument();
  expect(within(panel).getByRole('link', { name: 'رفتن به تنظیمات' })).toBeInTheDocument();
});

test('a failed background refetch keeps the entry on screen and says it is not fresh', async () => {
  server.use(v3Ok('word', wordBody({ title: 'امید', db: 'moein', source: 'فرهنگ فارسی معین', text: 'آرزو' })));
  const { queryClient } = renderWord();
  expect(await screen.findByRole('heading', { level: 1, name: 'امید' })).toBeInTheDocument();
  server.use(v3Error('word', 500, 'internal_error', 'boom'));
  await act(() => queryClient.refetchQueries());
  expect(await screen.findByText(/تازه‌سازی این مدخل نشد/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'امید' })).toBeInTheDocument();
  expect(screen.getByText('آرزو')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('while the entry is on its way, a loading status says so', async () => {
  server.use(v3Silent('word'));
  renderWord();
  expect(await screen.findByText('در حال آوردن معنی…')).toBeInTheDocument();
  expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
});

test('unreachable service: check the connection, retry, or the settings', async () => {
  server.use(http.get(`${FAULT_BASE}/v3/word`, () => HttpResponse.error()));
  renderWord();
  const panel = await screen.findByRole('alert');
  expect(within(panel).getByRole('heading', { name: 'به سرویس نرسیدیم' })).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'تلاش دوباره' })).toBeInTheDocument();
  expect(within(panel).getByRole('link', { name: 'رفتن به تنظیمات' })).toBeInTheDocument();
});

test('400: the request was not understood; the way forward is home', async () => {
  server.use(v3Error('word', 400, 'invalid_parameter', 'title is longer than 100 characters'));
  renderWord();
  const panel = await screen.findByRole('alert');
  expect(within(panel).getByRole('heading', { name: 'درخواست فهمیده نشد' })).toBeInTheDocument();
  expect(within(panel).getByRole('link', { name: 'صفحهٔ نخست' })).toHaveAttribute('href', '/');
});

test('an English headword the service sends only in title_en still links to its own entry', async () => {
  // As the public service sends en2fa entries: `title` empty, the headword in `title_en`.
  const en2fa = {
    id: 'en2fa_1',
    title: '',
    title_en: 'hope',
    pron: '',
    text: 'امید، آرزو',
    source: 'دیکشنری انگلیسی به فارسی',
    db: 'en2fa',
    num: 1,
  };
  const wiki = { ...en2fa, id: 'wiki_1', title: 'hope', title_en: '', source: 'واژه‌نامه آزاد', db: 'wiki' };
  server.use(
    v3Ok('word', wordBody({ title: 'hope', db: 'wiki', source: 'واژه‌نامه آزاد', text: 'امید' })),
    v3Ok('search', searchBody('hope', [wiki, en2fa])),
  );
  renderApp('/word/wiki/hope/1', { settings: FAULT_SETTINGS });
  const steps = await screen.findByRole('navigation', { name: 'همین واژه در فرهنگ پیشین و بعدی' });
  expect(within(steps).getByRole('link', { name: /فرهنگ بعدی/ })).toHaveAttribute('href', '/word/en2fa/hope/1');
  const aside = screen.getByRole('complementary', { name: 'همین واژه در فرهنگ‌های دیگر' });
  expect(within(aside).getByRole('link', { name: 'hope' })).toHaveAttribute('href', '/word/en2fa/hope/1');
});
