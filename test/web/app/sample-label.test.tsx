/**
 * The dictionaries that hold our own sample text say so wherever a reader meets their entries
 * (results, word page, chips), and never where the data is real or unknown (another service).
 */
import { screen, within } from '@testing-library/react';
import { afterAll, expect, test } from 'vitest';
import { renderApp } from '../../support/web/render-app';
import { startWebService } from '../../support/web/real-service';

const web = await startWebService();
afterAll(() => web.stop());

const SAMPLE = /^نمونه/;

/** The result item whose link opens an entry of `db`. */
async function resultIn(db: string): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name: 'نتیجه‌ها' });
  const item = within(region)
    .getAllByRole('listitem')
    .find((candidate) =>
      within(candidate)
        .queryAllByRole('link')
        .some((link) => link.getAttribute('href')?.startsWith(`/word/${db}/`)),
    );
  if (item === undefined) throw new Error(`no result of ${db}`);
  return item;
}

test('a result from a sample dictionary carries «نمونه»; one from Wiktionary data does not', async () => {
  const view = renderApp('/search?q=امید', { settings: web.settings, credits: web.credits });
  const moein = await resultIn('moein');
  expect(within(moein).getByText('معین')).toBeInTheDocument();
  expect(within(moein).getByText(SAMPLE)).toHaveAttribute('title', expect.stringContaining('نه متن این فرهنگ'));
  view.unmount();

  renderApp('/search?q=hope', { settings: web.settings, credits: web.credits });
  const english = await resultIn('en2fa');
  expect(within(english).getByText('انگلیسی به فارسی')).toBeInTheDocument();
  expect(within(english).queryByText(SAMPLE)).toBeNull();
});

test('a sample entry says so on its word page, under the dictionary name and in its credit line', async () => {
  renderApp('/word/moein/امید/1', { settings: web.settings, credits: web.credits });
  const article = await screen.findByRole('article', { name: 'امید' });
  expect(within(article).getByText(SAMPLE)).toBeInTheDocument();
  expect(within(article).getByText(/این مدخل از نمونه‌ای است که وب‌گاهِ فرهنگ خود نوشته است/)).toBeInTheDocument();
  expect(within(article).getByRole('link', { name: 'دربارهٔ فرهنگ‌ها و منبع‌هایشان' })).toHaveAttribute(
    'href',
    '/about',
  );
});

test('a Wiktionary entry names its source and links its licence, with no sample label', async () => {
  renderApp('/word/fa2en/امید/1', { settings: web.settings, credits: web.credits });
  const article = await screen.findByRole('article', { name: 'امید' });
  expect(within(article).queryByText(SAMPLE)).toBeNull();
  const source = within(article).getByRole('link', { name: 'Wiktionary contributors' });
  expect(source).toHaveAttribute('href', 'https://en.wiktionary.org/');
  expect(source).toHaveAttribute('rel', 'noreferrer');
  const licence = within(article).getByRole('link', { name: 'CC BY-SA 3.0 / GFDL' });
  expect(licence).toHaveAttribute('href', 'https://creativecommons.org/licenses/by-sa/3.0/');
  expect(licence).toHaveAttribute('rel', 'license noreferrer');
});

test('an entry of a dictionary built from several sources names each, with its licence linked', async () => {
  renderApp('/word/motaradef/امید/1', { settings: web.settings, credits: web.credits });
  const article = await screen.findByRole('article', { name: 'امید' });
  expect(within(article).queryByText(SAMPLE)).toBeNull();
  const credit = within(article).getByText(/^منبع‌ها:/);
  // Wiktionary three ways (its tables, the wordnet's links, its Persian entries), two wordnets.
  expect(within(credit).getAllByRole('link', { name: 'Wiktionary contributors' })).toHaveLength(3);
  expect(
    within(credit).getByRole('link', { name: 'Persian WordNet (Mortaza Montazery, Heshaam Faili)' }),
  ).toBeInTheDocument();
  expect(within(credit).getByRole('link', { name: 'free to use (the author’s grant)' })).toHaveAttribute(
    'href',
    'https://github.com/omwn/omw-data/blob/f75be19ec590da12a7a5665e361690b5badb7a25/wns/fas/LICENSE',
  );
  expect(within(credit).getByRole('link', { name: 'WordNet 3.0 licence' })).toHaveAttribute(
    'rel',
    'license noreferrer',
  );
});

test('the chips of sample dictionaries carry «نمونه»; those of open data do not, and name their sources', async () => {
  renderApp('/search?q=امید', { settings: web.settings, credits: web.credits });
  await resultIn('moein');
  const chips = within(screen.getByRole('region', { name: 'فرهنگ‌ها' }));
  expect(chips.getByRole('button', { name: 'معین نمونه' })).toHaveAttribute('title', 'فرهنگ فارسی معین');
  expect(chips.getByRole('button', { name: 'فارسی به انگلیسی' })).toHaveAttribute(
    'title',
    'دیکشنری فارسی به انگلیسی — Wiktionary contributors (برگرفته با Wiktextract) — CC BY-SA 3.0 / GFDL',
  );
  expect(chips.getByRole('button', { name: 'انگلیسی به فارسی' })).toBeInTheDocument();
  const thesaurus = chips.getByRole('button', { name: 'مترادف و متضاد' });
  expect(thesaurus).toHaveAttribute(
    'title',
    expect.stringContaining('Persian WordNet (Mortaza Montazery, Heshaam Faili)'),
  );
  expect(thesaurus).toHaveAttribute('title', expect.stringContaining('WordNet 3.0 licence'));
});

test('against another v3 service the app labels nothing and credits nobody: it knows none of its sources', async () => {
  // The credits describe the service that served the app; the reader's settings ask another.
  const elsewhere = { ...web.credits, baseUrl: 'https://farhang.example' };
  const view = renderApp('/word/moein/امید/1', { settings: web.settings, credits: elsewhere });
  const article = await screen.findByRole('article', { name: 'امید' });
  expect(within(article).queryByText(SAMPLE)).toBeNull();
  expect(within(article).queryByText(/نمونه/)).toBeNull();
  view.unmount();
  renderApp('/word/en2fa/hope/1', { settings: web.settings, credits: elsewhere });
  const english = await screen.findByRole('article', { name: 'hope' });
  expect(within(english).queryByRole('link', { name: 'Wiktionary contributors' })).toBeNull();
});

test('a comparison labels the sample column and keeps the dictionary name as the column name', async () => {
  renderApp('/compare?word=امید&db=moein,fa2en', { settings: web.settings, credits: web.credits });
  const moein = await screen.findByRole('region', { name: 'فرهنگ فارسی معین' });
  expect(within(moein).getByText(SAMPLE)).toBeInTheDocument();
  const fa2en = screen.getByRole('region', { name: 'دیکشنری فارسی به انگلیسی' });
  expect(within(fa2en).queryByText(SAMPLE)).toBeNull();
});
