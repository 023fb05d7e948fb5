import { expect, test } from 'vitest';
import { readableAppUrl } from '../../../src/web/paths/paths';
import { wordPath } from '../../../src/shared/routes';

const origin = globalThis.location.origin;

test('a word address is copied as a reader reads it, and opens the same page', () => {
  const copied = readableAppUrl(wordPath('moein', 'کتاب‌ها', 1));
  expect(copied).toBe(`${origin}/word/moein/کتاب‌ها/1`);
  expect(new URL(copied).pathname).toBe(wordPath('moein', 'کتاب‌ها', 1));
});

test('what would change or cut the link stays escaped: a slash, a space, a percent, a bidi mark', () => {
  const path = wordPath('moein', 'آب/نان گرم%\u200Fها', 1);
  const copied = readableAppUrl(path);
  expect(copied).toBe(`${origin}/word/moein/آب%2Fنان%20گرم%25%E2%80%8Fها/1`);
  expect(new URL(copied).pathname).toBe(path);
});
