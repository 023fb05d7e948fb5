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
  const sentences = within(examples).getAllByRole('listitem');
  expect(sentences.length).toBeGreaterThanOrEqual(1);
  expect(sentences.length).toBeLessThanOrEqual(3);
  for (const item of sentences) {
    // The marked form is a form of «امید» the sentence holds.
    expect(within(item).getByText(/^امید/, { selector: 'mark' })).toBeInTheDocument();
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
  expect(
    within(present)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Person', 'Affirmative', 'Negative']);
  expect(
    within(present)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent),
  ).toEqual(['I', 'you', 'he, she', 'we', 'you (plural)', 'they']);
  const [, first] = within(present).getAllByRole('row');
  if (first === undefined) throw new Error('no first person');
  expect(within(first).getByText('می‌روم', { selector: 'a' })).toHaveAttribute(
    'href',
    `/search?q=${encodeURIComponent('می‌روم')}`,
  );
  expect(first).toHaveTextContent('mí-ravam');
  expect(first).toHaveTextContent('spoken: می‌رم');
  expect(within(first).getByText('نمی‌روم', { selector: 'a' })).toBeInTheDocument();
  for (const tense of ['Simple past', 'Subjunctive', 'Imperative', 'Future', 'Present perfect', 'Past perfect']) {
    expect(within(forms).getByRole('table', { name: tense })).toBeInTheDocument();
  }
  expect(within(forms).getAllByRole('group')).toHaveLength(10);
});

test('the form the reader came from is marked, its tense open', async () => {
  const form = 'رفته بودند';
  renderApp(`/word/fa2en/رفتن/1?form=${encodeURIComponent(form)}`, { settings: web.settings, language: 'en' });
  const forms = await screen.findByRole('region', { name: 'Forms' });
  // By its text: a role query over every form of a verb is slow in jsdom.
  const asked = within(forms).getByText(form, { selector: 'a' });
  expect(asked).toHaveAttribute('aria-current', 'true');
  const tenses = within(forms).getAllByRole('group');
  const holding = tenses.filter((tense) => tense.contains(asked));
  expect(holding).toHaveLength(1);
  expect(holding[0]).toHaveAttribute('open');
  expect(tenses.filter((tense) => tense.hasAttribute('open'))).toEqual(holding);
  // Its romanisation beside it, as the entry lists it.
  expect(within(holding[0] ?? forms).getByText('rafté búdand')).toBeInTheDocument();
});

test('a noun with a broken plural: «ها» and the broken plural, each with its romanisation', async () => {
  renderApp('/word/fa2en/خبر/1', { settings: web.settings, language: 'en' });
  const forms = await screen.findByRole('region', { name: 'Forms' });
  const terms = within(forms)
    .getAllByRole('term')
    .map((term) => term.textContent);
  const plurals = within(forms)
    .getAllByRole('definition')
    .map((definition) => definition.textContent);
  expect(terms).toEqual(['Plural', 'Broken plural']);
  expect(plurals).toEqual(['خبر\u200Cهاxabar-hâ', 'اخبارaxbâr']);
});
