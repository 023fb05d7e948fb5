import { expect, test } from 'vitest';
import { readText, readTextAsync } from '../../../../src/shared/reading/read-text';
import { wordViews } from '../../../../src/shared/reading/reading-view';
import { readBodySchema } from '../../../../src/shared/wire/read';
import * as v from '../../../../src/shared/wire/check';
import { fakeStore } from './fake-store';
import type { Description } from '../../../../src/shared/persian/inflection-rules';
import { inPersian } from '../../../support/persian-description';

const STORE = [
  ['کتاب', 'moein', 'نوشته، نامه.'],
  ['کتاب', 'fa2en', 'book'],
  ['کتاب', 'amid', 'مجموعهٔ صفحه‌ها.'],
  ['کتاب', 'moein', 'دومین کتاب معین'],
  ['دوست', 'moein', 'یار.'],
  ['داشتن', 'moein', 'دارا بودن.'],
  ['دوست داشتن', 'moein', 'مهر ورزیدن.'],
  ['دوست داشتن', 'fa2en', 'to love'],
  ['تصمیم', 'moein', 'آهنگ کاری کردن.'],
  ['گرفتن', 'moein', 'ستاندن.'],
  ['تصمیم گرفتن', 'moein', 'عزم کردن.'],
  ['به', 'moein', 'حرف اضافه.'],
  ['دست', 'moein', 'عضو بدن.'],
  ['آوردن', 'moein', 'حاضر کردن.'],
  ['به دست آوردن', 'moein', 'یافتن.'],
  ['رفتن', 'moein', 'روانه شدن.'],
  ['آنها', 'moein', 'ضمیر.'],
  ['book', 'en2fa', 'کتاب'],
] as const;

const read = (text: string, dbs = ['moein', 'amid', 'fa2en', 'en2fa']) =>
  wordViews(text, readText(text, dbs, fakeStore(STORE).lookup));
/** Each word, its first headword, and what the form is of it as the Persian interface says. */
const line = ({ title, description }: { title: string; description: Description }) => inPersian(title, description);
const shown = (text: string) =>
  read(text).map((word) => {
    const first = word.headwords[0];
    return [word.text, first?.title ?? '', first === undefined || first.description.length === 0 ? '' : line(first)];
  });

test('every word in order, an inflected one under its headword with what form it is', () => {
  expect(shown('کتاب‌ها را، 😀 می‌روم.')).toEqual([
    ['کتاب‌ها', 'کتاب', 'جمعِ کتاب'],
    ['را', '', ''],
    ['می‌روم', 'رفتن', 'مضارع از رفتن'],
  ]);
});

test('offsets are UTF-16 code units into the text as sent, past emoji and ZWNJ', () => {
  const text = '👋🏽 کتاب‌ها و book';
  for (const word of read(text)) expect(text.slice(word.start, word.end)).toBe(word.text);
  expect(read(text).map((word) => word.start)).toEqual([5, 13, 15]);
  expect(read(text)[2]?.headwords[0]).toEqual({
    title: 'book',
    db: 'en2fa',
    num: 1,
    description: [],
    meaning: 'کتاب',
    pron: '',
  });
});

test('one entry per dictionary, its first, in the filter order; other dictionaries left out', () => {
  const [word] = read('کتاب', ['fa2en', 'moein']);
  expect(word?.headwords.map(({ db, num, meaning }) => [db, num, meaning])).toEqual([
    ['fa2en', 1, 'book'],
    ['moein', 1, 'نوشته، نامه.'],
  ]);
});

test('a light verb split by a pronoun is one word over both pieces, with their spans', () => {
  const text = 'او را دوستش داشتم';
  const words = read(text);
  expect(words.map((word) => word.text)).toEqual(['او', 'را', 'دوستش داشتم']);
  expect(words[2]).toMatchObject({
    start: 6,
    end: 17,
    parts: [
      { start: 6, end: 11 },
      { start: 12, end: 17 },
    ],
  });
  expect(words[2]?.headwords.map((h) => [h.title, h.db, line(h)])).toEqual([
    ['دوست داشتن', 'moein', 'گذشته از دوست داشتن'],
    ['دوست داشتن', 'fa2en', 'گذشته از دوست داشتن'],
  ]);
});

