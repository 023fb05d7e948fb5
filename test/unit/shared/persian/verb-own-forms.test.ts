/**
 * Forms a verb's page shows that the analyser once read as another word: each is searched, or
 * tapped on the reading page, against a store that holds the look-alike too, and leads to its verb.
 */
import { expect, test } from 'vitest';
import { first, offered } from '../../../support/reader-store';

test('a verb takes no object pronoun of its own subject’s person', () => {
  // «می‌آرمم» is «I rest» with «م», not «I bring» with «me»; «دیدمت» is still «I saw you».
  expect(first('می‌آرمم', ['آوردن', 'آرمیدن'])).toBe('آرمیدن');
  expect(first('میارمم', ['آوردن', 'آرمیدن'])).toBe('آرمیدن');
  expect(first('دیدمت', ['دیدن'])).toBe('دیدن');
  expect(first('دیدیم', ['دیدن'])).toBe('دیدن');
});

test('a present stem «جو» without a glide is «جویدن»’s, to chew', () => {
  expect(first('می‌جوم', ['جستن', 'جویدن'])).toBe('جویدن');
  expect(first('می‌جوه', ['جستن', 'جویدن'])).toBe('جویدن');
  expect(first('بجوند', ['جستن', 'جویدن'])).toBe('جویدن');
  // «بجوی» is «seek!» of «جستن» and «that you chew» alike: a homograph, both offered.
  expect(offered('بجوی', ['جستن', 'جویدن']).sort()).toEqual(['جستن', 'جویدن']);
});

test('«بایستن» has only its third person: «بربایم» is «ربودن»’s', () => {
  expect(first('بربایم', ['بایستن', 'ربودن'])).toBe('ربودن');
  expect(first('برباییم', ['بایستن', 'ربودن'])).toBe('ربودن');
  expect(first('باید', ['بایستن', 'ربودن'])).toBe('بایستن');
  expect(first('نباید', ['بایستن', 'ربودن'])).toBe('بایستن');
});

test('«می‌» before a word joined to «شد» is a present, not a joined light verb’s past', () => {
  // «پاشدن» says «پامی‌شد», never «می‌پاشد»: that is «پاشیدن»'s present.
  expect(first('می‌پاشد', ['پاشدن', 'پاشیدن'])).toBe('پاشیدن');
  expect(first('نمی‌پاشه', ['پاشدن', 'پاشیدن'])).toBe('پاشیدن');
  expect(first('پاشد', ['پاشدن', 'پاشیدن'])).toBe('پاشدن');
  expect(first('می‌شد', ['شدن'])).toBe('شدن');
});

test('after a preverb the bare present is the subjunctive, before a noun spelled as its imperative', () => {
  // «برگردان» (a translation) is «برگرداندن»'s imperative: «برگردانم» is «that I turn back».
  const store = ['برگردان', 'برگرداندن', 'گرداندن'];
  expect(first('برگردانم', store)).toBe('برگرداندن');
  expect(first('برگردانند', store)).toBe('برگرداندن');
  expect(first('برگردونم', store)).toBe('برگرداندن');
  expect(first('برگردونین', store)).toBe('برگرداندن');
  // The noun with no verb's ending stays itself; «درمان» is no imperative of an unused «درماندن».
  expect(first('برگردان‌ها', store)).toBe('برگردان');
  expect(first('درمانم', ['درمان', 'ماندن', 'درماندن'])).toBe('درمان');
});

test('a spoken verb is read with the ending it was spelled with', () => {
  // «می‌شورم» is «می‌شویم», «I wash» («شوی» + «م»), not «we become» («شو» + «یم»).
  const store = ['شدن', 'شستن'];
  expect(first('می‌شورم', store)).toBe('شستن');
  expect(first('بشوره', store)).toBe('شستن');
  expect(first('نمی‌شورن', store)).toBe('شستن');
  expect(first('میشیم', store)).toBe('شدن');
  // A stem in a vowel takes its glide: «میگم» is «می‌گویم».
  expect(first('میگم', ['گفتن'])).toBe('گفتن');
});

test('a word that starts with one letter twice is no Arabic plural but a verb after «ب»', () => {
  // «بباریم» once read as a plural of «بیرام» or «ببریم»; «ممالک» keeps its «مملکت».
  expect(first('بباریم', ['بیرام', 'ببریم', 'باریدن'])).toBe('باریدن');
  expect(first('ببارید', ['بارود', 'ببرید', 'باریدن'])).toBe('باریدن');
  expect(first('ممالک', ['مملکت'])).toBe('مملکت');
});

test('a spoken verb spelled with «می‌» is the verb before a noun with a pronoun', () => {
  // «می‌رونم» is «می‌رانم», «I drive», not a «می‌ران» with «م».
  expect(first('می‌رونم', ['می‌ران', 'راندن'])).toBe('راندن');
  expect(first('می‌رونی', ['می‌ران', 'راندن'])).toBe('راندن');
});

test('a spoken third person ends in «د» only after «ا»: «نمیرد» is «مردن»’s, not «نمی‌رود»', () => {
  expect(first('نمیرد', ['رفتن', 'مردن'])).toBe('مردن');
  expect(first('نمیره', ['رفتن', 'مردن'])).toBe('رفتن');
  expect(first('میاد', ['آمدن'])).toBe('آمدن');
  expect(first('میخواد', ['خواستن'])).toBe('خواستن');
});

test('a present stem in «ا» takes its endings after the glide: «می‌گشاد» is «گشادن»’s past', () => {
  const store = ['گشودن', 'گشادن'];
  expect(first('می‌گشاد', store)).toBe('گشادن');
  expect(first('نگشاد', store)).toBe('گشادن');
  expect(first('می‌گشاید', store)).toBe('گشودن');
  // «آ» alone takes them as speech says it, and with its glide as it is written.
  expect(first('میام', ['آمدن'])).toBe('آمدن');
  expect(first('می‌آیم', ['آمدن'])).toBe('آمدن');
  expect(first('میای', ['آمدن', 'می'])).toBe('آمدن');
});

test('a stem in «ای» takes «ب» and «ن» with no glide: «بایستانم», «نایستاد»', () => {
  expect(first('بایستانم', ['بایست', 'ایستاندن'])).toBe('ایستاندن');
  expect(first('بایستانند', ['ایستاندن'])).toBe('ایستاندن');
  expect(first('نایستاد', ['نای', 'ایستادن'])).toBe('ایستادن');
  // «بایستی» («should») is still «بایستن»'s.
  expect(first('بایستی', ['بایستن', 'ایستادن'])).toBe('بایستن');
});

test('a spoken «ین» on a word spelled as an imperative is the verb’s ending, not an Arabic plural', () => {
  expect(first('بخوابین', ['بخواب', 'خوابیدن'])).toBe('خوابیدن');
  expect(first('برسین', ['برس', 'رسیدن'])).toBe('رسیدن');
  // A noun takes it still: «معلمین».
  expect(first('معلمین', ['معلم'])).toBe('معلم');
});
