import { expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { dbInfo, toDbName } from '../../../src/shared/catalog';
import { formatCount } from '../../../src/shared/digits';
import { mainRegion, paramsOf, renderSearchApp, searchOf } from './search-app';

function resultsRegion() {
  return screen.findByRole('region', { name: 'نتیجه‌ها' });
}

/** The word-page links of the results on screen, in order. */
async function resultLinks(): Promise<(string | null)[]> {
  const region = await resultsRegion();
  return within(region)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => within(heading).getByRole('link').getAttribute('href'));
}

function wordLinks(results: readonly { db: string; title: string; title_en: string; num: number }[]) {
  return results.map((r) => `/word/${r.db}/${encodeURIComponent(r.title || r.title_en)}/${r.num}`);
}

test('the number found is shown in Persian digits', async () => {
  const view = await renderSearchApp('/search?q=امید');
  const { num_found } = await searchOf(view.service, { q: 'امید' });
  expect(num_found).toBeGreaterThan(10);
  expect(await mainRegion().findByText(`${formatCount(num_found)} نتیجه`)).toBeInTheDocument();
});

test('the first load shows a skeleton and says it is searching', async () => {
  await renderSearchApp('/search?q=امید');
  expect(screen.getByText('در حال جست‌وجو…')).toHaveAttribute('role', 'status');
  expect(await resultsRegion()).toBeInTheDocument();
  expect(screen.queryByText('در حال جست‌وجو…')).not.toBeInTheDocument();
});

test('each result links to its word page and names its dictionary', async () => {
  const view = await renderSearchApp('/search?q=آسمان');
  const expected = await searchOf(view.service, { q: 'آسمان' });
  expect(await resultLinks()).toEqual(wordLinks(expected.results));
  const [list] = within(await resultsRegion()).getAllByRole('list');
  const [first] = within(list ?? document.body).getAllByRole('listitem');
  expect(first).toHaveTextContent(expected.results[0]?.text ?? 'missing');
  const db = toDbName(expected.results[0]?.db ?? '');
  expect(first).toHaveTextContent(db ? dbInfo(db).label : 'a known dictionary');
});

test('an English headword is isolated and marked as English', async () => {
  await renderSearchApp('/search?q=hope&db=en2fa');
  const [headword] = within(await resultsRegion()).getAllByText(/^hope$/i, { selector: 'a bdi' });
  expect(headword).toHaveAttribute('lang', 'en');
  expect(headword).toHaveAttribute('dir', 'ltr');
});

test('page 2 continues page 1, the URL says so, and Back and Forward restore each page', async () => {
  const view = await renderSearchApp('/search?q=امید');
  const page1 = await searchOf(view.service, { q: 'امید', start: '0', rows: '10' });
  const page2 = await searchOf(view.service, { q: 'امید', start: '10', rows: '10' });
  expect(await resultLinks()).toEqual(wordLinks(page1.results));

  const pages = screen.getByRole('navigation', { name: 'صفحه‌ها' });
  expect(within(pages).getByRole('link', { name: 'صفحهٔ ۱' })).toHaveAttribute('aria-current', 'page');
  await view.user.click(within(pages).getByRole('link', { name: /بعدی/ }));
  expect(paramsOf(view).get('page')).toBe('2');
  expect(await within(pages).findByRole('link', { name: 'صفحهٔ ۲' })).toHaveAttribute('aria-current', 'page');
  expect(await resultLinks()).toEqual(wordLinks(page2.results));

  await view.go(-1);
  expect(paramsOf(view).get('page')).toBeNull();
  expect(await resultLinks()).toEqual(wordLinks(page1.results));
  await view.go(1);
  expect(paramsOf(view).get('page')).toBe('2');
  expect(await resultLinks()).toEqual(wordLinks(page2.results));
});

test('the next page is fetched before the reader asks for it', async () => {
  const view = await renderSearchApp('/search?q=امید');
  await resultsRegion();
  await expect.poll(() => view.calls('search')).toBe(2);
  const page2 = await searchOf(view.service, { q: 'امید', start: '10', rows: '10' });
  const asked = view.calls('search');
  await view.user.click(screen.getByRole('link', { name: /بعدی/ }));
  expect(await resultLinks()).toEqual(wordLinks(page2.results));
  expect(view.calls('search')).toBe(asked);
});

test('choosing rows per page starts again from page 1', async () => {
  const view = await renderSearchApp('/search?q=امید&page=2');
  const { num_found } = await searchOf(view.service, { q: 'امید' });
  await resultsRegion();
  await view.user.selectOptions(screen.getByRole('combobox', { name: 'نتیجه در هر صفحه' }), '۲۰');
  expect(paramsOf(view).get('rows')).toBe('20');
  expect(paramsOf(view).get('page')).toBeNull();
  await expect.poll(async () => (await resultLinks()).length).toBe(Math.min(num_found, 20));
  expect(screen.queryByRole('navigation', { name: 'صفحه‌ها' })).not.toBeInTheDocument();
});