test('the negative future of a light verb joins three words; the longest headword wins', () => {
  expect(shown('آنها تصمیم نخواهند گرفت و به دست آورد')).toEqual([
    ['آنها', 'آنها', ''],
    ['تصمیم نخواهند گرفت', 'تصمیم گرفتن', 'آینده از تصمیم گرفتن، منفی'],
    ['و', '', ''],
    ['به دست آورد', 'به دست آوردن', 'گذشته از به دست آوردن'],
  ]);
});

test('a headword written as itself is found; punctuation or a line break never joins pieces', () => {
  expect(shown('دوست داشتن')).toEqual([['دوست داشتن', 'دوست داشتن', '']]);
  expect(shown('دوست، داشتم').map(([text]) => text)).toEqual(['دوست', 'داشتم']);
  expect(shown('دوست\nداشتم').map(([text]) => text)).toEqual(['دوست', 'داشتم']);
});

test('a phrase joins only under a headword written in words, not one its key folds to', () => {
  const store = fakeStore([
    ['درگذشتن', 'moein', 'مردن.'],
    ['در', 'moein', 'حرف اضافه.'],
    ['گذشته', 'moein', 'زمان پیش.'],
  ]);
  const words = wordViews('در گذشته', readText('در گذشته', ['moein'], store.lookup));
  expect(words.map((word) => [word.text, word.headwords[0]?.title])).toEqual([
    ['در', 'در'],
    ['گذشته', 'گذشته'],
  ]);
});

test('the body built from a reading is what the wire schema reads', () => {
  const reading = readText('کتاب‌ها و کتاب', ['moein', 'amid'], fakeStore(STORE).lookup);
  const body = { response: { status: true, code: 200 }, meta: { filter: 'moein,amid' }, ...reading };
  expect(v.is(readBodySchema, body)).toBe(true);
});

test('asked in rounds, a word costs one lookup per candidate until one is found, and gives the same words', async () => {
  const text = 'کتاب کتاب کتاب‌ها دوستش داشتم';
  const store = fakeStore(STORE);
  const lookup = (titles: readonly string[]) => Promise.resolve(store.lookup(titles));
  const words = await readTextAsync(text, ['moein', 'amid', 'fa2en', 'en2fa'], lookup);
  expect(wordViews(text, words)).toEqual(read(text));
  // Each distinct title is asked once; «کتاب‌ها» needs its form, then «کتاب» (already known).
  expect(new Set(store.asked).size).toBe(store.asked.length);
  expect(store.asked).toContain('کتاب‌ها');
  const allAtOnce = fakeStore(STORE);
  readText(text, ['moein'], allAtOnce.lookup);
  expect(store.asked.length).toBeLessThan(allAtOnce.asked.length);
});

test('a name is reached only through what a name takes: «زهرای» is «زهرا», «عبادت» no «عباد» with «ت»', () => {
  const names = fakeStore([
    ['زهرا', 'name', 'درخشان.'],
    ['عباد', 'name', 'بندگان.'],
    ['صفا', 'name', 'پاکی.'],
  ]);
  const titles = (text: string) =>
    wordViews(text, readText(text, ['name'], names.lookup)).map((word) => word.headwords[0]?.title ?? '');
  expect(titles('زهرای عبادت صفات')).toEqual(['زهرا', '', '']);
});

test('a word a Persian dictionary reads comes before a foreign headword spelled alike: «شده» is «شدن», not «شدّة»', () => {
  const store = fakeStore([
    ['شَدَّة', 'ar2fa', 'تشدید'],
    ['شدن', 'fa2en', 'to become'],
    ['ظل', 'ar2fa', 'سایه'],
    ['توقيف', 'ar2fa', 'دستگیری'],
  ]);
  const titles = (text: string) =>
    wordViews(text, readText(text, ['fa2en', 'ar2fa'], store.lookup)).map((word) => word.headwords[0]?.title ?? '');
  // A foreign headword alone still reads a loanword as it stands; through a pronoun («ظل» + «م») it reads none.
  expect(titles('شده توقیف ظلم')).toEqual(['شدن', 'توقيف', '']);
});
