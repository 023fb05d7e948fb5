import { expect, test } from 'vitest';
import { queryFolding } from '../../../src/shared/persian/query-folding';

test.each([
  ['كتاب', 'exact', 'کتاب', ['letters']],
  ['علي', 'exact', 'علی', ['letters']],
  ['كِتابٌ', 'exact', 'کتاب', ['letters', 'marks']],
  ['کتـــاب', 'exact', 'کتاب', ['noise']],
  ['می روم', 'exact', 'می روم', ['gaps']],
  ['سال ١٣٩٩', 'like', 'سال ۱۳۹۹', ['gaps', 'digits']],
  ['Book', 'exact', 'book', ['case']],
])('«%s» (%s) was searched as «%s» because of %j', (q, type, searched, foldings) => {
  expect(queryFolding(q, type)).toEqual({ searched, foldings });
});

test.each([['کتاب'], ['می‌روم'], ['۱۴۰۲'], ['  کتاب  '], ['book']])('«%s» was searched as typed', (q) => {
  expect(queryFolding(q, 'exact')).toBeUndefined();
});

test('in a text search spaces separate words: they are no folding there', () => {
  expect(queryFolding('درود گفتن', 'text')).toBeUndefined();
  expect(queryFolding('درود گفتن', 'exact')?.foldings).toEqual(['gaps']);
});
