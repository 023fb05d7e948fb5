import { expect, test } from 'vitest';
import { SEARCH_TYPES, searchTypeInfo, toSearchType } from '../../../src/shared/search-types';

test('search types are matched case-insensitively after trimming', () => {
  expect(toSearchType(' Text ')).toBe('text');
  expect(toSearchType('AVA')).toBe('ava');
  expect(toSearchType('fuzzy')).toBeUndefined();
});

test('the four types of the contract, in its order, each with its own Persian label', () => {
  expect(SEARCH_TYPES).toEqual(['exact', 'ava', 'like', 'text']);
  const labels = SEARCH_TYPES.map((type) => searchTypeInfo(type).label);
  expect(new Set(labels).size).toBe(SEARCH_TYPES.length);
  for (const label of labels) expect(label).toMatch(/^[\u0600-\u06FF\u200C ]+$/);
});

test('each type folds the query its own way: headword types close gaps, text keeps its words apart', () => {
  const q = ' كتابِ  ثمين ';
  expect(searchTypeInfo('exact').normalise(q)).toBe('کتابثمین');
  expect(searchTypeInfo('like').normalise(q)).toBe('کتابثمین');
  // ava folds letters that sound alike (ط/ت, ث/س) and drops the long vowel, so a misspelling meets the word.
  expect(searchTypeInfo('ava').normalise(q)).toBe('کتبسمین');
  expect(searchTypeInfo('ava').normalise('کطاب سمین')).toBe('کتبسمین');
  expect(searchTypeInfo('text').normalise(q)).toBe('کتاب ثمین');
});
