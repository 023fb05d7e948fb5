/**
 * The word page shows its headword's synonyms and opposites from the thesaurus, under whichever
 * dictionary's entry the reader opened: grouped by sense with the sense's English gloss, each word
 * a link to its own search, credited to the thesaurus's sources.
 */
import { screen, within } from '@testing-library/react';
import { afterAll, expect, test } from 'vitest';
import { renderApp } from '../../support/web/render-app';
import { startWebService } from '../../support/web/real-service';

const web = await startWebService([
  { db: 'fa2en', title: 'خوشحال', text: 'happy, glad' },
  {
    db: 'motaradef',
    title: 'خوشحال',
    text: '1. شاد، خرسند ≠ غمگین 2. خوش‌وقت<br><br>',
    thesaurus: [
      { gloss: 'happy (enjoying peace, comfort)', synonyms: ['شاد', 'خرسند'], antonyms: ['غمگین'] },
      { gloss: 'glad (pleased)', synonyms: ['خوش‌وقت'], antonyms: [] },
    ],
  },
]);
afterAll(() => web.stop());

const search = (word: string) => `/search?q=${encodeURIComponent(word)}`;

test("a fa2en entry shows the thesaurus's senses, each with its English gloss, each word a link", async () => {
  renderApp('/word/fa2en/خوشحال/1', { settings: web.settings, credits: web.credits });
  const section = await screen.findByRole('region', { name: 'مترادف و متضاد' });
  const [happy, glad] = within(section).getAllByRole('listitem');
  expect(within(happy!).getByText('happy (enjoying peace, comfort)')).toHaveAttribute('lang', 'en');
  expect(within(happy!).getByRole('link', { name: 'شاد' })).toHaveAttribute('href', search('شاد'));
  expect(within(happy!).getByRole('link', { name: 'خرسند' })).toHaveAttribute('href', search('خرسند'));
  expect(within(happy!).getByText('متضاد:', { exact: false })).toBeInTheDocument();
  expect(within(happy!).getByRole('link', { name: 'غمگین' })).toHaveAttribute('href', search('غمگین'));
  expect(within(glad!).getByText('glad (pleased)')).toBeInTheDocument();
  expect(within(glad!).getByRole('link', { name: 'خوش‌وقت' })).toBeInTheDocument();
  // Credited where it is shown: the thesaurus's sources, not fa2en's.
  expect(within(section).getByRole('link', { name: 'WordNet 3.0 licence' })).toBeInTheDocument();
});

test('an entry that knows no senses is read from its text: the words before «≠» and after it', async () => {
  renderApp('/word/moein/امید/1', { settings: web.settings, credits: web.credits });
  const section = await screen.findByRole('region', { name: 'مترادف و متضاد' });
  const links = within(section)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('/search'));
  expect(links.map((link) => link.textContent)).toEqual(['آرزو', 'امیدواری', 'انتظار', 'چشمداشت', 'ناامیدی', 'یأس']);
});

test('a headword the thesaurus lacks shows no section', async () => {
  renderApp('/word/moein/امیر/1', { settings: web.settings, credits: web.credits });
  await screen.findByRole('article', { name: 'امیر' });
  await screen.findByRole('region', { name: 'همین واژه در فرهنگ‌های دیگر' });
  expect(screen.queryByRole('region', { name: 'مترادف و متضاد' })).toBeNull();
});

test('in the English interface the section is named in English and the Persian words stay isolated', async () => {
  renderApp('/word/fa2en/خوشحال/1', { settings: web.settings, credits: web.credits, language: 'en' });
  const section = await screen.findByRole('region', { name: 'Synonyms and opposites' });
  expect(within(section).getAllByText(/^Synonyms:/)).toHaveLength(2);
  expect(within(section).getByText(/^Opposites:/)).toBeInTheDocument();
  expect(within(section).getByRole('link', { name: 'شاد' }).innerHTML).toBe('<bdi dir="auto" lang="fa">شاد</bdi>');
});
