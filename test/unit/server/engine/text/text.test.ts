import { expect, test } from 'vitest';
import { engineOver, searchAll, titlesOf } from '../engine-over';

const meanings = engineOver([
  { db: 'moein', title: 'کتابخانه', text: 'جای نگهداری کتاب و خواندن' },
  { db: 'moein', title: 'کتابفروشی', text: 'دکان فروش کتاب' },
  { db: 'moein', title: 'رفتن', text: 'او به خانه می‌رود' },
  { db: 'moein', title: 'آسمان', text: 'فلک؛ سپهر' },
  { db: 'en2fa', title: 'rock and roll', text: 'rock and roll music' },
  { db: 'en2fa', title: 'rolling', text: 'rolling stone' },
]);

test('text: an entry matches when its meaning holds every word of q', () => {
  expect(new Set(titlesOf(searchAll(meanings, 'کتاب', 'text')))).toEqual(new Set(['کتابخانه', 'کتابفروشی']));
  expect(titlesOf(searchAll(meanings, 'کتاب فروش', 'text'))).toEqual(['کتابفروشی']);
  expect(titlesOf(searchAll(meanings, 'فروش کتاب', 'text'))).toEqual(['کتابفروشی']);
  expect(searchAll(meanings, 'کتاب آسمان', 'text').numFound).toBe(0);
});

test('text: q is split at ZWNJ as well as at spaces', () => {
  expect(titlesOf(searchAll(meanings, 'می‌رود', 'text'))).toEqual(['رفتن']);
  expect(titlesOf(searchAll(meanings, 'رود می', 'text'))).toEqual(['رفتن']);
  expect(titlesOf(searchAll(meanings, 'کتاب‌فروش', 'text'))).toEqual(['کتابفروشی']);
});

test('text: words are normalised like the meanings were', () => {
  expect(titlesOf(searchAll(meanings, 'سِپِهر', 'text'))).toEqual(['آسمان']);
  expect(titlesOf(searchAll(meanings, 'فروش كتاب', 'text'))).toEqual(['کتابفروشی']);
  expect(titlesOf(searchAll(meanings, 'ROLL', 'text'))).toEqual(['rock and roll']);
});

test('text: FTS5 syntax in q is plain text and never an error', () => {
  // AND, OR, NOT, NEAR, prefix stars, column filters, carets and quotes are just characters.
  expect(titlesOf(searchAll(meanings, 'AND', 'text'))).toEqual(['rock and roll']);
  expect(titlesOf(searchAll(meanings, 'rock OR', 'text'))).toEqual([]);
  expect(titlesOf(searchAll(meanings, '-roll', 'text'))).toEqual(['rock and roll']);
  expect(searchAll(meanings, 'roll*', 'text').numFound).toBe(1);
  expect(searchAll(meanings, 'rol*', 'text').numFound).toBe(0);
  for (const q of [
    '"',
    '*',
    'NEAR(',
    'NEAR(rock roll)',
    ':',
    'words:rock',
    '^rock',
    '(',
    ')',
    '""',
    '"rock',
    'a"b',
    '\u0000',
    '+',
    '{words}: x',
  ]) {
    expect(() => searchAll(meanings, q, 'text')).not.toThrow();
  }
  expect(titlesOf(searchAll(meanings, '"rock', 'text'))).toEqual(['rock and roll']);
  expect(titlesOf(searchAll(meanings, 'words:rock', 'text'))).toEqual([]);
});

test('text: a shorter meaning with the word ranks above a longer one (bm25), within the database order', () => {
  const engine = engineOver([
    { db: 'amid', title: 'الف', text: 'درخت بلند در باغ بزرگ شهر کهن ما' },
    { db: 'amid', title: 'ب', text: 'درخت' },
    { db: 'amid', title: 'پ', text: 'گل' },
    { db: 'amid', title: 'ت', text: 'سنگ' },
    { db: 'amid', title: 'ث', text: 'آب' },
    { db: 'amid', title: 'چ', text: 'خاک' },
    { db: 'amid', title: 'ح', text: 'باد' },
    { db: 'moein', title: 'ج', text: 'درخت بلند در باغ بزرگ شهر کهن ما' },
  ]);
  expect(titlesOf(searchAll(engine, 'درخت', 'text', { dbs: ['amid', 'moein'] }))).toEqual(['ب', 'الف', 'ج']);
  expect(titlesOf(searchAll(engine, 'درخت', 'text', { dbs: ['moein', 'amid'] }))).toEqual(['ج', 'ب', 'الف']);
});
