/**
 * A spoken form against a reader's store, which holds Wiktionary's spoken headwords («خونه»,
 * «زبون», «کسا») beside the written words: the written word comes first, as a speaker reads it.
 */
import { expect, test } from 'vitest';
import { first } from '../../../support/reader-store';

test('an inflected spoken headword is read as the written word it spells', () => {
  expect(first('زبونم', ['زبون', 'زبان'])).toBe('زبان');
  expect(first('موندید', ['موندن', 'ماندن'])).toBe('ماندن');
  expect(first('دوسش', ['دوس', 'دوست'])).toBe('دوست');
  // «اون» is said far more than «آن» is written, as the commonest words are: still «آن».
  expect(first('اونی', ['اون', 'آن'])).toBe('آن');
  // A written word that only looks like a spoken one stays itself: «دریا» is no «دری‌ها», «خون»
  // no «خان», «والا» no «وال‌ها».
  expect(first('دریایی', ['دریا', 'دری'])).toBe('دریا');
  expect(first('خونی', ['خون', 'خان'])).toBe('خون');
  expect(first('اولش', ['اول', 'آل'])).toBe('اول');
  expect(first('والایی', ['والا', 'وال'])).toBe('والا');
  // Nor is a word no one says in speech: «ستون‌ها» are columns, not «ستوان‌ها».
  expect(first('ستون‌ها', ['ستون', 'ستوان'])).toBe('ستون');
});

test('a spoken plural «ا» is the written «ان» where writers write that: «کسایی» is «کسانی»', () => {
  expect(first('کسایی', ['کسا', 'کس'])).toBe('کس');
  // Not where they do not: «شبای» is «شب‌های», never the shepherd «شبان».
  expect(first('شبای', ['شبان', 'شب'])).toBe('شب');
  // And the «ان» leads to the singular only: «اسما» are names, never the sky «آسمان».
  expect(first('اسما', ['آسمان', 'اسم'])).toBe('اسم');
});

test('a spoken noun leads to its written spelling when that is a word, before the readings made of it', () => {
  expect(first('دیگه‌ای', ['دیگه', 'دیگر', 'دیگری'])).toBe('دیگری');
  expect(first('مهمونی', ['مهمون', 'مهمان', 'مهمانی'])).toBe('مهمانی');
  // An everyday verb's spelling is weighed as it was: «اومد» is «آمدن» before the noun «آمد».
  expect(first('اومد', ['آمد', 'آمدن'])).toBe('آمدن');
});
