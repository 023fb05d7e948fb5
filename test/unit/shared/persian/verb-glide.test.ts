/**
 * «می» before a stem in «آ» takes no glide, unlike «ب» and «ن»: «می‌آشامم» is a plain present,
 * and chats join it as «میاشامم», where the «ا» is the stem's «آ».
 */
import { expect, test } from 'vitest';
import { analyse } from '../../../../src/shared/persian/inflection';
import { first } from '../../../support/reader-store';

const likely = (form: string, headword: string) =>
  analyse(form, 16).find((reading) => reading.headword === headword)?.plausible === true;

test('a verb in «آ» after «می» is read as likely as any other verb', () => {
  expect(likely('می‌آشامم', 'آشامیدن')).toBe(true);
  expect(likely('نمی‌آمرزند', 'آمرزیدن')).toBe(true);
  expect(first('می‌آشامیم', ['آشامیدن', 'آش'])).toBe('آشامیدن');
});

test('its spoken forms, «می» joined or after the glide, lead to it too', () => {
  expect(first('میاشومم', ['آشامیدن'])).toBe('آشامیدن');
  expect(first('بیاشومه', ['آشامیدن'])).toBe('آشامیدن');
  // «باید» stays «بایستن»: «ب» before a stem in «آ» still wants its glide.
  expect(first('باید', ['بایستن', 'آمدن'])).toBe('بایستن');
});

test('a long word is not read as a verb the table lacks: a regular present stem is short', () => {
  const guesses = (form: string) => analyse(form, 16).filter((reading) => /(?:یدن|اندن)$/.test(reading.headword));
  expect(guesses('دانشجویانیم').map((reading) => reading.headword)).toEqual([]);
  // «برگرداندن», «آشامیدن» keep their readings.
  expect(likely('برگرداندم', 'برگرداندن')).toBe(true);
});
