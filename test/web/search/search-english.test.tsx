/**
 * The search page in the English interface: counts with Latin digits and English plurals, the
 * no-results state with its ways forward, and a Persian query kept in its own <bdi> inside an
 * English sentence so it reads right to left where the sentence reads left to right.
 */
import { screen, within } from '@testing-library/react';
import { afterAll, expect, test } from 'vitest';
import { renderApp } from '../../support/web/render-app';
import { startWebService } from '../../support/web/real-service';

const web = await startWebService();
afterAll(() => web.stop());

const PERSIAN_DIGIT = /[۰-۹]/;

test('results are counted in English, with Latin digits and the plural', async () => {
  renderApp('/search?q=امید', { settings: web.settings, credits: web.credits, language: 'en' });
  const region = await screen.findByRole('region', { name: 'Results' });
  const count = within(region).getByText(/^[\d,]+ results?$/);
  const n = Number(count.textContent?.split(' ')[0]?.replaceAll(',', ''));
  expect(count.textContent).toBe(`${n.toLocaleString('en')} ${n === 1 ? 'result' : 'results'}`);
  expect(region.textContent).not.toMatch(/نتیجه/);
  expect(screen.getByRole('group', { name: 'Search type' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Dictionaries \(All\)$/ })).toBeInTheDocument();
});

test('nothing found: said in English, the Persian query isolated, with ways forward', async () => {
  const q = 'ققققققق';
  renderApp(`/search?q=${encodeURIComponent(q)}&type=like&db=moein`, {
    settings: web.settings,
    language: 'en',
  });
  const heading = await screen.findByRole('heading', { name: `No results for “${q}”` });
  // The query in its own <bdi>, between the English words and quotes: it keeps its order inside them.
  expect(heading.innerHTML).toBe(`No results for “<bdi>${q}</bdi>”`);
  const ways = screen.getByRole('region', { name: `No results for “${q}”` });
  expect(within(ways).getByRole('link', { name: 'Search all dictionaries' })).toHaveAttribute(
    'href',
    expect.stringContaining('type=like'),
  );
  expect(within(ways).getByRole('link', { name: 'Try the “Exact words” search' })).toBeInTheDocument();
  expect(within(ways).getByText('Check the spelling, or type part of the word.')).toBeInTheDocument();
  expect(document.body.textContent).not.toMatch(PERSIAN_DIGIT);
});

test('what an inflected form was recognised as reads in English, the Persian words isolated', async () => {
  renderApp(`/search?q=${encodeURIComponent('ام\u064Aدم')}`, { settings: web.settings, language: 'en' });
  const line = await screen.findByText(
    (_, element) =>
      element?.tagName === 'STRONG' && element.textContent === 'ام\u064Aدم — امید, with the possessive «م»',
  );
  expect(line).toBeInTheDocument();
});

test('a result says how common its headword is, in English', async () => {
  renderApp('/search?q=امید', { settings: web.settings, language: 'en' });
  const region = await screen.findByRole('region', { name: 'Results' });
  const results = within(region)
    .getAllByRole('listitem')
    .filter((item) => within(item).queryByRole('heading', { level: 2, name: /^امید/ }) !== null);
  expect(results.length).toBeGreaterThan(1);
  // «امید» is among the thousand commonest headwords of the list: every dictionary's entry says so.
  for (const result of results) expect(result).toHaveTextContent('Very common');
});
