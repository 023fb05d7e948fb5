import { act, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { overrideEngine } from '../../support/service/harness';
import { paramsOf, renderSearchApp, searchesAsked, searchOf } from './search-app';

const OFFER = /فارسی با حروف لاتین نوشته بودید؟/;

test('Persian typed in Latin letters: «ketab» offers «کتاب» in one tap, with at most three exact lookups', async () => {
  const view = await renderSearchApp('/search?q=ketab');
  const meant = await searchOf(view.service, { q: 'کتاب' });
  expect(meant.num_found).toBeGreaterThan(0);
  const offer = await screen.findByText(OFFER);
  const link = within(offer).getByRole('link', { name: '«کتاب»' });
  expect(offer).toHaveTextContent(`«کتاب» (${meant.num_found.toLocaleString('fa-IR')} نتیجه)`);

  const asked = searchesAsked(view.service);
  expect(asked[0]).toEqual({ q: 'ketab', type: 'exact' });
  const spelled = asked.filter((search) => /[\u0600-\u06FF]/.test(search.q ?? ''));
  expect(spelled.length).toBeGreaterThanOrEqual(1);
  expect(spelled.length).toBeLessThanOrEqual(3);
  expect(spelled.every((search) => search.type === 'exact')).toBe(true);

  await view.user.click(link);
  expect(paramsOf(view).get('q')).toBe('کتاب');
  const region = await screen.findByRole('region', { name: 'نتیجه‌ها' });
  expect(await within(region).findByText(`${meant.num_found.toLocaleString('fa-IR')} نتیجه`)).toBeInTheDocument();
});

test('no Finglish offer when no spelling of the Latin word is a headword', async () => {
  const view = await renderSearchApp('/search?q=zzqxv');
  await screen.findByText(/چیزی پیدا نشد|منظورتان این بود؟/);
  // The page's lookups (the search box's own, for what is typed, ask nothing here).
  const answered = () =>
    view.queryClient
      .getQueryCache()
      .findAll({ queryKey: ['search', 'spelled'] })
      .filter((query) => query.state.status === 'success');
  await waitFor(() => expect(answered()).toHaveLength(1));
  await act(() => Promise.resolve());
  expect(answered()[0]?.state.data).toEqual([]);
  expect(screen.queryByText(OFFER)).not.toBeInTheDocument();
});

test('typing Finglish in the search box suggests the Persian headword', async () => {
  const view = await renderSearchApp('/');
  await view.user.type(screen.getByRole('combobox', { name: 'جست‌وجوی واژه' }), 'salam');
  expect(await within(await screen.findByRole('listbox')).findByRole('option', { name: /سلام/ })).toBeInTheDocument();
});

test('against a service whose suggest spells no Finglish, the box still offers «کتاب», with at most three lookups', async () => {
  // Another v3 service: its suggest knows nothing of Latin letters standing for Persian.
  const view = await renderSearchApp('/', {
    engine: (real) => () => overrideEngine(real, { suggest: (q) => (/[a-z]/i.test(q) ? [] : real.suggest(q)) }),
  });
  await view.user.type(screen.getByRole('combobox', { name: 'جست‌وجوی واژه' }), 'ketab');
  expect(await within(await screen.findByRole('listbox')).findByRole('option', { name: /کتاب/ })).toBeInTheDocument();
  const lookups = searchesAsked(view.service);
  expect(lookups.length).toBeGreaterThanOrEqual(1);
  expect(lookups.length).toBeLessThanOrEqual(3);
  expect(lookups.every((search) => search.type === 'exact' && /[\u0600-\u06FF]/.test(search.q ?? ''))).toBe(true);
});

test('the offer spells the headword as the dictionaries write it: «ab» offers «آب», not the folded «اب»', async () => {
  const view = await renderSearchApp('/search?q=ab', { data: ['test/fixtures/first-minutes.jsonl'] });
  const meant = await searchOf(view.service, { q: 'آب' });
  const offer = await screen.findByText(OFFER);
  const link = within(offer).getByRole('link', { name: '«آب»' });
  expect(within(offer).queryByRole('link', { name: '«اب»' })).not.toBeInTheDocument();
  expect(offer).toHaveTextContent(`«آب» (${meant.num_found.toLocaleString('fa-IR')} نتیجه)`);
  await view.user.click(link);
  expect(paramsOf(view).get('q')).toBe('آب');
});
