import { expect, test } from 'vitest';
import { canonical, foldsNothing, LETTER_RE, MARKS_RE, NOISE_RE } from '../../../../src/shared/persian/normalise';
import { queryFolding } from '../../../../src/shared/persian/query-folding';

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

test('every character the cheap check lets through is one the normaliser keeps as it is', () => {
  const allowed: string[] = [];
  for (let code = 0x20; code <= 0x2000; code += 1) {
    const ch = String.fromCodePoint(code);
    if (foldsNothing(`ب${ch}ب`)) allowed.push(ch);
  }
  allowed.push('\u200c');
  expect(allowed.length).toBeGreaterThan(40);
  for (const ch of allowed) {
    expect(canonical(`ب${ch}ب`), `U+${ch.codePointAt(0)?.toString(16)}`).toBe(`ب${ch}ب`);
    expect(`ب${ch}ب`.search(LETTER_RE) < 0 && ch.search(MARKS_RE) < 0 && ch.search(NOISE_RE) < 0).toBe(true);
  }
  expect(foldsNothing('كتاب')).toBe(false);
  expect(foldsNothing('می روم')).toBe(false);
});
