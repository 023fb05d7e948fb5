import { expect, test } from 'vitest';
import { headwordCounts } from '../../../../scripts/data/frequency-headwords';
import { exactKey } from '../../../../src/shared/persian/normalise';

const storeOf = (...titles: string[]) => new Map(titles.map((title) => [exactKey(title), title]));
const rankOf = (rows: [string, number][], headword: string) => rows.findIndex(([title]) => title === headword);

test("a verb's forms count for its infinitive, and a look-alike noun keeps little of them", () => {
  const forms = new Map([
    ['کرد', 600],
    ['کردم', 900],
    ['می‌کنم', 500],
    ['کردند', 300],
  ]);
  const rows = headwordCounts(forms, storeOf('کردن', 'کرد'));
  expect(rows[0]?.[0]).toBe('کردن');
  const kurd = rows.find(([title]) => title === 'کرد')?.[1] ?? 0;
  expect(kurd).toBeLessThan(60);
  expect(rows.reduce((sum, [, count]) => sum + count, 0)).toBe(2_300);
});

test('a word that is a headword stays itself when its inflected reading is far-fetched', () => {
  const rows = headwordCounts(
    new Map([
      ['باران', 500],
      ['بار', 100],
    ]),
    storeOf('باران', 'بار'),
  );
  expect(rows).toEqual([
    ['باران', 500],
    ['بار', 100],
  ]);
});

test('an inflected form counts for its headword; a word no headword explains counts as its own', () => {
  const rows = headwordCounts(
    new Map([
      ['کتاب‌ها', 40],
      ['کتاب', 10],
      ['زرافه', 5],
    ]),
    storeOf('کتاب'),
  );
  expect(rows).toEqual([
    ['کتاب', 50],
    ['زرافه', 5],
  ]);
});

test("the written treebank's lemma settles which word a form was", () => {
  const forms = new Map([
    ['مردم', 1000],
    ['مردند', 200],
  ]);
  const store = storeOf('مردم', 'مردن', 'مرد');
  const guessed = headwordCounts(forms, store);
  const settled = headwordCounts(forms, store, new Map([[exactKey('مردم'), new Map([[exactKey('مردم'), 40]])]]));
  expect(rankOf(settled, 'مردم')).toBe(0);
  expect(settled.find(([title]) => title === 'مردم')?.[1]).toBeGreaterThan(950);
  expect(guessed.find(([title]) => title === 'مردم')?.[1] ?? 0).toBeLessThan(950);
});

test("a compound verb's forms count for the compound the store holds, not for its simple verb", () => {
  const forms = new Map([
    ['برگشتم', 400],
    ['برگردم', 300],
    ['گشتم', 200],
  ]);
  const rows = headwordCounts(forms, storeOf('برگشتن', 'گشتن'));
  expect(rows).toEqual([
    ['برگشتن', 700],
    ['گشتن', 200],
  ]);
});
