import fc from 'fast-check';
import * as v from '../../../../src/shared/wire/check';
import { expect, test } from 'vitest';
import { DB_NAMES } from '../../../../src/shared/catalog';
import { SEARCH_TYPES } from '../../../../src/shared/search-types';
import { searchResultSchema, wordEntrySchema } from '../../../../src/shared/wire/schemas';
import { engineOver } from './engine-over';

// Headwords that are hard on a normaliser: marks only, tatweel only, punctuation, emoji, Latin.
const engine = engineOver([
  { db: 'moein', title: 'کتاب', text: 'نامه "نوشته" * AND NEAR(x) -y :z' },
  { db: 'moein', title: '\u064E\u0650', text: 'فقط اعراب' },
  { db: 'amid', title: 'ـ', text: 'کشیده' },
  { db: 'amid', title: '!؟', text: '؟' },
  { db: 'wiki', title: '😀 خنده', text: '😀' },
  { db: 'en2fa', title: 'Book', text: 'کتاب' },
  { db: 'fa2en', title: 'آ', text: 'a' },
  { db: 'slang', title: 'ع', text: 'حرف' },
]);

const HOSTILE = [
  '\u064E',
  '😀',
  '\uD800',
  '\uDFFF',
  '\u0000',
  '"',
  '*',
  'AND',
  'NEAR(',
  '-x',
  ':',
  '\u200C',
  'ـ',
  '؟!',
  ' ',
  'آ',
  'ء',
];
const anyQ = fc.string({ unit: 'binary', minLength: 1, maxLength: 100 });

for (const type of SEARCH_TYPES) {
  test(`search ${type}: any q answers a well-formed page and never throws`, () => {
    const check = (q: string, start: number, rows: number): void => {
      const page = engine.search({ q, type, dbs: DB_NAMES, start, rows });
      expect(Number.isSafeInteger(page.numFound) && page.numFound >= 0).toBe(true);
      expect(page.results).toHaveLength(Math.max(0, Math.min(rows, page.numFound - start)));
      for (const result of page.results) expect(v.is(searchResultSchema, result)).toBe(true);
    };
    for (const q of HOSTILE) check(q, 0, 10);
    fc.assert(fc.property(anyQ, fc.nat(5), fc.integer({ min: 1, max: 50 }), check), { numRuns: 300 });
  });
}

test('search: a q whose exact key is empty finds nothing rather than every key-less headword', () => {
  for (const type of SEARCH_TYPES)
    expect(engine.search({ q: '\u064E\u0650', type, dbs: DB_NAMES, start: 0, rows: 10 }).numFound).toBe(0);
});

test('suggest: any q answers at most 10 distinct strings and never throws', () => {
  const check = (q: string): void => {
    const suggestions = engine.suggest(q);
    expect(suggestions.length).toBeLessThanOrEqual(10);
    expect(new Set(suggestions).size).toBe(suggestions.length);
    for (const suggestion of suggestions) expect(typeof suggestion).toBe('string');
  };
  for (const q of HOSTILE) check(q);
  fc.assert(fc.property(anyQ, check), { numRuns: 300 });
});

test('word: any title and num answer a whole entry or undefined and never throw', () => {
  const check = (title: string, num: number): void => {
    const entry = engine.word(title, 'moein', num);
    expect(entry === undefined || v.is(wordEntrySchema, entry)).toBe(true);
  };
  for (const q of HOSTILE) check(q, 1);
  fc.assert(fc.property(anyQ, fc.oneof(fc.integer(), fc.double()), check), { numRuns: 300 });
  expect(engine.word('کتاب', 'moein', 1)?.title).toBe('کتاب');
});
