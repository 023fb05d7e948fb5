/**
 * The word page in the English interface: the credit line and the form that led here — Persian words inside English sentences, each isolated in its own <bdi>.
 */
import { screen, within } from '@testing-library/react';
import { afterAll, expect, test } from 'vitest';
import { renderApp } from '../../support/web/render-app';
import { startWebService } from '../../support/web/real-service';

const web = await startWebService();
afterAll(() => web.stop());

test("a sample entry's credit line says so in English, with the way to the sources", async () => {
  renderApp('/word/moein/امید/1', { settings: web.settings, credits: web.credits, language: 'en' });
  const credit = await screen.findByText(/^This entry is from a sample written by Farhang itself, not from/);
  expect(within(credit).getByRole('link', { name: 'About the dictionaries and their sources' })).toHaveAttribute(
    'href',
    '/about',
  );
  expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
});

test('the form asked for reads in English, each Persian word isolated in the sentence', async () => {
  renderApp(`/word/moein/امید/1?form=${encodeURIComponent('امیدها')}`, { settings: web.settings, language: 'en' });
  const note = await screen.findByRole('note');
  expect(note).toHaveTextContent('You searched for “امیدها”; the search led to this entry: “امید”.');
  expect(note.innerHTML).toBe('You searched for “<bdi>امیدها</bdi>”; the search led to this entry: “<bdi>امید</bdi>”.');
});
