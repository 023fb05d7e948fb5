import { expect, test } from 'vitest';
import { readingPieces } from '../../../../src/shared/reading/reading-pieces';
import { splitWords } from '../../../../src/shared/reading/split-words';

const sentence = (n: number) => `${'کتاب '.repeat(n - 1)}کتاب.`;

test('a text of a piece’s words or fewer is one piece', () => {
  expect(readingPieces('کتاب‌ها را دوستش داشتم', 4)).toEqual([{ start: 0, end: 22 }]);
});

test('a longer text is cut after a sentence, where no multi-word headword crosses', () => {
  const text = `${sentence(6)}\n${sentence(6)} ${sentence(3)}`;
  const pieces = readingPieces(text, 8);
  expect(pieces.map(({ start, end }) => text.slice(start, end))).toEqual([
    `${sentence(6)}\n`,
    `${sentence(6)} `,
    sentence(3),
  ]);
  // The pieces hold every character once, each at most 8 words, each cut before a word.
  expect(pieces.map(({ start, end }) => text.slice(start, end)).join('')).toBe(text);
  for (const { start, end } of pieces) expect(splitWords(text.slice(start, end)).length).toBeLessThanOrEqual(8);
});

test('a run of words only spaces apart, longer than half a piece, is cut between two words', () => {
  const text = 'کتاب '.repeat(25);
  const pieces = readingPieces(text, 10);
  expect(pieces).toHaveLength(3);
  expect(pieces.map(({ start, end }) => splitWords(text.slice(start, end)).length)).toEqual([10, 10, 5]);
  expect(pieces[1]?.start).toBe(50);
});
