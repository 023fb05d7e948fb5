import { expect, test } from 'vitest';
import { analyse } from '../../../../src/shared/persian/inflection';
import { exactKey } from '../../../../src/shared/persian/normalise';
import { recognise } from '../../../../src/shared/persian/recognise';
import { inPersian } from '../../../support/persian-description';

/** Look-alike headwords a store may also hold: a reading of the form as one of them is wrong here. */
const LOOK_ALIKES = ['روزه', 'روزها', 'داش', 'بدن', 'کن', 'زندگ', 'دان', 'طرفه', 'علمی'];

/** What a reader finds first for `form` in a store holding `headword` and the look-alikes. */
function firstFound(form: string, headword: string): string | undefined {
  const store = new Set([headword, ...LOOK_ALIKES].map((word) => exactKey(word)));
  return recognise(form, (word) => store.has(exactKey(word))).find((found) => found.reading !== undefined)?.headword;
}

test.each([
  ['دانشجوی', 'دانشجو'],
  ['صدای', 'صدا'],
  ['روزهای', 'روز'],
  ['کتاب‌ها\u200C', 'کتاب'],
  ['گناهش', 'گناه'],
  ['زندگی‌شان', 'زندگی'],
  ['خوشبختیم', 'خوشبخت'],
])('ezafe, trailing ZWNJ, possessive and copula: «%s» leads to «%s»', (form, headword) => {
  expect(firstFound(form, headword)).toBe(headword);
});

test.each([
  ['تجربیات', 'تجربه'],
  ['خدمات', 'خدمت'],
  ['کارخانجات', 'کارخانه'],
  ['عناصر', 'عنصر'],
  ['مفاهیم', 'مفهوم'],
  ['وزرا', 'وزیر'],
  ['اطراف', 'طرف'],
  ['مواضع', 'موضع'],
  ['تکالیف', 'تکلیف'],
  ['حوادث', 'حادثه'],
  ['احادیث', 'حدیث'],
  ['عوامل', 'عامل'],
])('Arabic plurals, listed or by pattern: «%s» leads to «%s»', (form, headword) => {
  expect(firstFound(form, headword)).toBe(headword);
});

test.each([
  ['مسائل', 'مسأله'],
  ['مسائل', 'مسئله'],
  ['منشأیی', 'منشأ'],
  ['اقتضائات', 'اقتضاء'],
])('hamza on either seat, and a final hamza: «%s» leads to «%s»', (form, headword) => {
  expect(firstFound(form, headword)).toBe(headword);
});

test.each([
  ['بیاموزد', 'آموختن'],
  ['بیفتد', 'افتادن'],
  ['نیامد', 'آمدن'],
  ['مخورید', 'خوردن'],
  ['مکن', 'کردن'],
  ['باش', 'بودن'],
  ['باشید', 'بودن'],
  ['برداشت', 'داشتن'],
  ['درمی‌آیند', 'آمدن'],
  ['می‌کرده', 'کردن'],
  ['دیدمش', 'دیدن'],
])('verbs: «بی» before an alef, the imperative, preverbs, clitics: «%s» leads to «%s»', (form, headword) => {
  expect(firstFound(form, headword)).toBe(headword);
});

test('a preverb verb offers the compound verb first, then the simple one', () => {
  const headwords = analyse('برداشت').map((reading) => reading.headword);
  expect(headwords.indexOf('برداشتن')).toBeGreaterThanOrEqual(0);
  expect(headwords.indexOf('برداشتن')).toBeLessThan(headwords.indexOf('داشتن'));
});

test('the negative imperative and a broken plural by pattern say what they are', () => {
  expect(analyse('مکن').find((reading) => reading.headword === 'کردن')?.rules).toEqual(['subjunctive', 'negative']);
  const reading = analyse('عناصر').find(({ headword }) => headword === 'عنصر');
  expect(reading && inPersian(reading.headword, reading.description)).toBe('جمعِ مکسّرِ عنصر');
});
