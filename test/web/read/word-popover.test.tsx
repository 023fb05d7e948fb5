import type { ReadHeadword } from '../../../src/shared/wire/read';
import { screen, within } from '@testing-library/react';
import { expect, onTestFinished, test } from 'vitest';
import { renderApp } from '../../support/web/render-app';
import { faultServerForFile, FAULT_SETTINGS } from '../../support/web/fault-service';
import { LIBRARY_KEY } from '../../../src/web/features/library/model/library-doc';
import { catchDownloads, storedLibrary } from '../library/library-app';
import type { WordView } from '../../../src/shared/reading/reading-view';
import { READ_PAGE, readAnswer, TEXT, WORDS, type SeenRead } from './read-app';

const server = faultServerForFile();

async function openReading(words?: readonly WordView[]) {
  const seen: SeenRead[] = [];
  server.use(readAnswer(seen, words));
  const view = renderApp(READ_PAGE, { settings: FAULT_SETTINGS });
  const reading = await screen.findByRole('region', { name: 'متن خوانده‌شده' });
  return { ...view, seen, reading };
}

test('a tap on a word opens its headword, what the form is, each dictionary’s first sense and its page — with no request', async () => {
  const { user, seen, reading } = await openReading();
  await user.click(within(reading).getByRole('link', { name: 'کتاب‌ها' }));
  const popover = screen.getByRole('dialog', { name: 'کتاب' });
  expect(popover).toHaveFocus();
  expect(within(popover).getByText('جمعِ کتاب')).toBeInTheDocument();
  // Its pronunciation under the headword, read out with what it is.
  const pron = within(popover).getByText((_, node) => node?.tagName === 'P' && node.textContent === 'تلفظ: ketāb');
  expect(within(pron).getByText('تلفظ:')).toHaveClass('visually-hidden');
  const senses = within(popover)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(senses).toEqual([
    'معین نوشته، نامه.',
    'عمید مجموعه‌ای از صفحه‌های نوشته یا چاپ‌شده که در یک جلد گردآوری شده باشد.',
  ]);
  expect(decodeURI(within(popover).getByRole('link', { name: 'صفحهٔ واژه' }).getAttribute('href') ?? '')).toBe(
    '/word/moein/کتاب/1',
  );
  expect(seen).toHaveLength(1);
});

test('the reader’s own dictionaries come first in the popover', async () => {
  localStorage.setItem('farhang.search.default-dbs.v1', JSON.stringify('amid'));
  const { user, reading } = await openReading();
  await user.click(within(reading).getByRole('link', { name: 'کتاب‌ها' }));
  const senses = within(screen.getByRole('dialog', { name: 'کتاب' })).getAllByRole('listitem');
  expect(senses.map((item) => item.textContent?.split(' ')[0])).toEqual(['عمید', 'معین']);
});

test('Enter opens, ← and → walk the words in reading order, Escape closes and gives the word its focus back', async () => {
  const { user, reading } = await openReading();
  within(reading).getByRole('link', { name: 'کتاب‌ها' }).focus();
  await user.keyboard('{ArrowLeft}');
  expect(within(reading).getByRole('link', { name: 'امید' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('dialog', { name: 'امید' })).toHaveFocus();
  // The split headword is one word: forwards its first part, then past its second to the end.
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('dialog', { name: 'سوتی دادن' })).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('dialog', { name: 'سوتی دادن' })).toBeInTheDocument();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('dialog', { name: 'امید' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(within(reading).getByRole('link', { name: 'امید' })).toHaveFocus();
});

test('«ذخیره با جمله» keeps the word with its sentence, marks it in the text, and the Anki file carries the sentence, the word bold in it', async () => {
  const downloads = catchDownloads();
  onTestFinished(downloads.stop);
  const { user, reading } = await openReading();
  await user.click(within(reading).getByRole('link', { name: 'کتاب‌ها' }));
  await user.click(within(screen.getByRole('dialog', { name: 'کتاب' })).getByRole('button', { name: 'ذخیره با جمله' }));
  const popover = screen.getByRole('dialog', { name: 'کتاب' });
  expect(within(popover).getByRole('status')).toHaveTextContent('با جمله‌اش در کتابخانه ذخیره شد');
  expect(within(popover).getByText('در کتابخانهٔ شما')).toBeInTheDocument();
  expect(within(reading).getByRole('link', { name: 'کتاب‌ها' })).toHaveAccessibleDescription('در کتابخانهٔ شما');
  expect(within(reading).getByRole('link', { name: 'امید' })).not.toHaveAccessibleDescription();

  await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'کتابخانه' }));
  await screen.findByRole('heading', { level: 1, name: 'کتابخانهٔ من' });
  await user.click(screen.getByRole('button', { name: 'دریافت نشانک‌ها برای Anki (TSV)' }));
  const [file] = await downloads.files();
  expect(file?.text.split('\n').slice(2)).toEqual([
    '#columns:واژه\tآوانویسی\tمعنی\tجمله\tبرچسب‌ها',
    '#tags column:5',
    'کتاب\tketāb\tنوشته، نامه.\t<b>کتاب‌ها</b> و امید.\tعمومی',
    '',
  ]);
});

