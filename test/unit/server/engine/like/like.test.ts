import { expect, test } from 'vitest';
import { engineOver, searchAll, titlesOf } from '../engine-over';
import type { SeedEntry } from '../../../../../scripts/bench/seed-store';

const inAmid = (titles: readonly string[]): SeedEntry[] => titles.map((title) => ({ db: 'amid', title, text: 'معنی' }));

test('like: the headwords most like q as a whole first (edits relative to the longer key), the exact match leading', () => {
  const engine = engineOver(inAmid(['کتب', 'بی‌کتاب', 'کتابخانه', 'کتابی', 'کتاب', 'دفتر']));
  // Edits / letters: کتابی 1/5, کتب 1/4, بی‌کتاب 2/6, کتابخانه 4/8.
  expect(titlesOf(searchAll(engine, 'کتاب', 'like'))).toEqual(['کتاب', 'کتابی', 'کتب', 'بی‌کتاب', 'کتابخانه']);
});

test('like: a look-alike is never found across the space between two words', () => {
  const engine = engineOver(inAmid(['سگ', 'سنگ', 'رگ', 'کلاس گذاشتن', 'سگ‌بان', 'سگک']));
  expect(titlesOf(searchAll(engine, 'سگ', 'like'))).toEqual(['سگ', 'سگک', 'سنگ', 'رگ']);
  // «اسگذ» only straddles «کلا(س گذ)اشتن»; «گذاشت» is inside its second word.
  expect(searchAll(engine, 'اسگذ', 'like').numFound).toBe(0);
  expect(titlesOf(searchAll(engine, 'گذاشت', 'like'))).toEqual(['کلاس گذاشتن']);
});

test('like: a one-letter typo is found for keys of 3 to 5 letters, two typos are not', () => {
  const engine = engineOver(inAmid(['سیب', 'کتاب', 'مدرسه']));
  expect(titlesOf(searchAll(engine, 'سیپ', 'like'))).toEqual(['سیب']);
  expect(titlesOf(searchAll(engine, 'کتاپ', 'like'))).toEqual(['کتاب']);
  expect(titlesOf(searchAll(engine, 'مذرسه', 'like'))).toEqual(['مدرسه']);
  expect(searchAll(engine, 'مذرصه', 'like').numFound).toBe(0);
});

test('like: two typos are found only for keys of 6 letters or more', () => {
  const engine = engineOver(inAmid(['کتابها', 'کتابخانه']));
  expect(titlesOf(searchAll(engine, 'کتیبهی', 'like'))).toEqual(['کتابها']);
  expect(titlesOf(searchAll(engine, 'کپابخانع', 'like'))).toEqual(['کتابخانه']);
  expect(searchAll(engine, 'کپابخعنع', 'like').numFound).toBe(0);
});

test('like: a two-letter q finds only whole headwords within one edit of it', () => {
  const engine = engineOver(inAmid(['سب', 'سبد', 'اسب', 'سپ', 'سبزه', 'کاسبی']));
  expect(titlesOf(searchAll(engine, 'سب', 'like'))).toEqual(['سب', 'اسب', 'سبد', 'سپ']);
});

test('like: a one-letter q finds only whole headwords within one edit of it', () => {
  const engine = engineOver(inAmid(['و', 'وا', 'دو', 'ودا']));
  expect(titlesOf(searchAll(engine, 'و', 'like'))).toEqual(['و', 'دو', 'وا']);
});

test('like: matching is on exact keys, so madda, Arabic letters and ZWNJ do not hide a headword', () => {
  const engine = engineOver(inAmid(['آسمان‌خراش', 'کتابی']));
  expect(titlesOf(searchAll(engine, 'اسمان', 'like'))).toEqual(['آسمان‌خراش']);
  expect(titlesOf(searchAll(engine, 'كتابي', 'like'))).toEqual(['کتابی']);
});

test('like: a short q asked again with another filter or page answers as a fresh engine does', () => {
  const entries: SeedEntry[] = ['سب', 'سبد', 'اسب', 'سپ', 'سبزه', 'کسب', 'س'].flatMap((title, i) => [
    { db: 'amid', title, text: 'معنی' },
    { db: i % 2 === 0 ? 'moein' : 'slang', title, text: 'معنی' },
  ]);
  const kept = engineOver(entries);
  const asks = [
    { q: 'سب', dbs: ['amid', 'moein', 'slang'] as const, start: 0, rows: 50 },
    { q: 'سب', dbs: ['slang', 'amid'] as const, start: 2, rows: 3 },
    { q: 'س', dbs: ['moein'] as const, start: 0, rows: 2 },
    { q: 'س', dbs: ['slang', 'moein', 'amid'] as const, start: 1, rows: 50 },
  ];
  for (const ask of asks) {
    const search = { ...ask, dbs: [...ask.dbs], type: 'like' as const };
    expect(kept.search(search)).toEqual(engineOver(entries).search(search));
  }
  // Within one edit of «سب»: all but «سبزه», six in amid and three (سبد, سپ, کسب) in slang.
  expect(kept.search({ q: 'سب', type: 'like', dbs: ['slang', 'amid'], start: 0, rows: 50 }).numFound).toBe(9);
});
