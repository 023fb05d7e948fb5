/**
 * The broken plurals a noun's page lists, searched or tapped: each leads to its singular, which
 * a pattern alone («فعول», «فعلا») guesses too loosely to offer.
 */
import { expect, test } from 'vitest';
import { first } from '../../../support/reader-store';

test('a common broken plural leads to its singular', () => {
  expect(first('خطوط', ['خط'])).toBe('خط');
  expect(first('قرون', ['قرن'])).toBe('قرن');
  expect(first('وزرا', ['وزیر'])).toBe('وزیر');
  expect(first('وکلا', ['وکیل', 'وکل'])).toBe('وکیل');
  expect(first('املاک', ['ملک', 'ملکه'])).toBe('ملک');
  expect(first('هدایا', ['هدیه'])).toBe('هدیه');
});
