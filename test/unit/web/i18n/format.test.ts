import { expect, test } from 'vitest';
import { englishPlural, formatCount, formatDigits, isolated } from '../../../../src/web/i18n/format';
import { messagesEn } from '../../../../src/web/i18n/messages-en';

test('a count in Persian digits with the Persian separator, or Latin with commas', () => {
  expect(formatCount(1234567, 'fa')).toBe('۱٬۲۳۴٬۵۶۷');
  expect(formatCount(1234567, 'en')).toBe('1,234,567');
  expect(formatDigits('3/10', 'fa')).toBe('۳/۱۰');
  expect(formatDigits(12, 'en')).toBe('12');
});

test('English counts take the plural English asks for', () => {
  expect(englishPlural(1, 'word', 'words')).toBe('word');
  expect(englishPlural(0, 'word', 'words')).toBe('words');
  expect(messagesEn.counts.results({ n: 1, count: '1' })).toBe('1 result');
  expect(messagesEn.counts.dictionaries({ n: 22, count: '22' })).toBe('22 dictionaries');
  expect(messagesEn.counts.results({ n: 0, count: '0' })).toBe('No results');
});

test('a word isolated for a message of the other direction: first-strong isolate … pop', () => {
  expect(isolated('امید')).toBe('\u2068امید\u2069');
});
