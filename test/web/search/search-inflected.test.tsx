import { expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mainRegion, paramsOf, renderSearchApp, searchesAsked, searchOf } from './search-app';

const BOX = { name: 'جست‌وجوی واژه' };

/** The «recognised as» line, whose words are isolated in <bdi>. */
function recognisedLine(text: string) {
  return mainRegion().findByText((_, element) => element?.tagName === 'STRONG' && element.textContent === text);
}

test('searching a plural lands on its headword, says what was recognised, with at most three extra lookups', async () => {
  const view = await renderSearchApp('/search?q=کتاب‌ها');
  const headword = await searchOf(view.service, { q: 'کتاب' });
  expect(headword.num_found).toBeGreaterThan(0);

  expect(await recognisedLine('کتاب‌ها — جمعِ کتاب')).toBeInTheDocument();
  const list = mainRegion()
    .getAllByRole('list')
    .find((element) => element.tagName === 'OL');
  if (list === undefined) throw new Error('no list of results');
  // One heading (the headword) a result.
  expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(Math.min(10, headword.num_found));
  const firstTitle = headword.results[0]?.title ?? 'missing';
  expect(within(list).getAllByRole('link', { name: firstTitle })[0]).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/word\//),
  );
  // The form's own search, then the readings' exact lookups: three at most, and no ava or like.
  // The test's own look at the headword (above) sends no type; the app always sends one.
  const asked = searchesAsked(view.service).filter((search) => search.type !== null);
  expect(asked[0]).toEqual({ q: 'کتاب‌ها', type: 'exact' });
  const lookups = asked.filter((search) => search.q !== 'کتاب‌ها');
  expect(lookups.length).toBeGreaterThanOrEqual(1);
  expect(lookups.length).toBeLessThanOrEqual(3);
  expect(lookups.every((search) => search.type === 'exact')).toBe(true);
  expect(screen.queryByRole('heading', { name: 'منظورتان این بود؟' })).not.toBeInTheDocument();
});

test('the form can still be searched exactly as typed', async () => {
  const view = await renderSearchApp('/search?q=کتاب‌ها');
  await view.user.click(await mainRegion().findByRole('link', { name: /همان‌گونه که نوشته شد/ }));
  expect(paramsOf(view).get('as')).toBe('typed');
  expect(paramsOf(view).get('q')).toBe('کتاب‌ها');
  // The plain answer to the form: nothing under that spelling, and the words close to it.
  expect(await screen.findByText(/در هیچ فرهنگی همین‌گونه نیامده است|چیزی پیدا نشد/)).toBeInTheDocument();
  expect(screen.queryByText(/جمعِ کتاب/)).not.toBeInTheDocument();
});

test('a headword that looks inflected is found as itself, with no extra lookup', async () => {
  const view = await renderSearchApp('/search?q=زمان');
  const itself = await searchOf(view.service, { q: 'زمان' });
  expect(itself.num_found).toBeGreaterThan(0);
  expect(await mainRegion().findByText(`${itself.num_found.toLocaleString('fa')} نتیجه`)).toBeInTheDocument();
  expect(screen.queryByText(/همان‌گونه که نوشته شد/)).not.toBeInTheDocument();
  expect(new Set(searchesAsked(view.service).map((search) => search.q))).toEqual(new Set(['زمان']));
});

test('a possessive, written with Arabic letters, also leads to its headword', async () => {
  await renderSearchApp(`/search?q=${encodeURIComponent('ام\u064Aدم')}`);
  expect(await recognisedLine('ام\u064Aدم — امید، با ضمیرِ ملکیِ «م»')).toBeInTheDocument();
});

test('typing an inflected form suggests its headword, saying what it was recognised as', async () => {
  const view = await renderSearchApp('/');
  await view.user.type(screen.getByRole('combobox', BOX), 'آسمان‌ها');
  const option = await within(await screen.findByRole('listbox')).findByRole('option', { name: /آسمان/ });
  expect(option).toHaveTextContent('جمعِ آسمان');
  await view.user.click(option);
  expect(paramsOf(view).get('q')).toBe('آسمان');
});

