import { expect, test } from 'vitest';
import { firstSense } from '../../../../src/shared/reading/first-sense';

test('a numbered meaning gives its first sense without the grammar before it', () => {
  expect(firstSense('(اسم) [پهلوی] ۱. چشم به راه بودن؛ دلگرمی به آینده. ۲. اعتماد؛ پشتگرمی.<br>امیدوار شدن')).toBe(
    'چشم به راه بودن؛ دلگرمی به آینده.',
  );
  expect(firstSense('(کِ) [ ع . ] (اِ.) 1 - نوشته، نامه. 2 - مجموعه‌ای از برگ‌ها.')).toBe('نوشته، نامه.');
  expect(firstSense('1. ماء 2. آبرو، اعتبار')).toBe('ماء');
});

test('a sense parted by || ends there; a list item is a sense; plain meanings stay whole', () => {
  expect(firstSense('امید. [ اُ ] (اِ) چشم‌داشت گشایش. || پشت‌گرمی و اعتماد.')).toBe('امید. [ اُ ] (اِ) چشم‌داشت گشایش.');
  expect(firstSense('<ol><li>(mehr) kindness, affection</li><li>(mehr) the sun</li></ol>')).toBe(
    '(mehr) kindness, affection',
  );
  expect(firstSense('hope; expectation')).toBe('hope; expectation');
});

test('a part of speech before an HTML list is grammar: the first item is the sense', () => {
  const wiktionary =
    '<i>noun</i><br><ol><li>water</li><li>liquid</li></ol><br><i>verb</i><br><ol><li>to irrigate</li></ol>';
  expect(firstSense(wiktionary)).toBe('water');
  expect(firstSense('<i>verb</i><br><ol><li>to go<ol><li>to walk</li></ol></li></ol>')).toBe('to go');
});

test('a long sense is cut at a word boundary and marked, as a search snippet is (§9.4)', () => {
  const sense = firstSense(`${'واژه '.repeat(60)}پایان`, 20);
  expect(sense).toBe('واژه واژه واژه واژه...');
});

test('a letter of the alphabet is no word’s first sense when the entry gives it another part of speech', () => {
  const va =
    '<i>character</i><br><ol><li>The thirtieth letter of the Perso-Arabic alphabet.</li></ol><br><i>conj</i><br><ol><li>and</li></ol>';
  expect(firstSense(va)).toBe('and');
  // A letter and nothing else is the letter.
  expect(firstSense('<i>character</i><br><ol><li>The fourth letter of the Perso-Arabic alphabet.</li></ol>')).toBe(
    'The fourth letter of the Perso-Arabic alphabet.',
  );
});
