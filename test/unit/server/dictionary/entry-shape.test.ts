import Database from 'better-sqlite3';
import { expect, test } from 'vitest';
import { replaceEntries } from '../../../../src/server/dictionary/entries';
import { entryByTitle, shownEntry } from '../../../../src/server/dictionary/entry-reads';
import { columnsOf, SEARCH_RESULT, WORD_ENTRY, wireReader } from '../../../../src/server/dictionary/entry-shape';
import { MIGRATIONS } from '../../../../src/server/dictionary/schema';
import * as v from '../../../../src/shared/wire/check';
import { searchResultSchema, wordEntrySchema } from '../../../../src/shared/wire/schemas';

const database = new Database(':memory:');
for (const migration of MIGRATIONS) database.exec(migration);
replaceEntries(database, 'moein', [
  { db: 'moein', title: 'کتاب', text: '<p>نامه</p><b>نوشته</b>', pron: 'ketāb', title_en: 'book' },
]);
const senses = [{ gloss: 'happy (feeling pleasure)', synonyms: ['شاد'], antonyms: ['غمگین'] }];
replaceEntries(database, 'motaradef', [
  { db: 'motaradef', title: 'خوشحال', text: 'شاد ≠ غمگین<br><br>', thesaurus: senses },
]);
const { id: rowId, snippet } = database
  .prepare<[], { id: number; snippet: string }>("SELECT id, snippet FROM entries WHERE db = 'moein'")
  .get() ?? { id: 0, snippet: '' };

// The members the wire schemas keep, in their order: what they parse holds those and no other.
const RESULT_KEYS = Object.keys(
  v.parse(searchResultSchema, {
    id: '',
    title: '',
    title_en: '',
    pron: '',
    text: '',
    source: '',
    db: '',
    num: 1,
    other: 0,
  }),
);
const WORD_KEYS = Object.keys(
  v.parse(wordEntrySchema, {
    id: '',
    title: '',
    title_en: '',
    pron: '',
    db: '',
    source: '',
    text: '',
    thesaurus: [],
    other: 0,
  }),
);
// An entry without a thesaurus's senses is sent without the member.
const PLAIN_WORD_KEYS = WORD_KEYS.filter((key) => key !== 'thesaurus');

test('a search result reads the wire result’s members less the derived source, the meaning from the snippet', () => {
  const wireLessDerived = RESULT_KEYS.filter((key) => key !== 'source').map((key) =>
    key === 'text' ? 'snippet' : key,
  );
  expect(columnsOf(SEARCH_RESULT).split(', ').sort()).toEqual(wireLessDerived.sort());
});

test('a word entry reads the wire entry’s members less the derived source, the whole meaning', () => {
  expect(columnsOf(WORD_ENTRY).split(', ').sort()).toEqual(WORD_KEYS.filter((key) => key !== 'source').sort());
});

test('a client receives of a search result the wire result, member for member and in its order', () => {
  const result = shownEntry(database)(rowId);
  expect(result).toEqual({
    id: `moein_${rowId}`,
    title: 'کتاب',
    title_en: 'book',
    pron: 'ketāb',
    text: snippet,
    source: 'فرهنگ فارسی معین',
    db: 'moein',
    num: 1,
  });
  expect(Object.keys(result ?? {})).toEqual(RESULT_KEYS);
});

test('a client receives of a word entry the wire entry, member for member and in its order', () => {
  const entry = entryByTitle(database)('moein', 'کتاب', 1);
  expect(entry).toEqual({
    id: `moein_${rowId}`,
    title: 'کتاب',
    title_en: 'book',
    pron: 'ketāb',
    db: 'moein',
    source: 'فرهنگ فارسی معین',
    text: '<p>نامه</p><b>نوشته</b>',
  });
  expect(Object.keys(entry ?? {})).toEqual(PLAIN_WORD_KEYS);
});

test('a thesaurus entry also carries its senses, after its meaning', () => {
  const entry = entryByTitle(database)('motaradef', 'خوشحال', 1);
  expect(entry?.thesaurus).toEqual(senses);
  expect(Object.keys(entry ?? {})).toEqual(WORD_KEYS);
});

test('no row, or a row of a dictionary the catalog lacks, is no entry', () => {
  expect(shownEntry(database)(rowId + 2)).toBeUndefined();
  expect(entryByTitle(database)('moein', 'کتاب', 2)).toBeUndefined();
  const row = { id: 1, db: 'gone', num: 1, title: 'کتاب', title_en: '', pron: '', snippet: '' };
  expect(wireReader(SEARCH_RESULT)(row)).toBeUndefined();
  expect(wireReader(SEARCH_RESULT)({ ...row, db: 'amid' })?.source).toBe('فرهنگ فارسی عمید');
});
