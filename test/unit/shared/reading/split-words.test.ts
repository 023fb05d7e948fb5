import { expect, test } from 'vitest';
import { splitWords } from '../../../../src/shared/reading/split-words';

const spans = (text: string) => splitWords(text).map(({ start, end, text: word }) => [start, end, word]);

test('a ZWNJ inside a word keeps it one word; spaces and punctuation part words', () => {
  expect(spans('می‌خواهم کتاب‌ها را، بخوانم.')).toEqual([
    [0, 8, 'می‌خواهم'],
    [9, 16, 'کتاب‌ها'],
    [17, 19, 'را'],
    [21, 27, 'بخوانم'],
  ]);
});

test('offsets are UTF-16 code units past emoji and astral letters', () => {
  const text = '😀 سلام 👋🏽 دنیا 𝒳yz';
  const words = splitWords(text);
  expect(words.map((word) => text.slice(word.start, word.end))).toEqual(['سلام', 'دنیا', '𝒳yz']);
  expect(words[0]).toEqual({ start: 3, end: 7, text: 'سلام' });
});

test('numbers alone are no words; a word holding digits and letters is one', () => {
  expect(spans('سال ۱۴۰۲ و 2024، H2O و ۱۰ها')).toEqual([
    [0, 3, 'سال'],
    [9, 10, 'و'],
    [17, 20, 'H2O'],
    [21, 22, 'و'],
    [23, 27, '۱۰ها'],
  ]);
});

test('a ZWNJ at a word end or beside a space belongs to no word; harakat stay in theirs', () => {
  expect(spans('کتاب\u200C خانه \u200Cدِل')).toEqual([
    [0, 4, 'کتاب'],
    [6, 10, 'خانه'],
    [12, 15, 'دِل'],
  ]);
});

test('Latin words are words; quotes and dashes part them', () => {
  expect(spans('«Hello», said the well-known reader')).toEqual([
    [1, 6, 'Hello'],
    [9, 13, 'said'],
    [14, 17, 'the'],
    [18, 22, 'well'],
    [23, 28, 'known'],
    [29, 35, 'reader'],
  ]);
});
