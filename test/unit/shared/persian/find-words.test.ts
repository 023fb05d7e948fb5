import { expect, test } from 'vitest';
import { textWords } from '../../../../src/shared/persian/normalise';
import { findWords } from '../../../../src/shared/persian/find-words';

const marked = (text: string, q: string) =>
  findWords(text, textWords(q)).map(({ start, end }) => text.slice(start, end));

test('the searched words are found through the normaliser and a phrase is one mark', () => {
  expect(marked('درود گفتن هنگام دیدار.', 'درود گفتن')).toEqual(['درود گفتن']);
  expect(marked('جای نگهداری كتاب‌ها', 'کتاب')).toEqual(['كتاب']);
  expect(marked('كِتاب و دفتر', 'کتاب دفتر')).toEqual(['كِتاب', 'دفتر']);
});

test('every occurrence is marked, and nothing when the words are not there', () => {
  expect(marked('آب، آب روان', 'آب')).toEqual(['آب', 'آب']);
  expect(marked('درود', 'بدرود')).toEqual([]);
});
