import { expect, test } from 'vitest';
import { LIBRARY_VERSION } from '../../../../src/web/features/library/model/library-doc';
import { checkLibraryDoc, readLibraryDoc } from '../../../../src/web/features/library/model/library-schema';

const VALID = {
  version: 1,
  searches: [{ q: 'امید', type: 'text', at: 1, count: 1 }],
  lookups: [{ db: 'dehkhoda', title: 'امید', num: 2, at: 2, count: 4 }],
  bookmarks: [{ db: 'en2fa', title: 'hope', num: 1, savedAt: 3, folder: 'انگلیسی', note: 'از کتاب' }],
  folders: ['انگلیسی'],
};

test('a version-1 library reads as it is; members it does not know are dropped', () => {
  expect(readLibraryDoc(VALID)).toEqual(VALID);
  expect(readLibraryDoc({ ...VALID, token: '1.secret', baseUrl: 'https://x' })).toEqual(VALID);
});

test.each([
  ['searches.0.type', { ...VALID, searches: [{ q: 'امید', type: 'fuzzy', at: 1, count: 1 }] }],
  ['lookups.0.db', { ...VALID, lookups: [{ ...VALID.lookups[0], db: 'britannica' }] }],
  ['lookups.0.num', { ...VALID, lookups: [{ ...VALID.lookups[0], num: 0 }] }],
  ['bookmarks.0.title', { ...VALID, bookmarks: [{ ...VALID.bookmarks[0], title: 'ا'.repeat(101) }] }],
  ['bookmarks.0.folder', { ...VALID, bookmarks: [{ ...VALID.bookmarks[0], folder: '' }] }],
  ['bookmarks.0.gloss', { ...VALID, bookmarks: [{ ...VALID.bookmarks[0], gloss: 'م'.repeat(201) }] }],
  ['bookmarks.0.savedAt', { ...VALID, bookmarks: [{ ...VALID.bookmarks[0], savedAt: 'دیروز' }] }],
  ['bookmarks.0.reading', { ...VALID, bookmarks: [{ ...VALID.bookmarks[0], reading: '' }] }],
  ['bookmarks.0.reading', { ...VALID, bookmarks: [{ ...VALID.bookmarks[0], reading: 'م'.repeat(2001) }] }],
  ['folders', { ...VALID, folders: 'انگلیسی' }],
])('%s wrong: the library is not read, and the check names it', (path, doc) => {
  expect(readLibraryDoc(doc)).toBeUndefined();
  expect(checkLibraryDoc(doc)).toEqual({ problem: path });
});

test('a word saved from a text that came by address keeps its sentence and the text', () => {
  const saved = { ...VALID.bookmarks[0], sentence: 'با امید زنده‌ایم.', reading: 'با امید زنده‌ایم. فردا روشن است.' };
  expect(readLibraryDoc({ ...VALID, bookmarks: [saved] })?.bookmarks).toEqual([saved]);
});

test('a newer version, or one older than any upgrade this app knows, is not read', () => {
  expect(readLibraryDoc({ ...VALID, version: LIBRARY_VERSION + 1 })).toBeUndefined();
  expect(readLibraryDoc({ ...VALID, version: 0 })).toBeUndefined();
  expect(readLibraryDoc('{"version":1}')).toBeUndefined();
  expect(readLibraryDoc(null)).toBeUndefined();
});
