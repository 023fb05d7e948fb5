import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { paramsOf, renderSearchApp, searchOf } from './search-app';

test('the home page has a reverse dictionary: describe the meaning, get the words, the phrase marked', async () => {
  const view = await renderSearchApp('/');
  await view.user.click(screen.getByRole('link', { name: 'از معنی به واژه' }));
  const box = await screen.findByRole('textbox', { name: 'معنی یا توصیف واژه' });
  // The box takes the focus once it has mounted, after the mode's page has drawn.
  await waitFor(() => expect(box).toHaveFocus());
  // A meaning box suggests no headwords: the reader does not know the word.
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument();

  await view.user.type(box, 'درود گفتن{Enter}');
  await expect.poll(() => paramsOf(view).get('type')).toBe('text');
  expect(paramsOf(view).get('q')).toBe('درود گفتن');

  const expected = await searchOf(view.service, { q: 'درود گفتن', type: 'text' });
  expect(expected.num_found).toBeGreaterThan(0);
  const region = await screen.findByRole('region', { name: 'نتیجه‌ها' });
  const items = await within(region).findAllByRole('listitem');
  expect(items).toHaveLength(expected.results.length);
  // The shown meanings have the searched words marked where they stand in them.
  const marks = await within(region).findAllByText('درود گفتن', { selector: '.result__text mark' });
  expect(marks.length).toBeGreaterThan(0);
});

test('the reverse dictionary asks for words when given none, and stays put', async () => {
  const view = await renderSearchApp('/?by=meaning');
  await view.user.click(await screen.findByRole('button', { name: 'یافتن واژه' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('چند واژه از معنی را بنویسید');
  expect(view.location().pathname).toBe('/');
});

test('a description no meaning holds whole shows the meanings holding most of its words, and says so', async () => {
  // In this fixture no meaning holds «پرنده», «کوچک» and «شب» together.
  const data = ['test/fixtures/first-minutes.jsonl'];
  const view = await renderSearchApp(`/search?q=${encodeURIComponent('پرنده کوچک شب')}&type=text`, { data });
  const region = await screen.findByRole('region', { name: 'نتیجه‌ها' });
  const said = (_: string, node: Element | null) =>
    node?.tagName === 'P' && /^هیچ معنایی همهٔ واژه‌های «پرنده کوچک شب» را با هم ندارد؛/.test(node.textContent);
  expect(await within(region).findByText(said)).toBeInTheDocument();
  const expected = await searchOf(view.service, { q: 'پرنده کوچک شب', type: 'text', partial: 'true' });
  expect(expected.partial).toBe(true);
  const headings = within(region).getAllByRole('heading', { level: 2 });
  expect(headings.map((heading) => heading.textContent)).toEqual(expected.results.map((result) => result.title));
  // «گنجشک» holds two of the three words; the others one.
  expect(headings[0]).toHaveTextContent('گنجشک');
  expect(screen.queryByText(/چیزی پیدا نشد/)).not.toBeInTheDocument();
});

test('a description that finds nothing is told to describe it otherwise, not to check its spelling', async () => {
  await renderSearchApp(`/search?q=${encodeURIComponent('زرافه کرگدن')}&type=text`);
  expect(await screen.findByText(/چیزی پیدا نشد/)).toBeInTheDocument();
  expect(await screen.findByText(/معنی را با واژه‌های دیگری توصیف کنید/)).toBeInTheDocument();
  expect(screen.queryByText(/املای واژه را بررسی کنید/)).not.toBeInTheDocument();
});

test('a loose answer marks the words that found it, not the function words («که», «است», «ای») around them', async () => {
  const q = 'پرنده‌ای که شب بیدار است';
  const view = await renderSearchApp(`/search?q=${encodeURIComponent(q)}&type=text`, {
    data: ['test/fixtures/first-minutes.jsonl'],
  });
  const region = await screen.findByRole('region', { name: 'نتیجه‌ها' });
  const headings = await within(region).findAllByRole('heading', { level: 2 });
  const expected = await searchOf(view.service, { q, type: 'text', partial: 'true' });
  expect(headings.map((heading) => heading.textContent)).toEqual(expected.results.map((result) => result.title));
  const marked = within(region)
    .queryAllByText(() => true, { selector: '.result__text mark' })
    .map((mark) => mark.textContent);
  expect(marked.length).toBeGreaterThan(0);
  expect(marked.filter((text) => /^(که|است|ای)$/.test(text ?? ''))).toEqual([]);
  // The word page a hit opens marks the same words.
  const link = within(headings[0] as HTMLElement).getByRole('link');
  expect(new URL(link.getAttribute('href') ?? '', 'http://x').searchParams.get('hl')).toBe('پرنده شب بیدار');
});

test('a meaning search ticked «only synonyms» asks the thesaurus alone: the words whose synonyms these are', async () => {
  const view = await renderSearchApp(`/search?q=${encodeURIComponent('آرزو')}&type=text`);
  const region = await screen.findByRole('region', { name: 'نتیجه‌ها' });
  await within(region).findAllByRole('listitem');
  const only = screen.getByRole('checkbox', { name: /^فقط مترادف‌ها/ });
  expect(only).not.toBeChecked();
  await view.user.click(only);
  await expect.poll(() => paramsOf(view).get('db')).toBe('motaradef');
  expect(paramsOf(view).get('type')).toBe('text');
  const expected = await searchOf(view.service, { q: 'آرزو', type: 'text', filter: 'motaradef' });
  expect(expected.results.length).toBeGreaterThan(0);
  // The motaradef fixture's «امید» lists «آرزو» among its synonyms.
  await waitFor(() =>
    expect(
      within(region)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(expected.results.map((result) => result.title)),
  );
  expect(expected.results.every((result) => result.db === 'motaradef')).toBe(true);
  expect(screen.getByRole('checkbox', { name: /^فقط مترادف‌ها/ })).toBeChecked();
  await view.user.click(screen.getByRole('checkbox', { name: /^فقط مترادف‌ها/ }));
  await expect.poll(() => paramsOf(view).get('db')).toBeNull();
});

test('an exact search offers no such box: it is a narrowing of meaning searches', async () => {
  await renderSearchApp(`/search?q=${encodeURIComponent('امید')}`);
  await screen.findByRole('region', { name: 'نتیجه‌ها' });
  expect(screen.queryByRole('checkbox', { name: /^فقط مترادف‌ها/ })).toBeNull();
});