test('a word already in a library stored before sentences were kept is marked, and says so', async () => {
  storedLibrary(
    JSON.stringify({
      version: 1,
      searches: [],
      lookups: [],
      bookmarks: [{ db: 'amid', title: 'کتاب', num: 1, savedAt: 1, folder: 'عمومی', gloss: 'نوشته' }],
      folders: [],
    }),
  );
  const { user, reading } = await openReading();
  const book = within(reading).getByRole('link', { name: 'کتاب‌ها' });
  expect(book).toHaveAccessibleDescription('در کتابخانهٔ شما');
  await user.click(book);
  const popover = screen.getByRole('dialog', { name: 'کتاب' });
  expect(within(popover).getByText('در کتابخانهٔ شما')).toBeInTheDocument();
  expect(within(popover).queryByRole('button', { name: 'ذخیره با جمله' })).not.toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem(LIBRARY_KEY) ?? '{}')).toMatchObject({ version: 1 });
});

test('the popover shows each sense in its dictionary’s direction, a run written the other way isolated', async () => {
  const english: ReadHeadword = {
    title: 'کتاب',
    db: 'fa2en',
    num: 1,
    pron: '',
    description: [],
    meaning: 'book (کتاب‌ها: books)',
  };
  const persian: ReadHeadword = {
    title: 'کتاب',
    db: 'en2fa',
    num: 1,
    pron: '',
    description: [],
    meaning: '(n.) کتاب، دفتر',
  };
  const [first, ...rest] = WORDS;
  if (first === undefined) throw new Error('the sample reading has no words');
  localStorage.setItem('farhang.search.default-dbs.v1', JSON.stringify('en2fa,fa2en'));
  const { user, reading } = await openReading([{ ...first, headwords: [persian, english] }, ...rest]);
  await user.click(within(reading).getByRole('link', { name: 'کتاب‌ها' }));
  const popover = within(screen.getByRole('dialog', { name: 'کتاب' }));
  const inPersian = popover.getByText(/کتاب، دفتر/, { selector: 'span[lang]' });
  const inEnglish = popover.getByText(/^book/, { selector: 'span[lang]' });
  const isolated = (meaning: HTMLElement) =>
    within(meaning)
      .queryAllByText(/./, { selector: 'bdi' })
      .map((bdi) => [bdi.dir, bdi.textContent]);
  expect(inPersian).toHaveAttribute('dir', 'rtl');
  expect(isolated(inPersian)).toEqual([['ltr', '(n.)']]);
  expect(inEnglish).toHaveAttribute('dir', 'ltr');
  expect(isolated(inEnglish)).toEqual([['rtl', 'کتاب‌ها']]);
});

test('the library shows a word saved from a reading with its sentence, and a link back to the text it came by', async () => {
  const { user, reading } = await openReading();
  await user.click(within(reading).getByRole('link', { name: 'امید' }));
  await user.click(within(screen.getByRole('dialog', { name: 'امید' })).getByRole('button', { name: 'ذخیره با جمله' }));
  await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'کتابخانه' }));
  const saved = await screen.findByRole('region', { name: /^عمومی/ });
  expect(within(saved).getByRole('link', { name: 'امید' })).toBeInTheDocument();
  expect(within(saved).getByText('کتاب‌ها و امید.')).toBeInTheDocument();
  await user.click(within(saved).getByRole('link', { name: 'بازگشت به متن' }));
  const back = await screen.findByRole('region', { name: 'متن خوانده‌شده' });
  expect(within(back).getByRole('link', { name: 'امید' })).toHaveAccessibleDescription('در کتابخانهٔ شما');
});

