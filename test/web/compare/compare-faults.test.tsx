import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import type { SearchResult } from '../../../src/shared/wire/schemas';
import { renderApp } from '../../support/web/render-app';
import {
  faultServerForFile,
  FAULT_BASE,
  FAULT_SETTINGS,
  searchBody,
  v3Error,
  v3ErrorBody,
  wordBody,
} from '../../support/web/fault-service';

const server = faultServerForFile();

const MOEIN_ENTRY: SearchResult = {
  id: 'moein_1',
  title: 'امید',
  title_en: '',
  pron: 'omid',
  text: 'آرزو، چشمداشت.',
  source: 'فرهنگ فارسی معین',
  db: 'moein',
  num: 1,
};

const MOEIN_WORD = { title: 'امید', db: 'moein', source: 'فرهنگ فارسی معین', text: 'آرزو، چشمداشت.' };

/**
 * The exact search (the columns' and the dialects' together) answers; the dialects' own search,
 * the meaning search for their regional forms, fails with 500.
 */
const dialectsFail = http.get(`${FAULT_BASE}/v3/search`, ({ request }) => {
  if (new URL(request.url).searchParams.get('type') === 'text') {
    return HttpResponse.json(v3ErrorBody(500, 'internal_error', 'boom'), { status: 500 });
  }
  return HttpResponse.json(searchBody('امید', [MOEIN_ENTRY]));
});

test('the service failing: a Persian message with a retry that brings the columns', async () => {
  server.use(v3Error('search', 500, 'internal_error', 'boom'));
  const { user } = renderApp('/compare?word=امید&db=moein', { settings: FAULT_SETTINGS });
  const panel = await screen.findByRole('alert');
  expect(within(panel).getByRole('heading', { name: 'سرویس دچار خطا شد' })).toBeInTheDocument();
  server.use(
    http.get(`${FAULT_BASE}/v3/search`, () => HttpResponse.json(searchBody('امید', [MOEIN_ENTRY]))),
    http.get(`${FAULT_BASE}/v3/word`, () => HttpResponse.json(wordBody(MOEIN_WORD))),
  );
  await user.click(within(panel).getByRole('button', { name: 'تلاش دوباره' }));
  const moein = await screen.findByRole('region', { name: 'فرهنگ فارسی معین' });
  // The snippet stands until the full meaning replaces it; both read the same, so either will do.
  await waitFor(() => expect(within(moein).getByText('آرزو، چشمداشت.')).toBeInTheDocument());
});

test('the dialects failing alone: the columns stay, the regional forms say what went wrong', async () => {
  server.use(
    dialectsFail,
    http.get(`${FAULT_BASE}/v3/word`, () => HttpResponse.json(wordBody(MOEIN_WORD))),
  );
  renderApp('/compare?word=امید&db=moein,isfahani', { settings: FAULT_SETTINGS });
  const section = await screen.findByRole('region', { name: 'گونه‌های محلی' });
  expect(await within(section).findByRole('alert')).toHaveTextContent('سرویس دچار خطا شد؛ گونه‌های محلی آورده نشد.');
  expect(within(section).getByRole('button', { name: 'تلاش دوباره' })).toBeInTheDocument();
  const moein = screen.getByRole('region', { name: 'فرهنگ فارسی معین' });
  // The snippet stands until the full meaning replaces it; both read the same, so either will do.
  await waitFor(() => expect(within(moein).getByText('آرزو، چشمداشت.')).toBeInTheDocument());
});

test('a full meaning that cannot be fetched leaves the snippet, with a retry', async () => {
  server.use(
    http.get(`${FAULT_BASE}/v3/search`, () => HttpResponse.json(searchBody('امید', [MOEIN_ENTRY]))),
    v3Error('word', 500, 'internal_error', 'boom'),
  );
  renderApp('/compare?word=امید&db=moein', { settings: FAULT_SETTINGS });
  const moein = await screen.findByRole('region', { name: 'فرهنگ فارسی معین' });
  expect(await within(moein).findByText(/معنی کامل آورده نشد/)).toBeInTheDocument();
  expect(within(moein).getByText('آرزو، چشمداشت.')).toBeInTheDocument();
  expect(within(moein).getByRole('button', { name: 'تلاش دوباره' })).toBeInTheDocument();
});

test('more entries than the all-dictionaries answer holds: the columns and the dialects are asked apart, and both shown', async () => {
  const moein = Array.from({ length: 50 }, (_, i) => ({ ...MOEIN_ENTRY, id: `moein_${i + 1}`, num: i + 1 }));
  const isfahani = { ...MOEIN_ENTRY, id: 'isfahani_1', db: 'isfahani', text: 'در گویش اصفهانی: امیدواری.' };
  const asked: string[] = [];
  server.use(
    http.get(`${FAULT_BASE}/v3/search`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const filter = params.get('filter') ?? '';
      asked.push(`${params.get('type')} ${filter}`);
      if (params.get('type') === 'text') return HttpResponse.json(searchBody('امید'));
      if (filter === 'isfahani') return HttpResponse.json(searchBody('امید', [isfahani]));
      // Moein alone has 55; in all 22 (no filter), 56. Either way the first 50 are Moein's.
      return HttpResponse.json(searchBody('امید', moein, filter === 'moein' ? 55 : 56));
    }),
    http.get(`${FAULT_BASE}/v3/word`, () => HttpResponse.json(wordBody(MOEIN_WORD))),
  );
  renderApp('/compare?word=امید&db=moein,isfahani', { settings: FAULT_SETTINGS });
  expect(await screen.findByText(/از ۵۵ مدخل این واژه، ۵۰ مدخل نخست اینجا آمده است/)).toBeInTheDocument();
  const section = screen.getByRole('region', { name: 'گونه‌های محلی' });
  expect(await within(section).findByText('«امید» خود در این گویش‌ها آمده است:')).toBeInTheDocument();
  expect(within(section).getByRole('listitem')).toHaveTextContent('اصفهانی: امید — امیدواری.');
  // The all-dictionaries answer is cut, so it cannot say how many Moein has: each part is asked once.
  expect(asked.sort()).toEqual(['exact ', 'exact isfahani', 'exact moein', 'text isfahani']);
});

test('while a full meaning is on its way the snippet standing in is busy; once it is here, nothing is', async () => {
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    http.get(`${FAULT_BASE}/v3/search`, () => HttpResponse.json(searchBody('امید', [MOEIN_ENTRY]))),
    http.get(`${FAULT_BASE}/v3/word`, async () => {
      await held;
      return HttpResponse.json(wordBody({ ...MOEIN_WORD, text: '<b>امید</b>: آرزو، چشمداشت.' }));
    }),
  );
  renderApp('/compare?word=امید&db=moein', { settings: FAULT_SETTINGS });
  const moein = await screen.findByRole('region', { name: 'فرهنگ فارسی معین' });
  await waitFor(() => expect(within(moein).getByText('آرزو، چشمداشت.')).toHaveAttribute('aria-busy', 'true'));
  answer();
  expect(await within(moein).findByText('امید', { selector: 'b' })).toBeInTheDocument();
  // The busy snippet has given way to the meaning.
  expect(within(moein).queryByText('آرزو، چشمداشت.')).not.toBeInTheDocument();
});
