import { screen } from '@testing-library/react';
import { afterAll, expect, test } from 'vitest';
import { renderApp } from '../../support/web/render-app';
import { startWebService } from '../../support/web/real-service';

// An entry whose alternates hold its plural and a romanisation, as the vendored fa2en's do.
const web = await startWebService([
  { db: 'fa2en', title: 'آب', text: '<i>noun</i><br><ol><li>water</li></ol>', alternates: ['آب‌ها', 'âb', 'âb-hâ'] },
]);
afterAll(() => web.stop());

test('an exact search for an alternate links its headword with the form it was asked for', async () => {
  renderApp('/search?q=âb-hâ&type=exact&db=fa2en', { settings: web.settings });
  const link = await screen.findByRole('link', { name: 'آب' });
  expect(link).toHaveAttribute('href', `/word/fa2en/${encodeURIComponent('آب')}/1?form=${encodeURIComponent('âb-hâ')}`);
  // The pron chosen from the romanisations shows on the result.
  expect(screen.getByText('âb')).toBeInTheDocument();
});

test('the word page names the form it was asked for', async () => {
  renderApp(`/word/fa2en/${encodeURIComponent('آب')}/1?form=${encodeURIComponent('âb-hâ')}`, {
    settings: web.settings,
  });
  await screen.findByRole('article', { name: 'آب' });
  expect(screen.getByRole('note')).toHaveTextContent('«âb-hâ» را جستید؛ جست‌وجو به این مدخل رسید: «آب».');
});

test('a word page asked for by its own headword names no other form', async () => {
  renderApp(`/word/fa2en/آب/1?form=${encodeURIComponent('آب')}`, { settings: web.settings });
  await screen.findByRole('article', { name: 'آب' });
  expect(screen.queryByRole('note')).not.toBeInTheDocument();
});
