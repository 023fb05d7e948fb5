import { act, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { paramsOf, renderSearchApp, searchOf } from './search-app';

async function resultsRegion() {
  return screen.findByRole('region', { name: 'نتیجه‌ها' });
}

test('Latin keys typed for Persian: «sghl» offers «سلام» in one tap, with what that finds', async () => {
  const view = await renderSearchApp('/search?q=sghl');
  const meant = await searchOf(view.service, { q: 'سلام' });
  expect(meant.num_found).toBeGreaterThan(0);
  const offer = await screen.findByText(/صفحه‌کلید روی انگلیسی مانده بود؟/);
  expect(offer).toHaveTextContent(`(${meant.num_found.toLocaleString('fa-IR')} نتیجه)`);
  await view.user.click(within(offer).getByRole('link', { name: '«سلام»' }));
  expect(paramsOf(view).get('q')).toBe('سلام');
  const region = await resultsRegion();
  expect(await within(region).findByText(`${meant.num_found.toLocaleString('fa-IR')} نتیجه`)).toBeInTheDocument();
});

test('Persian keys typed for English: «ذخخن» offers "book", looked up in every dictionary', async () => {
  const view = await renderSearchApp('/search?q=ذخخن&db=moein');
  const offer = await screen.findByText(/صفحه‌کلید روی فارسی مانده بود؟/);
  await view.user.click(within(offer).getByRole('link', { name: '«book»' }));
  expect(paramsOf(view).get('q')).toBe('book');
  expect(paramsOf(view).get('db')).toBe('all');
  const region = await resultsRegion();
  expect(await within(region).findByRole('link', { name: 'book' })).toBeInTheDocument();
});

test('no keyboard offer when the keys read on the other layout are no word either', async () => {
  // «qqqq» reads as «ضضضض» on the Persian layout: the app asks, the service finds nothing.
  const view = await renderSearchApp('/search?q=qqqq');
  await screen.findByText(/چیزی پیدا نشد/);
  const mapped = () =>
    view.queryClient
      .getQueryCache()
      .findAll({ queryKey: ['search', 'list'] })
      .find((query) => JSON.stringify(query.queryKey).includes('ضضضض'));
  await waitFor(() => expect(mapped()?.state.status).toBe('success'));
  await act(() => Promise.resolve());
  expect(screen.queryByText(/صفحه‌کلید روی/)).not.toBeInTheDocument();
});

test('a query the normaliser folded says what was searched, and why', async () => {
  const view = await renderSearchApp('/search?q=%D9%83%D8%AA%D8%A7%D8%A8'); // «كتاب», Arabic kaf
  const line = await screen.findByText(/جست‌وجو شد:/);
  expect(line).toHaveTextContent('جست‌وجو شد: «کتاب»');
  expect(line).toHaveTextContent('حرف‌های عربی');
  // And the results are the folded word's: what the service finds for «کتاب» as typed right.
  const expected = await searchOf(view.service, { q: 'کتاب' });
  expect(expected.num_found).toBeGreaterThan(0);
  const region = await resultsRegion();
  expect(await within(region).findByText(`${expected.num_found.toLocaleString('fa-IR')} نتیجه`)).toBeInTheDocument();
});

test('a query searched as typed has no such line: it goes when the next search needs no folding', async () => {
  const view = await renderSearchApp('/search?q=%D9%83%D8%AA%D8%A7%D8%A8'); // «كتاب», Arabic kaf
  await screen.findByText(/جست‌وجو شد:/);
  const box = screen.getByRole('combobox', { name: 'جست‌وجوی واژه' });
  await view.user.clear(box);
  await view.user.type(box, 'کتاب{Enter}');
  await expect.poll(() => paramsOf(view).get('q')).toBe('کتاب');
  const region = await resultsRegion();
  expect((await within(region).findAllByRole('listitem')).length).toBeGreaterThan(0);
  expect(screen.queryByText(/جست‌وجو شد:/)).not.toBeInTheDocument();
});

test('ava hits mark the letters that matched through a sound class, and say so in words', async () => {
  const view = await renderSearchApp('/search?q=ثلام&type=ava');
  const expected = await searchOf(view.service, { q: 'ثلام', type: 'ava' });
  expect(expected.results.some((result) => result.title === 'سلام')).toBe(true);
  const region = await resultsRegion();
  const [item] = (await within(region).findAllByRole('listitem')).filter((li) =>
    within(li).queryByRole('link', { name: 'سلام' }),
  );
  expect(item).toBeDefined();
  const title = within(item!).getByRole('link', { name: 'سلام' });
  expect(await within(title).findByText('س', { selector: 'mark' })).toHaveAttribute('title', 'س به‌جای ث');
  expect(within(item!).getByText('هم‌آوا: س به‌جای ث')).toBeInTheDocument();
});
