import fc from 'fast-check';
import { expect, test } from 'vitest';
import { boundedLevenshtein, distancesFrom, levenshtein } from '../../../../../src/server/engine/core/levenshtein';
import { buildRangeMin, smallestIn } from '../../../../../src/server/engine/core/range-min';
import { TopK } from '../../../../../src/server/engine/core/top-k';

function naiveDistance(a: string, b: string): number {
  if (a === '') return b.length;
  if (b === '') return a.length;
  const rest = naiveDistance(a.slice(1), b.slice(1)) + (a[0] === b[0] ? 0 : 1);
  return Math.min(rest, naiveDistance(a.slice(1), b) + 1, naiveDistance(a, b.slice(1)) + 1);
}

const shortWord = fc.string({ unit: fc.constantFrom('ا', 'ب', 'پ', 'ت'), maxLength: 6 });

test('levenshtein agrees with the textbook recursion; the bounded one caps at limit + 1', () => {
  fc.assert(
    fc.property(shortWord, shortWord, fc.nat(4), (a, b, limit) => {
      const distance = naiveDistance(a, b);
      expect(levenshtein(a, b)).toBe(distance);
      expect(boundedLevenshtein(a, b, limit)).toBe(Math.min(distance, limit + 1));
    }),
  );
  expect(levenshtein('کتاب', 'کتب')).toBe(1);
  expect(levenshtein('x'.repeat(200), 'y'.repeat(150))).toBe(200);
});

test('distancesFrom gives the bounded distance from one key to many, keys past 32 letters included', () => {
  const letters = fc.constantFrom('ا', 'ب', 'پ', 'ت', 'ث', '\u200c', 'a');
  const key = fc.oneof(
    fc.string({ unit: letters, maxLength: 8 }),
    fc.string({ unit: letters, minLength: 28, maxLength: 40 }),
  );
  fc.assert(
    fc.property(key, fc.array(key, { maxLength: 6 }), fc.nat(3), (from, others, limit) => {
      // Each key is read from the middle of a longer run of code units, as the key table packs them.
      const packed = (text: string): [Uint16Array, number, number] => [
        Uint16Array.from(`ب${text}پ`, (letter) => letter.charCodeAt(0)),
        1,
        text.length + 1,
      ];
      const distanceTo = distancesFrom(from, limit);
      // Another key set up between two calls must not change the answers.
      distancesFrom(others[0] ?? 'ب', limit)(...packed(from));
      for (const other of others) {
        expect(distanceTo(...packed(other))).toBe(boundedLevenshtein(from, other, limit));
        expect(distanceTo(...packed(from + other))).toBe(boundedLevenshtein(from, from + other, limit));
      }
    }),
    { numRuns: 500 },
  );
});

test('smallestIn gives the k smallest values of any slice, ascending', () => {
  fc.assert(
    fc.property(
      fc.uniqueArray(fc.nat(500), { minLength: 1, maxLength: 80 }),
      fc.nat(),
      fc.nat(),
      fc.nat(12),
      (values, a, b, k) => {
        const from = a % values.length;
        const to = from + (b % (values.length - from + 1));
        const expected = values
          .slice(from, to)
          .sort((x, y) => x - y)
          .slice(0, k);
        expect(smallestIn(buildRangeMin(Uint32Array.from(values)), from, to, k)).toEqual(expected);
      },
    ),
  );
});

test('TopK keeps the k best of a stream, best first', () => {
  fc.assert(
    fc.property(fc.array(fc.integer()), fc.nat(20), (items, k) => {
      const top = new TopK(k, (a, b) => a < b);
      for (const item of items) top.add(item);
      expect(top.sorted()).toEqual([...items].sort((a, b) => a - b).slice(0, k));
    }),
  );
});
