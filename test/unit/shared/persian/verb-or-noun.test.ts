/**
 * Which reading comes first when a verb's form looks like a noun with an ending, or like another
 * verb's: what a reader who searches the form, or taps it on the reading page, is shown.
 */
import { expect, test } from 'vitest';
import { wordCandidates } from '../../../../src/shared/reading/word-candidates';
import { offered } from '../../../support/reader-store';

test("a verb's subjunctive is the verb before a look-alike noun or imperative headword with a pronoun", () => {
  // «برس» (a brush; «reach!») with «م» is far rarer than «that I reach».
  expect(offered('برسم', ['برس', 'رسیدن'])[0]).toBe('رسیدن');
  expect(offered('برسید', ['برس', 'رسیدن'])[0]).toBe('رسیدن');
  expect(offered('بخوابم', ['بخواب', 'خوابیدن'])[0]).toBe('خوابیدن');
  // A common noun stays first where the verb is rare: «نیازم» is «my need».
  expect(offered('نیازم', ['نیاز', 'یازیدن'])[0]).toBe('نیاز');
});

test('a spoken verb after a preverb reads as the compound verb', () => {
  const store = ['برگشتن', 'گشتن'];
  expect(offered('برگردین', store)[0]).toBe('برگشتن');
  expect(offered('برگردن', store)[0]).toBe('برگشتن');
  expect(offered('برنگشته بودین', store)[0]).toBe('برگشتن');
  expect(offered('وادارین', ['واداشتن', 'داشتن'])[0]).toBe('واداشتن');
});

test('a spoken verb that starts as one links to it, though subtitles seldom spell it as the grammar does', () => {
  // The reading page and a search link only a likely reading: «میدونم» was left unlinked.
  const linked = (form: string) => wordCandidates(form).map(({ title }) => title);
  expect(linked('میدونم')).toContain('دانستن');
  expect(linked('نمی‌دونی')).toContain('دانستن');
  // «آره» («yes», written «آری») is no «you bring».
  expect(offered('آره', ['آری', 'آوردن'])[0]).toBe('آری');
});

test("a verb's spoken second plural is no Arabic plural of its past stem", () => {
  // «رسیدین» is «you reached» (written «رسیدید»), not «رسید» (a receipt) with the plural of «معلمین».
  expect(offered('رسیدین', ['رسید', 'رسیدن'])[0]).toBe('رسیدن');
  expect(offered('شکستین', ['شکست', 'شکستن'])[0]).toBe('شکستن');
  expect(offered('مجاهدین', ['مجاهد'])[0]).toBe('مجاهد');
});

test('a stem in «و» whose «ی» is its own takes no glide: «می‌شویی» is «شستن», «می‌شویم» still «شدن» first', () => {
  const store = ['شدن', 'شستن'];
  expect(offered('می‌شویی', store)[0]).toBe('شستن');
  expect(offered('بشوییم', store)[0]).toBe('شستن');
  expect(offered('می‌شویم', store)).toEqual(['شدن', 'شستن']);
  expect(offered('می‌گویی', ['گفتن'])[0]).toBe('گفتن');
});

test("a compound verb's spoken form is the compound before the spoken headword of its simple verb", () => {
  const store = ['درآمدن', 'اومدن', 'آمدن'];
  expect(offered('دراومدم', store)[0]).toBe('درآمدن');
  expect(offered('درمی‌اومدی', store)[0]).toBe('درآمدن');
  // The simple verb's own forms lead to the written verb still.
  expect(offered('اومدم', store)[0]).toBe('آمدن');
});