test('the type switch changes the search type and returns to page 1', async () => {
  const view = await renderSearchApp('/search?q=صلام&page=2');
  await screen.findByRole('heading', { name: 'منظورتان این بود؟' });
  const types = screen.getByRole('group', { name: 'نوع جست‌وجو' });
  expect(within(types).getByRole('radio', { name: 'دقیق' })).toBeChecked();
  await view.user.click(within(types).getByRole('radio', { name: 'هم‌آوا' }));
  expect(paramsOf(view).get('type')).toBe('ava');
  expect(paramsOf(view).get('page')).toBeNull();
  expect(within(types).getByRole('radio', { name: 'هم‌آوا' })).toBeChecked();
  const expected = await searchOf(view.service, { q: 'صلام', type: 'ava' });
  expect(expected.num_found).toBeGreaterThan(0);
  expect(await resultLinks()).toEqual(wordLinks(expected.results));
});

test('↓ on the search-type radios moves to the next type, as a radio group does; it is not a results shortcut', async () => {
  const view = await renderSearchApp('/search?q=امید');
  await resultsRegion();
  const types = screen.getByRole('group', { name: 'نوع جست‌وجو' });
  const radios = within(types).getAllByRole('radio');
  const at = radios.findIndex((radio) => radio instanceof HTMLInputElement && radio.checked);
  const next = radios[at + 1];
  if (!next) throw new Error('the checked type is the last one');
  radios[at]?.focus();
  await view.user.keyboard('{ArrowDown}');
  expect(next).toBeChecked();
  expect(next).toHaveFocus();
  expect(view.location().search).toContain(`type=${next.getAttribute('value') ?? ''}`);
});

test('a keydown that is no KeyboardEvent (Chrome autofill sends one) is no shortcut and throws nothing', async () => {
  await renderSearchApp('/search?q=امید');
  await resultsRegion();
  const thrown: unknown[] = [];
  const onError = (event: ErrorEvent) => {
    thrown.push(event.error);
    event.preventDefault();
  };
  window.addEventListener('error', onError);
  try {
    const radio = within(screen.getByRole('group', { name: 'نوع جست‌وجو' })).getAllByRole('radio')[0];
    const event = new Event('keydown', { bubbles: true, cancelable: true });
    radio?.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  } finally {
    window.removeEventListener('error', onError);
  }
  expect(thrown).toEqual([]);
});

test('a Persian meaning shows its numbers in Persian digits, as the word page does', async () => {
  await renderSearchApp('/search?q=امید&db=moein');
  const region = await resultsRegion();
  expect(within(region).getByText(/۱ - آرزو\. ۲ - چشمداشت\./)).toBeInTheDocument();
  expect(within(region).queryByText(/1 - آرزو/)).not.toBeInTheDocument();
});

test('↓ and ↑ move the focus through the result headwords; the search box keeps its own arrows', async () => {
  const view = await renderSearchApp('/search?q=امید');
  const region = await resultsRegion();
  expect((await resultLinks()).length).toBeGreaterThan(1);
  const headwords = within(region)
    .getAllByRole('heading', { level: 2 })
    .map((h) => within(h).getByRole('link'));
  const box = screen.getByRole('combobox', { name: 'جست‌وجوی واژه' });
  box.blur();
  await view.user.keyboard('{ArrowDown}');
  expect(headwords[0]).toHaveFocus();
  await view.user.keyboard('{ArrowDown}');
  expect(headwords[1]).toHaveFocus();
  await view.user.keyboard('{ArrowUp}');
  expect(headwords[0]).toHaveFocus();
  box.focus();
  await view.user.keyboard('{ArrowDown}');
  expect(box).toHaveFocus();
});

test('entries of one headword in one dictionary are told apart by their sense number in the link', async () => {
  const view = await renderSearchApp('/search?q=امید&db=moein');
  const expected = await searchOf(view.service, { q: 'امید', filter: 'moein' });
  const region = await resultsRegion();
  const names = within(region)
    .getAllByRole('link')
    .map((link) => link.textContent);
  expect(expected.results.map((r) => r.title)).toEqual(['امید', 'امید', 'امید']);
  expect(names).toEqual(['امید ۱', 'امید ۲', 'امید ۳']);
});

test('a page past the last one says so and sends the reader to the page numbers, «باز کنید» spelled apart', async () => {
  await renderSearchApp('/search?q=امید&page=9');
  expect(
    await mainRegion().findByText('این صفحه نتیجه‌ای ندارد؛ از شماره‌های پایین صفحه‌ای دیگر را باز کنید.'),
  ).toBeInTheDocument();
});
