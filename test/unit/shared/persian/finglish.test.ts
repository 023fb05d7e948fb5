import { expect, test } from 'vitest';
import fc from 'fast-check';
import { finglishReader, finglishWord, MAX_FINGLISH } from '../../../../src/shared/persian/finglish';
import { latinSkeletons, persianSkeleton } from '../../../../src/shared/persian/finglish-skeleton';
import { exactKey } from '../../../../src/shared/persian/normalise';
import { finglishCases, finglishRecall, lilakStore } from '../../../../scripts/bench/finglish-recall';

test('a Finglish word is Latin letters and apostrophes only, accents read as long vowels', () => {
  expect(finglishWord('  Ketâb ')).toBe('ketaab');
  expect(finglishWord('she’r')).toBe("she'r");
  for (const q of ['ketab2', 'ket ab', 'ketabکتاب', 'کتاب', 'k', "''", '', 'k'.repeat(MAX_FINGLISH + 1)]) {
    expect(finglishWord(q), q).toBeUndefined();
  }
});

test('a Persian word and its usual Latin spelling share one consonant skeleton', () => {
  for (const [latin, persian] of [
    ['ketab', 'کتاب'],
    ['khoob', 'خوب'],
    ['daneshgah', 'دانشگاه'],
    ['khaneh', 'خانه'],
    ['vaght', 'وقت'],
    ['tashakkor', 'تشکر'],
    ['sobh', 'صبح'],
  ] as const) {
    expect(latinSkeletons(latin), latin).toContain(persianSkeleton(exactKey(persian)));
  }
});

test('the usual reading of a spelling costs less than a look-alike with the same skeleton', () => {
  const cost = (latin: string, persian: string) => finglishReader(latin)(exactKey(persian));
  expect(cost('ketab', 'کتاب')).toBeLessThan(cost('ketab', 'کتب'));
  expect(cost('khane', 'خانه')).toBeLessThan(cost('khane', 'خان'));
  expect(cost('asr', 'عصر')).toBeLessThan(cost('asr', 'سر'));
  expect(cost('ketab', 'مداد')).toBe(Infinity);
});

test('any string is read without throwing; a Finglish word has a cost against any key', () => {
  fc.assert(
    fc.property(fc.string({ maxLength: 60 }), (q) => {
      const word = finglishWord(q);
      expect(word === undefined || /^[a-z']{2,}$/.test(word)).toBe(true);
    }),
  );
  const latin = fc.string({ unit: fc.constantFrom(..."abcdeghijklmnopqrstuvwxyz'"), minLength: 2, maxLength: 30 });
  const persian = fc.string({ unit: fc.constantFrom(...'ابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهیء'), maxLength: 40 });
  fc.assert(
    fc.property(latin, persian, (word, key) => {
      const cost = finglishReader(word)(key);
      expect(cost >= 0 && !Number.isNaN(cost)).toBe(true);
    }),
  );
});

test('at least 90 % of common words’ usual spellings put the word among the first three Persian suggestions', () => {
  const cases = finglishCases();
  expect(cases.length).toBeGreaterThan(250);
  const { found } = finglishRecall(cases, lilakStore(cases));
  expect(found / cases.length).toBeGreaterThanOrEqual(0.9);
});