test('a form of several words leads to the multi-word headword it is a form of', async () => {
  // A word page's forms of «حال کردن» link here: the search finds the verb they are of.
  await renderSearchApp(`/search?q=${encodeURIComponent('حال نکردم')}`);
  expect(await recognisedLine('حال نکردم — گذشته از حال کردن، منفی')).toBeInTheDocument();
});

const ALTERNATES = { data: ['test/fixtures/alternates/words.jsonl'] };

test('a form one dictionary lists under its headword shows the form line and the headword’s results in every dictionary', async () => {
  const view = await renderSearchApp(`/search?q=${encodeURIComponent('کتاب‌ها')}`, ALTERNATES);
  const asked = await searchOf(view.service, { q: 'کتاب‌ها' });
  // The service finds it under «کتاب» in one dictionary only, through that entry's alternates.
  expect(asked.results.map((result) => `${result.db} ${result.title}`)).toEqual(['fa2en کتاب']);
  expect(await recognisedLine('کتاب‌ها — جمعِ کتاب')).toBeInTheDocument();
  expect(mainRegion().getByText(/در فرهنگ‌ها زیرِ «/)).toHaveTextContent('«کتاب‌ها» در فرهنگ‌ها زیرِ «کتاب» آمده است');
  const headword = await searchOf(view.service, { q: 'کتاب' });
  expect(headword.num_found).toBe(2);
  const shown = await mainRegion().findAllByRole('heading', { level: 2 });
  expect(shown.map((heading) => heading.textContent)).toEqual(headword.results.map((result) => result.title));
  // The count by the dictionary chips is of what is shown, not the one entry the form was under.
  expect(await screen.findByRole('button', { name: 'دیدن نتیجه‌ها (۲)' })).toBeInTheDocument();
});

test('a form listed under a headword the analyser cannot read it as still leads there, untold how', async () => {
  await renderSearchApp(`/search?q=${encodeURIComponent('مامان')}`, ALTERNATES);
  expect(await mainRegion().findByText(/در فرهنگ‌ها زیرِ «/)).toHaveTextContent(
    '«مامان» در فرهنگ‌ها زیرِ «مادر» آمده است',
  );
  expect(mainRegion().queryByRole('strong')).not.toBeInTheDocument();
  expect((await mainRegion().findAllByRole('heading', { level: 2 })).map((heading) => heading.textContent)).toEqual([
    'مادر',
  ]);
});

test('a word the chosen dictionaries lack is said to be in the others, with the way to them', async () => {
  const view = await renderSearchApp(`/search?q=${encodeURIComponent('کتاب')}&db=mazani`, ALTERNATES);
  expect(await mainRegion().findByText(/در فرهنگ‌های برگزیده نیامده است/)).toHaveTextContent(
    '«کتاب» در فرهنگ‌های برگزیده نیامده است، ولی در ۲ فرهنگ دیگر آمده است.',
  );
  expect(mainRegion().queryByText(/در هیچ فرهنگی/)).not.toBeInTheDocument();
  await view.user.click(mainRegion().getByRole('link', { name: 'دیدن آن در همهٔ فرهنگ‌ها' }));
  await expect.poll(() => paramsOf(view).get('db')).toBe('all');
  expect(await mainRegion().findAllByRole('heading', { level: 2 })).toHaveLength(2);
});

test('the count by the chips is of the headword’s results shown for a form, never «none» above them', async () => {
  const view = await renderSearchApp(`/search?q=${encodeURIComponent('کتاب‌ها')}&db=moein`);
  expect((await searchOf(view.service, { q: 'کتاب‌ها', filter: 'moein' })).num_found).toBe(0);
  const headword = await searchOf(view.service, { q: 'کتاب', filter: 'moein' });
  expect(headword.num_found).toBeGreaterThan(0);
  expect(await recognisedLine('کتاب‌ها — جمعِ کتاب')).toBeInTheDocument();
  const count = new Intl.NumberFormat('fa').format(headword.num_found);
  expect(await screen.findByRole('button', { name: `دیدن نتیجه‌ها (${count})` })).toBeInTheDocument();
  expect(screen.queryByText('با این فرهنگ‌ها نتیجه‌ای نیست')).not.toBeInTheDocument();
});
