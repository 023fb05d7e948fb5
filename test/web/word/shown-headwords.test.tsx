import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, expect, test } from 'vitest';
import { renderApp } from '../../support/web/render-app';
import { startWebService } from '../../support/web/real-service';

const web = await startWebService();
afterAll(() => web.stop());

function renderPage(path: string) {
  return renderApp(path, { settings: web.settings });
}

function sameWordElsewhere() {
  return within(screen.getByRole('complementary', { name: 'همین واژه در فرهنگ‌های دیگر' }));
}

test('a Persian headword stored with Arabic kaf and yeh is shown in Persian letters; an Arabic one keeps its own', async () => {
  // The fixture stores dehkhoda's «كتاب» with Arabic kaf, and ar2fa's «كتاب» (an Arabic word) too.
  renderPage(`/word/dehkhoda/${encodeURIComponent('كتاب')}/1`);
  const article = await screen.findByRole('article');
  expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(/^کتاب$/);
  await waitFor(() => expect(document.title).toBe('کتاب — لغت‌نامه دهخدا | فرهنگ'));
  const arabic = await sameWordElsewhere().findByRole('link', { name: 'كتاب' });
  expect(arabic).toHaveAttribute('href', `/word/ar2fa/${encodeURIComponent('كتاب')}/1`);
});

test('a Persian result headword stored with Arabic letters is shown and linked in Persian letters', async () => {
  renderPage(`/search?q=${encodeURIComponent('كتاب')}`);
  const region = await screen.findByRole('region', { name: 'نتیجه‌ها' });
  const headings = within(region).getAllByRole('heading', { level: 2 });
  const dehkhoda = headings.find((heading) =>
    within(heading).getByRole('link').getAttribute('href')?.includes('dehkhoda'),
  );
  expect(dehkhoda).toHaveTextContent(/^کتاب$/);
  expect(within(dehkhoda as HTMLElement).getByRole('link')).toHaveAttribute(
    'href',
    `/word/dehkhoda/${encodeURIComponent('کتاب')}/1`,
  );
});

test('a snippet under “the same word in other dictionaries” shows Persian digits, as the rest of the page does', async () => {
  // moein's first «امید» is stored as «(اُ) (اِ.) 1 - آرزو. 2 - چشمداشت.»
  renderPage(`/word/dehkhoda/${encodeURIComponent('امید')}/1`);
  await screen.findByRole('article');
  expect(await sameWordElsewhere().findByText('(اُ) (اِ.) ۱ - آرزو. ۲ - چشمداشت.')).toHaveAttribute('lang', 'fa');
});
