import { expect, test } from 'vitest';
import { recognise } from '../../../../src/shared/persian/recognise';
import { typedSpellings } from '../../../../src/shared/persian/spoken-typing';

/** What a reader is shown first for `form` in a store of `headwords`. */
const first = (form: string, headwords: readonly string[]) =>
  recognise(form, (word) => headwords.includes(word.replaceAll('\u200C', '')))[0]?.headword;

test.each([
  ['عااالی', 'عالی'],
  ['خییلی', 'خیلی'],
  ['اصلن', 'اصلا'],
  ['میخام', 'میخوام'],
  ['خاستم', 'خواستم'],
  ['اخه', 'آخه'],
  ['دوس', 'دوست'],
  ['ببخشیدا', 'ببخشید'],
])('«%s» may be typed for «%s»', (typed, written) => {
  expect(typedSpellings(typed)).toContain(written);
});

test('a long word, a glide after a long vowel, a verb ending in «ن» are typed as written', () => {
  expect(typedSpellings('اتومبیل‌سازی')).toEqual([]);
  expect(typedSpellings('جایی')).toEqual([]);
  expect(typedSpellings('بخونین')).not.toContain('بخونیا');
});

test.each([
  ['میخام', 'خواستن'],
  ['بنداز', 'انداختن'],
  ['میفتن', 'افتادن'],
  ['کافیه', 'کافی'],
  ['حاضرن', 'حاضر'],
  ['برم', 'رفتن'],
  ['بریم', 'رفتن'],
  ['میرم', 'رفتن'],
  ['شه', 'شدن'],
  ['همش', 'همه'],
])('«%s» leads first to «%s» before a written look-alike («بردن», «مردن», «هم»)', (form, headword) => {
  expect(first(form, [headword, 'بردن', 'مردن', 'هم', 'کاف', 'شاه'])).toBe(headword);
});

test('a written form keeps its written reading before a spoken one', () => {
  // «می‌دید» is the past of «دیدن» before it is a spoken «می‌دهید».
  expect(first('می‌دید', ['دیدن', 'دادن'])).toBe('دیدن');
  // «بده» is the imperative of «دادن», told as such.
  expect(recognise('بده', (word) => word === 'دادن')[0]?.reading?.rules).not.toContain('colloquial');
});
