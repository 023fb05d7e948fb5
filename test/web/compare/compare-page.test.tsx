import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, expect, onTestFinished, test, vi } from 'vitest';
import { DATABASES } from '../../../src/shared/catalog';
import { toPersianDigits } from '../../../src/shared/digits';
import { startWebService } from '../../support/web/real-service';
import { renderApp } from '../../support/web/render-app';
import { COMPARE_ENTRIES } from './compare-entries';

const web = await startWebService(COMPARE_ENTRIES);
afterAll(() => web.stop());

function renderCompare(path: string) {
  return renderApp(path, { settings: web.settings });
}

const DEFAULT_COLUMNS = ['لغت‌نامه دهخدا', 'فرهنگ فارسی معین', 'فرهنگ فارسی عمید', 'واژگان مترادف و متضاد'];

/** The columns' names, in the order they are on the page. */
async function columnNames(): Promise<string[]> {
  const headings = await screen.findAllByRole('heading', { level: 2 });
  return headings.map((h) => h.textContent ?? '').filter((name) => name !== 'گونه‌های محلی');
}

function column(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

/**
 * This test's own `/v3/<op>` requests (of one search type, if given), as the app sends them: a late
 * answer to an earlier test, in the service's shared log, cannot count.
 */
function spyRequests(): (op: 'word' | 'search', type?: 'exact' | 'text', holding?: string) => number {
  const fetches = vi.spyOn(globalThis, 'fetch');
  onTestFinished(() => fetches.mockRestore());
  return (op, type, holding) =>
    fetches.mock.calls.filter(([input]) => {
      const url = String(input);
      return (
        url.includes(`/v3/${op}?`) &&
        (type === undefined || url.includes(`type=${type}`)) &&
        (holding === undefined || url.includes(holding))
      );
    }).length;
}

test('the default columns are Dehkhoda, Moein, Amid and the synonyms, each with its own entry', async () => {
  const requests = spyRequests();
  renderCompare('/compare?word=آسمان');
  await screen.findByRole('region', { name: 'لغت‌نامه دهخدا' });
  expect(await columnNames()).toEqual(DEFAULT_COLUMNS);
  // The first entry of each column is shown in full (from /v3/word), markup and all.
  await waitFor(() =>
    expect(
      within(column('لغت‌نامه دهخدا')).getByText('آسمان. [ س ْ ] (اِ) سقف نیلگون که بر فراز زمین دیده می‌شود؛ سپهر.'),
    ).toBeInTheDocument(),
  );
  expect(within(column('فرهنگ فارسی معین')).getByText('(س) (اِ.) فلک، گردون.')).toBeInTheDocument();
  expect(await within(column('فرهنگ فارسی عمید')).findByText('آسمان', { selector: 'b' })).toBeInTheDocument();
  expect(within(column('واژگان مترادف و متضاد')).getByText(/سپهر، فلک، گردون ≠ زمین/)).toBeInTheDocument();
  // Each column asked for its first entry's meaning once, and none is still waiting or failed.
  expect(requests('word')).toBe(DEFAULT_COLUMNS.length);
  await waitFor(() => {
    for (const [name, text] of [
      ['لغت‌نامه دهخدا', 'آسمان. [ س ْ ] (اِ) سقف نیلگون که بر فراز زمین دیده می‌شود؛ سپهر.'],
      ['فرهنگ فارسی معین', '(س) (اِ.) فلک، گردون.'],
      ['واژگان مترادف و متضاد', /سپهر، فلک، گردون ≠ زمین/],
    ] as const) {
      expect(within(column(name)).getByText(text)).not.toHaveAttribute('aria-busy');
    }
  });
  expect(screen.queryByText(/معنی کامل آورده نشد/)).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('«آسمان» در فرهنگ‌ها');
  await waitFor(() => expect(document.title).toBe('مقایسهٔ «آسمان» | فرهنگ'));
});

test('each entry links to its own page', async () => {
  renderCompare('/compare?word=آسمان');
  const moein = await screen.findByRole('region', { name: 'فرهنگ فارسی معین' });
  const link = within(moein).getByRole('link', { name: 'صفحهٔ مدخل آسمان در فرهنگ فارسی معین' });
  expect(decodeURI(link.getAttribute('href') ?? '')).toBe('/word/moein/آسمان/1');
});

test('the entry page opened from a column shows the meaning the column fetched, without asking again', async () => {
  const requests = spyRequests();
  // Moein's entry; the word page also asks the thesaurus's entry of «آسمان», for its synonyms, and
  // the headword's forms and examples apart.
  const wordRequests = () => requests('word', undefined, 'db=moein') - requests('word', undefined, 'forms=true');
  const { user, location } = renderCompare('/compare?word=آسمان&db=moein');
  const moein = await screen.findByRole('region', { name: 'فرهنگ فارسی معین' });
  // The column asks for its first entry's full meaning once, and shows it.
  await expect.poll(wordRequests).toBe(1);
  await waitFor(() => expect(within(moein).getByText('(س) (اِ.) فلک، گردون.')).toBeInTheDocument());
  await user.click(within(moein).getByRole('link', { name: 'صفحهٔ مدخل آسمان در فرهنگ فارسی معین' }));
  const article = await screen.findByRole('article', { name: 'آسمان' });
  expect(decodeURI(location().pathname)).toBe('/word/moein/آسمان/1');
  // On a loaded machine the meaning may be drawn a render after the article; that it came from the
  // column's answer, not a second request, is the count below.
  expect(await within(article).findByText('(س) (اِ.) فلک، گردون.')).toBeInTheDocument();
  // The page's other request (the same word elsewhere) has come back: the page is done asking.
  await screen.findByRole('navigation', { name: 'همین واژه در فرهنگ پیشین و بعدی' });
  expect(wordRequests()).toBe(1);
});

test('one exact search serves the columns and the dialects', async () => {
  const requests = spyRequests();
  renderCompare('/compare?word=نون');
  const section = await screen.findByRole('region', { name: 'گونه‌های محلی' });
  expect(await within(section).findByText('«نون» خود در این گویش‌ها آمده است:')).toBeInTheDocument();
  expect(await columnNames()).toEqual(DEFAULT_COLUMNS);
  expect(requests('search', 'exact')).toBe(1);
  // The dialects' own request: the meaning search for their regional forms.
  expect(requests('search', 'text')).toBe(1);
});

test('a dictionary without the word says so; one with two entries numbers them', async () => {
  renderCompare('/compare?word=سلام');
  const moein = await screen.findByRole('region', { name: 'فرهنگ فارسی معین' });
  expect(within(moein).getByText('در این فرهنگ نیست')).toBeInTheDocument();
  const dehkhoda = column('لغت‌نامه دهخدا');
  const entries = within(dehkhoda).getAllByRole('article');
  expect(entries.map((entry) => within(entry).getByRole('heading', { level: 3 }).textContent)).toEqual([
    'سلام (۱)',
    'سلام (۲)',
  ]);
  expect(within(dehkhoda).getByText('سلام. (اِخ) نام کوهی در شمال که چوپانان از آن یاد می‌کنند.')).toBeInTheDocument();
});

test('a later entry shows its snippet, and its full meaning when asked', async () => {
  const { user } = renderCompare('/compare?word=آسمان');
  const amid = await screen.findByRole('region', { name: 'فرهنگ فارسی عمید' });
  const second = within(amid).getAllByRole('article')[1];
  if (!second) throw new Error('amid has no second entry');
  expect(within(second).getByText(/بسیار\.\.\.$/)).toBeInTheDocument();
  await user.click(within(second).getByRole('button', { name: 'معنی کامل آسمان در فرهنگ فارسی عمید' }));
  expect(await within(second).findByText(/در شعر کهن نیز بسیار آمده است و ۲ گونهٔ دیگر هم دارد\./)).toBeInTheDocument();
  expect(within(second).queryByRole('button', { name: /معنی کامل/ })).not.toBeInTheDocument();
});

test('pressing «معنی کامل» from the keyboard leaves the focus on the meaning it brought', async () => {
  const { user } = renderCompare('/compare?word=آسمان&db=amid');
  const amid = await screen.findByRole('region', { name: 'فرهنگ فارسی عمید' });
  const second = within(amid).getAllByRole('article')[1];
  if (!second) throw new Error('amid has no second entry');
  within(second).getByRole('button', { name: 'معنی کامل آسمان در فرهنگ فارسی عمید' }).focus();
  await user.keyboard('{Enter}');
  const full = await within(second).findByText(/در شعر کهن نیز بسیار آمده است و ۲ گونهٔ دیگر هم دارد\./);
  // The button is gone; the focus went on to the meaning it brought, not back to the page.
  const meaning = within(second).getByRole('group', { name: 'معنی کامل آسمان در فرهنگ فارسی عمید' });
  expect(meaning).toHaveFocus();
  expect(meaning).toContainElement(full);
});

test('the dialects are gathered as regional forms of the standard word, not as columns', async () => {
  renderCompare('/compare?word=آب');
  const section = await screen.findByRole('region', { name: 'گونه‌های محلی' });
  const rows = await within(section).findAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual(['اصفهانی: اُو — آب؛ آب روان.', 'مازنی: اُو — به معنای «آب».']);
  // Tehrani «آبجی» mentions آب in passing but is the form of «خواهر».
  expect(within(section).queryByText(/آبجی/)).not.toBeInTheDocument();
  expect(
    decodeURI(
      within(rows[0] ?? section)
        .getByRole('link', { name: 'اُو' })
        .getAttribute('href') ?? '',
    ),
  ).toBe('/word/isfahani/اُو/1');
  // None of the four columns has آب: each says so, and the regional forms still show.
  for (const name of DEFAULT_COLUMNS) expect(within(column(name)).getByText('در این فرهنگ نیست')).toBeInTheDocument();
});

test('a dialect whose meaning is just the standard word counts as a regional form too', async () => {
  renderCompare('/compare?word=آسمان');
  const section = await screen.findByRole('region', { name: 'گونه‌های محلی' });
  expect(await within(section).findByRole('listitem')).toHaveTextContent('گنابادی: آسمو — آسمان.');
});

test('a dialect headword spelled like the word is listed as such', async () => {
  renderCompare('/compare?word=نون');
  const section = await screen.findByRole('region', { name: 'گونه‌های محلی' });
  expect(await within(section).findByText('«نون» خود در این گویش‌ها آمده است:')).toBeInTheDocument();
  expect(within(section).getByRole('listitem')).toHaveTextContent('تهرانی: نون — به معنای «نان».');
});

test('choosing dictionaries updates the address and the columns', async () => {
  const { user, location } = renderCompare('/compare?word=امید');
  await screen.findByRole('region', { name: 'فرهنگ فارسی معین' });
  await user.click(screen.getByText(`فرهنگ‌ها (۱۰ از ${toPersianDigits(DATABASES.length)})`));
  await user.click(screen.getByRole('checkbox', { name: 'معین' }));
  await expect.poll(() => location().search).not.toContain('moein');
  await user.click(screen.getByRole('checkbox', { name: 'سره' }));
  await expect
    .poll(() => location().search)
    .toBe(
      `?word=${encodeURIComponent('امید')}&db=dehkhoda,amid,motaradef,sareh,isfahani,bakhtiari,tehrani,dezfuli,gonabadi,mazani`,
    );
  // The column's text is the snippet, then the full meaning: ask the page as it is each time.
  await waitFor(() =>
    expect(
      within(screen.getByRole('region', { name: 'فرهنگ واژه‌های سره' })).getByText('چشمداشت (به جای انتظار)'),
    ).toBeInTheDocument(),
  );
  expect(await columnNames()).toEqual([
    'لغت‌نامه دهخدا',
    'فرهنگ فارسی عمید',
    'واژگان مترادف و متضاد',
    'فرهنگ واژه‌های سره',
  ]);
  expect(screen.getByRole('checkbox', { name: 'معین' })).not.toBeChecked();
});

test('choosing columns reads the exact answer already here, and the dialects keep their meaning search', async () => {
  const requests = spyRequests();
  const searches = (type: 'exact' | 'text') => requests('search', type);
  const { user } = renderCompare('/compare?word=آسمان');
  const section = await screen.findByRole('region', { name: 'گونه‌های محلی' });
  expect(await within(section).findByRole('listitem')).toHaveTextContent('گنابادی: آسمو — آسمان.');
  await screen.findByRole('region', { name: 'فرهنگ فارسی معین' });
  expect([searches('exact'), searches('text')]).toEqual([1, 1]);
  await user.click(screen.getByText(`فرهنگ‌ها (۱۰ از ${toPersianDigits(DATABASES.length)})`));
  await user.click(screen.getByRole('checkbox', { name: 'معین' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'فرهنگ فارسی معین' })).not.toBeInTheDocument());
  await user.click(screen.getByRole('checkbox', { name: 'فارسی به انگلیسی' }));
  const fa2en = await screen.findByRole('region', { name: 'دیکشنری فارسی به انگلیسی' });
  await waitFor(() => expect(within(fa2en).getByText('sky, heaven')).toBeInTheDocument());
  expect(await columnNames()).toEqual([
    'لغت‌نامه دهخدا',
    'فرهنگ فارسی عمید',
    'واژگان مترادف و متضاد',
    'دیکشنری فارسی به انگلیسی',
  ]);
  expect(within(section).getByRole('listitem')).toHaveTextContent('گنابادی: آسمو — آسمان.');
  expect([searches('exact'), searches('text')]).toEqual([1, 1]);
  // Dropping a dialect asks its meaning search anew (it is keyed by the dialects), not the exact one.
  await user.click(screen.getByRole('checkbox', { name: 'گنابادی' }));
  expect(
    await within(section).findByText('در گویش‌های برگزیده گونهٔ محلی‌ای برای «آسمان» نیامده است.'),
  ).toBeInTheDocument();
  expect([searches('exact'), searches('text')]).toEqual([1, 2]);
});

