/**
 * The word page's sections under the entry, drawn from the real service: how common the headword
 * is, examples from real text, and its forms — headed in the reader's language, the forms made by
 * the service's morphology with the romanisations the entry lists.
 */
import { screen, within } from '@testing-library/react';
import { afterAll, expect, test } from 'vitest';
import type { EntryInput } from '../../../src/server/dictionary/entries';
import { renderApp } from '../../support/web/render-app';
import { startWebService } from '../../support/web/real-service';

/** Persian–English entries as Wiktionary's read: the part of speech, the forms and romanisations. */
const GO: EntryInput = {
  db: 'fa2en',
  title: 'رفتن',
  text: '<i>verb</i><br><ol><li>to go</li></ol>',
  alternates: ['می‌روم', 'mí-ravam', 'mí-ram', 'raftan', 'rafté búdand'],
};
const NEWS: EntryInput = {
  db: 'fa2en',
  title: 'خبر',
  text: '<i>noun</i><br><ol><li>news</li></ol>',
  alternates: ['اخبار', 'axbâr', 'xabar-hâ'],
};

/** «امید» is a noun in the Persian–English dictionary too, beside the fixture's entry of it. */
const HOPE: EntryInput = {
  db: 'fa2en',
  title: 'امید',
  text: '<i>noun</i><br><ol><li>hope</li></ol>',
  alternates: ['امیدها', 'omid', 'omid-hâ'],
};

const web = await startWebService([GO, NEWS, HOPE]);
afterAll(() => web.stop());

const sections = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

test('in English the sections are headed «How common», «Examples» and «Forms»', async () => {
  renderApp('/word/moein/امید/1', { settings: web.settings, language: 'en' });
  await screen.findByRole('heading', { name: 'Forms' });
  expect(sections()).toEqual(expect.arrayContaining(['How common', 'Examples', 'Forms']));
  const common = screen.getByRole('region', { name: 'How common' });
  expect(within(common).getByText('Very common')).toBeInTheDocument();
  expect(common).toHaveTextContent('Among the 1,000 commonest words of the list');
});

test('in Persian they are headed in Persian', async () => {
  renderApp('/word/moein/امید/1', { settings: web.settings });
  await screen.findByRole('heading', { name: 'صورت‌های واژه' });
  expect(sections()).toEqual(expect.arrayContaining(['میزان کاربرد', 'نمونه از متن‌های واقعی', 'صورت‌های واژه']));
});

test('examples are sentences of open corpora with the form marked, each credited with its licence', async () => {
  renderApp('/word/moein/امید/1', { settings: web.settings, language: 'en' });
  const examples = await screen.findByRole('region', { name: 'Examples' });
  const items = within(examples).getAllByRole('listitem');
  expect(items.length).toBeGreaterThanOrEqual(1);
  expect(items.length).toBeLessThanOrEqual(3);
  for (const item of items) {
    // The marked form is a form of «امید» the sentence holds.
    expect(item.querySelector('mark')?.textContent).toMatch(/^امید/);
    expect(
      within(item).getByRole('link', { name: /^(UD Persian-PerDT|UD Persian-Seraji|Shekasteh)$/ }),
    ).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: /^(CC BY-SA 4\.0|MIT)$/ })).toHaveAttribute(
      'rel',
      'license noopener noreferrer',
    );
  }
});

test("a verb's tenses: every person, affirmative beside negative, the colloquial form and the romanisation beside", async () => {
  renderApp('/word/fa2en/رفتن/1', { settings: web.settings, language: 'en' });
  const forms = await screen.findByRole('region', { name: 'Forms' });
  const present = within(forms).getByRole('table', { name: 'Present' });
  const rows = within(present).getAllByRole('row');
  expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual([
    'Person',
    'I',
    'you',
    'he, she',
    'we',
    'you (plural)',
    'they',
  ]);
  const first = rows[1];
  if (first === undefined) throw new Error('no first person');
  expect(within(first).getByRole('link', { name: 'می‌روم' })).toHaveAttribute(
    'href',
    `/search?q=${encodeURIComponent('می‌روم')}`,
  );
  expect(first).toHaveTextContent('mí-ravam');
  expect(first).toHaveTextContent('spoken: می‌رم');
  expect(within(first).getByRole('link', { name: 'نمی‌روم' })).toBeInTheDocument();
  const tenses = within(forms)
    .getAllByRole('group')
    .map((group) => group.querySelector('summary')?.textContent);
  expect(tenses.map((name) => name?.split(' ')[0])).toEqual(
    expect.arrayContaining(['Present', 'Simple', 'Subjunctive', 'Imperative', 'Future', 'Past']),
  );
});

test('the form the reader came from is marked, its tense open', async () => {
  const form = 'رفته بودند';
  renderApp(`/word/fa2en/رفتن/1?form=${encodeURIComponent(form)}`, { settings: web.settings, language: 'en' });
  const forms = await screen.findByRole('region', { name: 'Forms' });
  const asked = within(forms).getByRole('link', { name: form });
  expect(asked).toHaveAttribute('aria-current', 'true');
  expect(asked.closest('details')).toHaveAttribute('open');
  expect(within(forms).getByRole('table', { name: 'Present' }).closest('details')).not.toHaveAttribute('open');
  expect(asked.parentElement).toHaveTextContent('rafté búdand');
});

test('a noun with a broken plural: «ها» and the broken plural, each with its romanisation', async () => {
  renderApp('/word/fa2en/خبر/1', { settings: web.settings, language: 'en' });
  const forms = await screen.findByRole('region', { name: 'Forms' });
  const terms = within(forms)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
  expect(terms).toEqual([
    ['Plural', 'خبر\u200Cهاxabar-hâ'],
    ['Broken plural', 'اخبارaxbâr'],
  ]);
});
