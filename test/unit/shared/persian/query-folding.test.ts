import { expect, test } from 'vitest';
import { canonical, foldsNothing, LETTER_RE, MARKS_RE, NOISE_RE } from '../../../../src/shared/persian/normalise';
import { queryFolding } from '../../../../src/shared/persian/query-folding';

test.each([
  ['كتاب', 'کتاب', ['letters']],
  ['علي', 'علی', ['letters']],
  ['كِتابٌ', 'کتاب', ['letters', 'marks']],
  ['کتـــاب', 'کتاب', ['noise']],
  ['می روم', 'می روم', ['gaps']],
  ['سال ١٣٩٩', 'سال ۱۳۹۹', ['gaps', 'digits']],
  ['Book', 'book', ['case']],
])('«%s» was searched as «%s» because of %j', (q, searched, foldings) => {
  expect(queryFolding(q, false)).toEqual({ searched, foldings });
});

test.each([['کتاب'], ['می‌روم'], ['۱۴۰۲'], ['  کتاب  '], ['book']])('«%s» was searched as typed', (q) => {
  expect(queryFolding(q, false)).toBeUndefined();
});

test('in a search of the meanings spaces separate words: they are no folding there', () => {
  expect(queryFolding('درود گفتن', true)).toBeUndefined();
  expect(queryFolding('درود گفتن', false)?.foldings).toEqual(['gaps']);
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