test('the comparison opened from the word page reads the exact answer the word page has', async () => {
  const requests = spyRequests();
  const searches = (type: 'exact' | 'text') => requests('search', type);
  const { user } = renderCompare('/word/moein/امید/1');
  const link = await screen.findByRole('link', { name: 'مقایسه در فرهنگ‌ها' });
  expect(searches('exact')).toBe(1);
  await user.click(link);
  const moein = await screen.findByRole('region', { name: 'فرهنگ فارسی معین' });
  expect(await within(moein).findAllByRole('article')).toHaveLength(3);
  const section = screen.getByRole('region', { name: 'گونه‌های محلی' });
  expect(
    await within(section).findByText('در گویش‌های برگزیده گونهٔ محلی‌ای برای «امید» نیامده است.'),
  ).toBeInTheDocument();
  expect(searches('exact')).toBe(1);
});

test('without dialects chosen there is no regional forms section', async () => {
  renderCompare('/compare?word=امید&db=moein,wiki');
  expect(await columnNames()).toEqual(['فرهنگ فارسی معین', 'واژه‌نامه آزاد']);
  expect(screen.queryByRole('region', { name: 'گونه‌های محلی' })).not.toBeInTheDocument();
});

test('unknown dictionary names in the address are set aside, with a notice', async () => {
  renderCompare('/compare?word=امید&db=moein,klingon');
  expect(await screen.findByText(/این نام‌ها فرهنگی از این سرویس نیستند/)).toHaveTextContent('klingon');
  expect(await columnNames()).toEqual(['فرهنگ فارسی معین']);
});

