import { expect, test } from 'vitest';
import { bandOf, NO_FREQUENCY, wordFrequency } from '../../../src/shared/frequency';

test('a headword is very common in the top 1,000, common to 5,000, less common to 20,000, rare after or unlisted', () => {
  expect([1, 1_000, 1_001, 5_000, 5_001, 20_000, 20_001, undefined].map(bandOf)).toEqual([
    'very-common',
    'very-common',
    'common',
    'common',
    'less-common',
    'less-common',
    'rare',
    'rare',
  ]);
});

test('ranks follow the list, spellings that fold alike are one headword, and forms add up', () => {
  const frequency = wordFrequency(
    ['کتاب', 'كتاب', 'می‌روم', 'آب'],
    [
      ['میخوام', 3],
      ['می‌خوام', 4],
    ],
  );
  expect(frequency.headwordRank('کتاب')).toBe(1);
  // Arabic kaf is the same word, and so is «میروم» without its ZWNJ: exact search folds them alike.
  expect(frequency.headwordRank('كتاب')).toBe(1);
  expect(frequency.headwordRank('میروم')).toBe(2);
  expect(frequency.headwordRank('آب')).toBe(3);
  expect(frequency.headwordRank('دریا')).toBeUndefined();
  expect(frequency.formCount('می‌خوام')).toBe(7);
  expect(frequency.formCount('دریا')).toBe(0);
});

test('without a list every headword is rare and every form unseen', () => {
  expect(bandOf(NO_FREQUENCY.headwordRank('کتاب'))).toBe('rare');
  expect(NO_FREQUENCY.formCount('کتاب')).toBe(0);
});
