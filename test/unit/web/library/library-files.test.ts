import { expect, test } from 'vitest';
import type { Bookmark } from '../../../../src/web/features/library/model/library-doc';
import { ankiTsv as ankiTsvIn, tsvField } from '../../../../src/web/features/library/model/anki-tsv';
import {
  describePath as describePathIn,
  readLibraryFile as readLibraryFileIn,
} from '../../../../src/web/features/library/model/import-file';
import { PERSIAN } from '../../../support/persian-telling';

const ankiTsv = (bookmarks: readonly Bookmark[]) => ankiTsvIn(bookmarks, PERSIAN);
const describePath = (path: string) => describePathIn(path, PERSIAN);
const readLibraryFile = (text: string) => readLibraryFileIn(text, PERSIAN);

const bookmark = (extra: Partial<Bookmark>): Bookmark => ({
  db: 'moein',
  title: 'امید',
  num: 1,
  savedAt: 1,
  folder: 'عمومی',
  ...extra,
});

test('the TSV starts with the header lines Anki reads, then one row per bookmark', () => {
  const lines = ankiTsv([
    bookmark({ gloss: 'آرزو، انتظار', pron: 'omid' }),
    bookmark({ db: 'en2fa', title: 'hope', folder: 'زبان انگلیسی' }),
  ]).split('\n');
  expect(lines.slice(0, 4)).toEqual([
    '#separator:tab',
    '#html:true',
    '#columns:واژه\tآوانویسی\tمعنی\tجمله\tبرچسب‌ها',
    '#tags column:5',
  ]);
  // The meaning alone: the dictionary's name would start every card's back.
  expect(lines[4]).toBe('امید\tomid\tآرزو، انتظار\t\tعمومی');
  expect(lines[5]).toBe('hope\t\t\t\tزبان_انگلیسی');
  expect(lines[6]).toBe('');
  expect(lines).toHaveLength(7);
});

test('tabs and line breaks inside a field become spaces, so every row keeps five columns', () => {
  const row = ankiTsv([
    bookmark({ title: 'دو\tپاره', gloss: 'سطر یک\nسطر دو\r\nسطر سه', note: 'یاد\tداشت', sentence: 'جملهٔ\tیک\nخط' }),
  ]).split('\n')[4];
  expect(row?.split('\t')).toEqual(['دو پاره', '', 'سطر یک سطر دو سطر سه — یادداشت: یاد داشت', 'جملهٔ یک خط', 'عمومی']);
});

test('a word saved from a reading carries its sentence, the word in bold there; what the reader wrote stays text', () => {
  const row = ankiTsv([bookmark({ gloss: 'آرزو <b>', sentence: 'با امیدها زنده‌ایم.', form: 'امیدها' })]).split(
    '\n',
  )[4];
  expect(row).toBe('امید\t\tآرزو &lt;b&gt;\tبا <b>امیدها</b> زنده‌ایم.\tعمومی');
});

test('a field with a double quote, or starting with #, is quoted so Anki reads it as text', () => {
  expect(tsvField('گفت "آری"')).toBe('"گفت ""آری"""');
  expect(tsvField('#هشتگ')).toBe('"#هشتگ"');
  expect(tsvField('  ساده  ')).toBe('ساده');
});

test('a file that is not JSON, not a library, or from a newer version is refused in Persian', () => {
  expect(readLibraryFile('not json')).toEqual({ ok: false, error: expect.stringContaining('JSON خوانا نیست') });
  expect(readLibraryFile('{"a":1}')).toEqual({ ok: false, error: expect.stringContaining('شمارهٔ نسخه') });
  expect(readLibraryFile('{"version":7}')).toEqual({ ok: false, error: expect.stringContaining('نسخهٔ ۷') });
});

test('a wrong member is named: which list, which row, which field', () => {
  const file = JSON.stringify({
    version: 1,
    searches: [],
    lookups: [],
    bookmarks: [bookmark({}), bookmark({ db: 'nosuch' as Bookmark['db'] })],
    folders: [],
  });
  const result = readLibraryFile(file);
  expect(result.ok).toBe(false);
  expect(result.ok ? '' : result.error).toContain('نشانک‌ها، ردیف ۲، «نام فرهنگ» (bookmarks.1.db)');
  expect(describePath('searches.0.q')).toBe('جست‌وجوها، ردیف ۱، «متن جست‌وجو» (searches.0.q)');
});

test('a good file is read; more bookmarks than one import takes are refused', () => {
  const doc = { version: 1, searches: [], lookups: [], bookmarks: [bookmark({})], folders: [] };
  expect(readLibraryFile(JSON.stringify(doc))).toEqual({ ok: true, doc });
  const many = { ...doc, bookmarks: Array.from({ length: 5001 }, (_, i) => bookmark({ num: i + 1 })) };
  expect(readLibraryFile(JSON.stringify(many))).toEqual({ ok: false, error: expect.stringContaining('۵٬۰۰۰') });
});