test('a word saved from a pasted text shows its sentence, but the text stays out of the library', async () => {
  server.use(readAnswer());
  const { user } = renderApp('/read', { settings: FAULT_SETTINGS });
  await user.click(await screen.findByRole('textbox', { name: 'متن فارسی' }));
  await user.paste(TEXT);
  await user.click(screen.getByRole('button', { name: 'خواندن' }));
  await user.click(await screen.findByRole('link', { name: 'امید' }));
  await user.click(within(screen.getByRole('dialog', { name: 'امید' })).getByRole('button', { name: 'ذخیره با جمله' }));
  await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'کتابخانه' }));
  await screen.findByRole('heading', { level: 1, name: 'کتابخانهٔ من' });
  expect(screen.getByText('کتاب‌ها و امید.')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'بازگشت به متن' })).not.toBeInTheDocument();
  expect(localStorage.getItem(LIBRARY_KEY)).not.toContain('سوتی');
});

test('the popover says how common the headword is and shows one example, its form marked and its corpus credited', async () => {
  const [first, ...rest] = WORDS;
  if (first === undefined) throw new Error('the sample reading has no words');
  const example = { text: 'چاپ کتاب در اغلب مراکز دولتی ریسک بزرگی است.', start: 4, end: 8, source: 'perdt' };
  const headwords = first.headwords.map((headword, i) =>
    i === 0 ? { ...headword, band: 'very-common', example } : headword,
  );
  const { user, reading } = await openReading([{ ...first, headwords }, ...rest]);
  await user.click(within(reading).getByRole('link', { name: 'کتاب‌ها' }));
  const popover = within(screen.getByRole('dialog', { name: 'کتاب' }));
  expect(popover.getByText('بسیار پرکاربرد')).toBeInTheDocument();
  expect(popover.getByText('کتاب', { selector: 'mark' })).toBeInTheDocument();
  // Credited by name and licence, not linked: the popover keeps its three thumb-sized controls.
  expect(screen.getByRole('dialog', { name: 'کتاب' })).toHaveTextContent('از UD Persian-PerDT، پروانهٔ CC BY-SA 4.0');
  expect(popover.queryByRole('link', { name: 'UD Persian-PerDT' })).toBeNull();
});

test('a reading from a service that sends neither shows neither', async () => {
  const { user, reading } = await openReading();
  await user.click(within(reading).getByRole('link', { name: 'کتاب‌ها' }));
  const popover = screen.getByRole('dialog', { name: 'کتاب' });
  expect(within(popover).queryByText('بسیار پرکاربرد')).toBeNull();
  expect(within(popover).queryByText(/./, { selector: 'mark' })).toBeNull();
});

test('the thesaurus shows its first few synonyms and opposites, the word page all of them', async () => {
  const thesaurus = {
    title: 'امید',
    db: 'motaradef',
    num: 1,
    description: [],
    meaning: 'آرزو، امیدواری، انتظار، چشمداشت، توقع ≠ ناامیدی، نومیدی، یأس',
    pron: '',
  };
  const words = WORDS.map((word) =>
    word.text === 'امید' ? { ...word, headwords: [...word.headwords, thesaurus] } : word,
  );
  const { user, reading } = await openReading(words);
  await user.click(within(reading).getByRole('link', { name: 'امید' }));
  const [, synonyms] = within(screen.getByRole('dialog', { name: 'امید' })).getAllByRole('listitem');
  expect(synonyms).toHaveTextContent(/^مترادف و متضاد آرزو، امیدواری، انتظار، چشمداشت ≠ ناامیدی، نومیدی$/);
  // Words, not links: the popover keeps its three thumb-sized controls.
  expect(within(synonyms!).queryAllByRole('link')).toEqual([]);
});
