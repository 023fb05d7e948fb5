import fc from 'fast-check';
import { expect, test } from 'vitest';
import { directionRuns, firstStrongDirection, type Direction } from '../../../../src/web/text/direction-runs';

/** The runs as the reader meets them: each isolated one in ⟨⟩. */
function shown(text: string, base: Direction): string {
  return directionRuns(text, base)
    .map(({ start, end, isolate }) => (isolate ? `⟨${text.slice(start, end)}⟩` : text.slice(start, end)))
    .join('');
}

test('a part-of-speech mark in a Persian meaning is isolated whole, brackets and dot with it', () => {
  expect(shown('(n.) قلب، دل', 'rtl')).toBe('⟨(n.)⟩ قلب، دل');
  expect(shown('امید، آرزو (v.) امید داشتن', 'rtl')).toBe('امید، آرزو ⟨(v.)⟩ امید داشتن');
});

test('a Latin phrase keeps its inner spaces but leaves the colon, comma and space after it to the Persian', () => {
  expect(shown('مرکز؛ by heart: از بر', 'rtl')).toBe('مرکز؛ ⟨by heart⟩: از بر');
  expect(shown('بار: three times سه بار', 'rtl')).toBe('بار: ⟨three times⟩ سه بار');
  expect(shown('زبان C++، و C#.', 'rtl')).toBe('زبان ⟨C++⟩، و ⟨C#⟩.');
  expect(shown('adj. خوب، e.g. کتاب', 'rtl')).toBe('⟨adj.⟩ خوب، ⟨e.g.⟩ کتاب');
  expect(shown('آب (H2O) است', 'rtl')).toBe('آب ⟨(H2O)⟩ است');
});

test('in an English meaning the Persian runs are the ones isolated', () => {
  expect(shown('book (کتاب), see دفتر.', 'ltr')).toBe('book ⟨(کتاب)⟩, see ⟨دفتر⟩.');
  expect(shown('hope', 'ltr')).toBe('hope');
});

test('a text of one direction is one run; a text of none is not isolated', () => {
  expect(directionRuns('کتاب و دفتر', 'rtl')).toEqual([{ start: 0, end: 11 }]);
  expect(directionRuns('۱۲ - 34', 'rtl')).toEqual([{ start: 0, end: 7 }]);
  expect(directionRuns('', 'rtl')).toEqual([]);
});

test('the runs cover the text in order, whatever it holds', () => {
  const piece = fc.constantFrom('(', ')', '.', ' ', ':', 'a', 'Z', '۱', '1', 'ک', 'ی', '\u200c', '،', '+');
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 30 }), fc.constantFrom<Direction>('rtl', 'ltr'), (pieces, base) => {
      const text = pieces.join('');
      const runs = directionRuns(text, base);
      expect(runs.map(({ start, end }) => text.slice(start, end)).join('')).toBe(text);
      for (const run of runs) expect(run.end).toBeGreaterThan(run.start);
    }),
  );
});

test('the first strong letter decides, as dir="auto" does', () => {
  expect(firstStrongDirection('(n.) قلب')).toBe('ltr');
  expect(firstStrongDirection('۱۲ کتاب')).toBe('rtl');
  expect(firstStrongDirection('۱۲ - ()')).toBeUndefined();
});
