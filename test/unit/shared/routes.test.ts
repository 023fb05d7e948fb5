import { expect, test } from 'vitest';
import {
  comparePath,
  isReadablePath,
  matchWordPath,
  parseWordRoute,
  readPath,
  ROUTE_PATTERNS,
  searchPath,
  wordPath,
} from '../../../src/shared/routes';

test('a known db (any case), a trimmed title and a plain ordinal name an entry', () => {
  expect(parseWordRoute({ db: ' Moein ', title: '  امید ', num: '12' })).toEqual({
    db: 'moein',
    title: 'امید',
    num: 12,
  });
});

test.each([
  [{ db: 'nowhere', title: 'امید', num: '1' }],
  [{ title: 'امید', num: '1' }],
  [{ db: 'moein', title: '   ', num: '1' }],
  [{ db: 'moein', num: '1' }],
  [{ db: 'moein', title: 'امید', num: '0' }],
  [{ db: 'moein', title: 'امید', num: '01' }],
  [{ db: 'moein', title: 'امید', num: '1e3' }],
  [{ db: 'moein', title: 'امید', num: ' 1' }],
  [{ db: 'moein', title: 'امید', num: '1234567890' }],
  [{ db: 'moein', title: 'امید' }],
])('%o names no entry', (raw) => {
  expect(parseWordRoute(raw)).toBeUndefined();
});

test.each([
  ['moein', 'امید', 1],
  ['dehkhoda', 'خانه‌دار', 12],
  ['moein', 'a/b?c#d %', 3],
  ['amid', 'نیم فاصله و فاصله', 987654321],
])('the word path of %s / %s / %d reads back as the same entry', (db, title, num) => {
  const path = wordPath(db, title, num);
  expect(path.split('/')).toHaveLength(5);
  expect(matchWordPath(path)).toEqual({ db, title, num });
});

test('a marked word path keeps its marks out of the path', () => {
  const path = wordPath('moein', 'امید', 2, 'آرزو');
  const url = new URL(path, 'http://x.invalid');
  expect(url.searchParams.get('hl')).toBe('آرزو');
  expect(matchWordPath(url.pathname)).toEqual({ db: 'moein', title: 'امید', num: 2 });
});

test.each([
  '/word/moein/%D8%A7/1/extra',
  '/word/moein/%E0%A4%A/1',
  '/word/nowhere/%D8%A7/1',
  '/word/moein/%D8%A7/0',
  '/word/moein//1',
  '/words/moein/%D8%A7/1',
  'word/moein/%D8%A7/1',
  '/search',
])('%s names no entry', (path) => {
  expect(matchWordPath(path)).toBeUndefined();
});

test('search, compare and read paths read back through URLSearchParams', () => {
  const search = new URL(searchPath('نان & شیر', { type: 'text' }), 'http://x.invalid');
  expect(search.pathname).toBe(ROUTE_PATTERNS.search);
  expect(Object.fromEntries(search.searchParams)).toEqual({ q: 'نان & شیر', type: 'text' });
  const compare = new URL(comparePath('خانه', ['moein', 'amid']), 'http://x.invalid');
  expect(compare.pathname).toBe(ROUTE_PATTERNS.compare);
  expect(Object.fromEntries(compare.searchParams)).toEqual({ word: 'خانه', db: 'moein,amid' });
  expect(readPath()).toBe('/read');
  expect(new URL(readPath('یک متن بلند?'), 'http://x.invalid').searchParams.get('text')).toBe('یک متن بلند?');
});

test('a path is readable when its escapes spell UTF-8; one cut short or of other bytes is not', () => {
  expect(isReadablePath(`/word/moein/${encodeURIComponent('امید')}/1`)).toBe(true);
  expect(isReadablePath('/word/moein/%d8%a7/1')).toBe(true);
  expect(isReadablePath('/word/moein/%E0%A4%A/1')).toBe(false);
  expect(isReadablePath('/word/moein/%D8%FF/1')).toBe(false);
  expect(isReadablePath('/%')).toBe(false);
});
