import { expect, test } from 'vitest';
import {
  chooseLanguage,
  languageFromAcceptLanguage,
  languageFromCookie,
  searchWithoutLanguage,
} from '../../../src/shared/interface-language';

test.each([
  ['en-US,en;q=0.9', 'en'],
  ['fa-IR,fa;q=0.9,en;q=0.8', 'fa'],
  ['de-DE,de;q=0.9,en;q=0.5,fa;q=0.4', 'en'],
  ['fa;q=0.2, en;q=0.7', 'en'],
  ['en;q=0, fa', 'fa'],
  ['*', undefined],
  ['de', undefined],
  ['', undefined],
] as const)('Accept-Language %j asks for %s', (header, expected) => {
  expect(languageFromAcceptLanguage(header)).toBe(expected);
});

test('the cookie names a language of ours or none', () => {
  expect(languageFromCookie('a=1; lang=en; b=2')).toBe('en');
  expect(languageFromCookie('lang=de')).toBeUndefined();
  expect(languageFromCookie(undefined)).toBeUndefined();
});

test('?lang= wins, then the cookie, then Accept-Language, then Persian', () => {
  expect(chooseLanguage({ param: 'en', cookie: 'lang=fa', acceptLanguage: 'fa' })).toBe('en');
  expect(chooseLanguage({ param: 'xx', cookie: 'lang=fa', acceptLanguage: 'en' })).toBe('fa');
  expect(chooseLanguage({ acceptLanguage: 'en-GB' })).toBe('en');
  expect(chooseLanguage({})).toBe('fa');
});

test('a query string loses its lang and keeps the rest', () => {
  expect(searchWithoutLanguage('?q=a&lang=en&db=moein')).toBe('?q=a&db=moein');
  expect(searchWithoutLanguage('?lang=fa')).toBe('');
  expect(searchWithoutLanguage('?q=a')).toBeNull();
  // A word page's `?hl=` marks the searched words in its meaning: not the language's.
  expect(searchWithoutLanguage('?hl=%D8%A7')).toBeNull();
});
