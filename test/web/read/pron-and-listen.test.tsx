import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { WordView } from '../../../src/shared/reading/reading-view';
import { initPronAbove } from '../../../src/web/preferences/pron-above';
import { renderApp } from '../../support/web/render-app';
import { faultServerForFile, FAULT_SETTINGS } from '../../support/web/fault-service';
import { fakeSpeech, voice } from '../../support/web/fake-speech';
import { READ_PAGE, readAnswer, WORDS } from './read-app';

const server = faultServerForFile();

async function openReading(words: readonly WordView[] = WORDS) {
  server.use(readAnswer([], words));
  const view = renderApp(READ_PAGE, { settings: FAULT_SETTINGS });
  const reading = await screen.findByRole('region', { name: 'متن خوانده‌شده' });
  return { ...view, reading };
}

/** The romanisations drawn above the words, in reading order. */
function shownProns(reading: HTMLElement): string[] {
  return Array.from(reading.querySelectorAll('rt'), (rt) => rt.textContent ?? '');
}

test('the pron switch puts the dictionary’s romanisation above a word that has one, and nothing above the rest', async () => {
  const { user, reading } = await openReading();
  const toggle = within(reading).getByRole('switch', { name: 'آوانویسی بالای واژه‌ها' });
  expect(toggle).not.toBeChecked();
  expect(shownProns(reading)).toEqual([]);

  await user.click(toggle);
  // کتاب‌ها → کتاب (moein) «ketāb»: the plural's own reading, composed from it; امید and «سوتی دادن»
  // have none in the data: none shown.
  expect(shownProns(reading)).toEqual(['ketāb-hâ']);
  const book = within(reading).getByRole('link', { name: 'کتاب‌ها' });
  const rt = within(book).getByText('ketāb-hâ');
  expect(rt.tagName).toBe('RT');
  // For the eye alone: a screen reader hears the word, not the word and its spelling.
  expect(rt).toHaveAttribute('aria-hidden', 'true');
  expect(book).toHaveAccessibleName('کتاب‌ها');
  expect(localStorage.getItem('farhang.read.pron-above.v1')).toBe('true');

  await user.click(toggle);
  expect(shownProns(reading)).toEqual([]);
  expect(localStorage.getItem('farhang.read.pron-above.v1')).toBeNull();
});

test('a word drawn in two parts gets its own reading once, over the first; a word written as its headword takes another dictionary’s pron of it', async () => {
  // Turned on in an earlier visit: read at start, as a page loading anew reads it.
  localStorage.setItem('farhang.read.pron-above.v1', 'true');
  initPronAbove();
  const words = WORDS.map((word) => {
    if (word.parts !== undefined) return { ...word, pron: 'suti dâdam' };
    if (word.text !== 'امید') return word;
    return { ...word, headwords: [...word.headwords, { ...word.headwords[0]!, db: 'amid', pron: 'omid' }] };
  });
  const { reading } = await openReading(words);
  expect(within(reading).getByRole('switch', { name: 'آوانویسی بالای واژه‌ها' })).toBeChecked();
  expect(shownProns(reading)).toEqual(['ketāb-hâ', 'omid', 'suti dâdam']);
  const [first, second] = within(reading).getAllByRole('link', { name: /^(سوتی|دادم)$/ });
  expect(within(first ?? reading).getByText('suti dâdam')).toBeInTheDocument();
  expect(within(second ?? reading).queryByText('suti dâdam')).not.toBeInTheDocument();
});

test('over a form the data has no reading of, and none can be composed, no romanisation at all: never its headword’s', async () => {
  localStorage.setItem('farhang.read.pron-above.v1', 'true');
  initPronAbove();
  const words = WORDS.map((word) =>
    word.parts === undefined ? word : { ...word, headwords: [{ ...word.headwords[0]!, pron: 'suti dâdan' }] },
  );
  const { reading } = await openReading(words);
  expect(shownProns(reading)).toEqual(['ketāb-hâ']);
});

test('the popover has a listen button for the headword where the device has a Persian voice', async () => {
  const speech = fakeSpeech([voice('fa-IR')]);
  const { user, reading } = await openReading();
  await user.click(within(reading).getByRole('link', { name: 'کتاب‌ها' }));
  const popover = screen.getByRole('dialog', { name: 'کتاب' });
  await user.click(within(popover).getByRole('button', { name: 'شنیدن «کتاب»' }));
  expect(speech.spoken.map((utterance) => [utterance.text, utterance.lang])).toEqual([['کتاب', 'fa-IR']]);
});

test('without a Persian voice the popover has no listen button', async () => {
  fakeSpeech([voice('en-GB')]);
  const { user, reading } = await openReading();
  await user.click(within(reading).getByRole('link', { name: 'کتاب‌ها' }));
  const popover = screen.getByRole('dialog', { name: 'کتاب' });
  expect(within(popover).queryByRole('button', { name: /شنیدن/ })).not.toBeInTheDocument();
});