test('an address naming only unknown dictionaries compares in the default ones', async () => {
  renderCompare('/compare?word=امید&db=klingon');
  expect(await screen.findByText(/این نام‌ها فرهنگی از این سرویس نیستند/)).toHaveTextContent('klingon');
  await screen.findByRole('region', { name: 'لغت‌نامه دهخدا' });
  expect(await columnNames()).toEqual(DEFAULT_COLUMNS);
});

test('no word, or a blank one: the page asks for one', async () => {
  renderCompare('/compare?word=%20%20');
  expect(await screen.findByText('واژه‌ای بنویسید تا معنی آن را در فرهنگ‌ها کنار هم ببینید.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'مقایسه در فرهنگ‌ها' })).toBeInTheDocument();
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});

test('a word longer than the service accepts gets a clear message, not a service error', async () => {
  renderCompare(`/compare?word=${'ب'.repeat(101)}`);
  expect(await screen.findByText('این واژه بلندتر از ۱۰۰ نویسه است؛ واژهٔ کوتاه‌تری بنویسید.')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('nothing chosen: the page asks for a dictionary', async () => {
  renderCompare('/compare?word=امید&db=');
  expect(await screen.findByText('دست‌کم یک فرهنگ را از فهرست «فرهنگ‌ها» برگزینید.')).toBeInTheDocument();
});

test('a word no chosen dictionary has: a not-found panel with a way to search', async () => {
  renderCompare('/compare?word=ناموجودستان');
  expect(
    await screen.findByRole('heading', { level: 2, name: 'این واژه در فرهنگ‌های برگزیده نیامده است' }),
  ).toBeInTheDocument();
  const link = screen.getByRole('link', { name: 'جست‌وجوی واژه‌های نزدیک به «ناموجودستان» در همهٔ فرهنگ‌ها' });
  expect(decodeURIComponent(link.getAttribute('href') ?? '')).toBe('/search?q=ناموجودستان&type=like');
});

test('another word from the form keeps the chosen dictionaries', async () => {
  const { user, location } = renderCompare('/compare?word=امید&db=moein,sareh');
  await screen.findByRole('region', { name: 'فرهنگ فارسی معین' });
  const form = screen.getByRole('search', { name: 'مقایسهٔ واژه‌ای دیگر' });
  const input = within(form).getByRole('searchbox', { name: 'واژه' });
  await user.clear(input);
  await user.type(input, 'آسمان');
  await user.click(within(form).getByRole('button', { name: 'مقایسه' }));
  await expect.poll(() => location().search).toBe(`?word=${encodeURIComponent('آسمان')}&db=moein,sareh`);
  await waitFor(() =>
    expect(
      within(screen.getByRole('region', { name: 'فرهنگ فارسی معین' })).getByText('(س) (اِ.) فلک، گردون.'),
    ).toBeInTheDocument(),
  );
});

test('an entry with a pronunciation has it read out as such; one without has no line for it', async () => {
  renderCompare('/compare?word=آسمان&db=dehkhoda,moein');
  const moein = await screen.findByRole('region', { name: 'فرهنگ فارسی معین' });
  const pron = within(moein).getByText((_, node) => node?.tagName === 'P' && node.textContent === 'تلفظ: āsmān');
  expect(within(pron).getByText('تلفظ:')).toHaveClass('visually-hidden');
  expect(within(column('لغت‌نامه دهخدا')).queryByText(/تلفظ/)).not.toBeInTheDocument();
});

test('hostile markup in a full meaning is sanitised here too', async () => {
  renderCompare('/compare?word=پیوند&db=wiki');
  const wiki = await screen.findByRole('region', { name: 'واژه‌نامه آزاد' });
  const bold = await within(wiki).findByText('پیوند', { selector: 'b' });
  expect(bold).toBeInTheDocument();
  expect(within(wiki).getByText('پیوند بد')).not.toHaveAttribute('href');
  expect(wiki.innerHTML).not.toMatch(/<script|<img|<style|style=|onclick|onerror|javascript:|pwned/);
  expect(document.body.dataset['pwned']).toBeUndefined();
});

test('the word page links to the comparison of its headword', async () => {
  const { user, location } = renderCompare('/word/moein/امید/1');
  await user.click(await screen.findByRole('link', { name: 'مقایسه در فرهنگ‌ها' }));
  await expect.poll(() => location().pathname).toBe('/compare');
  expect(location().search).toBe(`?word=${encodeURIComponent('امید')}`);
  await screen.findByRole('region', { name: 'لغت‌نامه دهخدا' });
  expect(await columnNames()).toEqual(DEFAULT_COLUMNS);
});
