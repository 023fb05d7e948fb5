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
  expect(languageFromCookie('a=1; hl=en; b=2')).toBe('en');
  expect(languageFromCookie('hl=de')).toBeUndefined();
  expect(languageFromCookie(undefined)).toBeUndefined();
});

test('?hl= wins, then the cookie, then Accept-Language, then Persian', () => {
  expect(chooseLanguage({ param: 'en', cookie: 'hl=fa', acceptLanguage: 'fa' })).toBe('en');
  expect(chooseLanguage({ param: 'xx', cookie: 'hl=fa', acceptLanguage: 'en' })).toBe('fa');
  expect(chooseLanguage({ acceptLanguage: 'en-GB' })).toBe('en');
  expect(chooseLanguage({})).toBe('fa');
});

test('a query string loses its hl and keeps the rest', () => {
  expect(searchWithoutLanguage('?q=a&hl=en&db=moein')).toBe('?q=a&db=moein');
  expect(searchWithoutLanguage('?hl=fa')).toBe('');
  expect(searchWithoutLanguage('?q=a')).toBeNull();
});
