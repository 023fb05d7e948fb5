import { expect, test } from 'vitest';
import { translatesIntoPersian, translationSpans } from '../../../../src/web/text/translations';

const words = (text: string) => translationSpans(text).map(({ start, end }) => text.slice(start, end));

test('the Persian translations of a meaning, each apart, never a gloss or a romanisation', () => {
  expect(words('دوست (dust)؛ رفیق (rafiq)؛ یار (yâr)')).toEqual(['دوست', 'رفیق', 'یار']);
  expect(words('n (person whose company one enjoys): دوست (dust)، رفیق (rafiq)')).toEqual(['دوست', 'رفیق']);
  expect(words('v (to act as the friend of): دوستی کردن (dusti kardan)')).toEqual(['دوستی کردن']);
  expect(words('water · adj wet')).toEqual([]);
});

test('only the dictionaries that translate into Persian have translations to follow', () => {
  expect(['en2fa', 'ar2fa', 'fa2en', 'moein', 'quran'].filter(translatesIntoPersian)).toEqual(['en2fa', 'ar2fa']);
});
