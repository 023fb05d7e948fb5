import { expect, test } from 'vitest';
import { EMPTY_LIBRARY, MAX_LOOKUPS, type LibraryDoc } from '../../../../src/web/features/library/model/library-doc';
import { mergeLibraries } from '../../../../src/web/features/library/model/merge-library';

const MINE: LibraryDoc = {
  version: 1,
  searches: [{ q: 'امید', type: 'exact', at: 100, count: 2 }],
  lookups: [{ db: 'moein', title: 'امید', num: 1, at: 100, count: 5 }],
  bookmarks: [{ db: 'moein', title: 'امید', num: 1, savedAt: 100, folder: 'درس', note: 'مال من' }],
  folders: ['درس'],
};

const THEIRS: LibraryDoc = {
  version: 1,
  searches: [
    { q: 'امید', type: 'like', at: 200, count: 1 },
    { q: 'کتاب', type: 'exact', at: 50, count: 7 },
  ],
  lookups: [
    { db: 'moein', title: 'امید', num: 1, at: 50, count: 9 },
    { db: 'amid', title: 'کتاب', num: 1, at: 300, count: 1 },
  ],
  bookmarks: [
    { db: 'moein', title: 'امید', num: 1, savedAt: 400, folder: 'دیگر' },
    { db: 'amid', title: 'کتاب', num: 1, savedAt: 300, folder: 'کتاب‌ها', gloss: 'نوشته‌ای صحافی‌شده' },
  ],
  folders: ['دیگر'],
};

test('an import adds what is new and reports how much', () => {
  const { doc, added } = mergeLibraries(MINE, THEIRS);
  expect(added).toEqual({ searches: 1, lookups: 1, bookmarks: 1 });
  expect(doc.bookmarks.map((b) => b.title)).toEqual(['کتاب', 'امید']);
  expect(doc.folders).toEqual(['درس', 'دیگر', 'کتاب‌ها']);
});

test('what both hold keeps the larger count and the later time; the reader’s bookmark wins', () => {
  const { doc } = mergeLibraries(MINE, THEIRS);
  expect(doc.searches[0]).toEqual({ q: 'امید', type: 'like', at: 200, count: 2 });
  expect(doc.lookups.find((l) => l.title === 'امید')).toEqual({ ...MINE.lookups[0], count: 9 });
  expect(doc.bookmarks.find((b) => b.title === 'امید')).toEqual(MINE.bookmarks[0]);
});

test('importing the same file twice changes nothing the second time', () => {
  const once = mergeLibraries(MINE, THEIRS).doc;
  const twice = mergeLibraries(once, THEIRS);
  expect(twice.doc).toEqual(once);
  expect(twice.added).toEqual({ searches: 0, lookups: 0, bookmarks: 0 });
});

test('into an empty library, an import is the file itself (newest first)', () => {
  expect(mergeLibraries(EMPTY_LIBRARY, MINE).doc).toEqual(MINE);
});

test('the look-up list stays within its bound, keeping the most recent', () => {
  const many: LibraryDoc = {
    ...EMPTY_LIBRARY,
    lookups: Array.from({ length: MAX_LOOKUPS + 10 }, (_, i) => ({
      db: 'moein' as const,
      title: `واژه ${i}`,
      num: 1,
      at: i,
      count: 1,
    })),
  };
  const { doc } = mergeLibraries(MINE, many);
  expect(doc.lookups).toHaveLength(MAX_LOOKUPS);
  expect(doc.lookups[0]?.title).toBe(`واژه ${MAX_LOOKUPS + 9}`);
  // 1,011 words by time: the 11 oldest (at 0–10) are dropped; the reader's own (at 100) stays.
  expect(doc.lookups.some((l) => l.title === 'امید')).toBe(true);
  expect(doc.lookups.some((l) => l.title === 'واژه 10')).toBe(false);
  expect(doc.lookups.some((l) => l.title === 'واژه 11')).toBe(true);
});
