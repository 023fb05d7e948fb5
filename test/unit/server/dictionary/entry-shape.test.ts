import Database from 'better-sqlite3';
import { expect, test } from 'vitest';
import { EntryWriter, replaceEntries } from '../../../../src/server/dictionary/entries';
import { wordFrequency } from '../../../../src/shared/frequency';
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
    band: '',
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
    band: '',
    thesaurus: [],
    other: 0,
  }),
);
// An entry without a thesaurus's senses is sent without the member.
const PLAIN_WORD_KEYS = WORD_KEYS.filter((key) => key !== 'thesaurus');

test('a search result reads the wire result’s members less the derived source, the meaning from the snippet', () => {
  const wireLessDerived = RESULT_KEYS.filter((key) => key !== 'source').map((key) =>
    key === 'text' ? 'snippet' : key === 'band' ? 'use_rank' : key,
  );
  expect(columnsOf(SEARCH_RESULT).split(', ').sort()).toEqual(wireLessDerived.sort());
});

test('a word entry reads the wire entry’s members less the derived source, the whole meaning', () => {
  const columns = WORD_KEYS.filter((key) => key !== 'source').map((key) => (key === 'band' ? 'use_rank' : key));
  expect(columnsOf(WORD_ENTRY).split(', ').sort()).toEqual(columns.sort());
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
    band: '',
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
    band: '',
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

test('an entry written with a frequency list carries its headword’s band; an English headword none', () => {
  const ranked = new Database(':memory:');
  for (const migration of MIGRATIONS) ranked.exec(migration);
  // «آب» is the list's first headword, «کتاب» its 1,200th; «خوار» is not in it.
  const frequency = wordFrequency(['آب', ...Array.from({ length: 1198 }, (_, i) => `واژه${i}`), 'کتاب'], []);
  const writer = new EntryWriter(ranked, frequency);
  for (const db of ['moein', 'en2fa'] as const) writer.clear(db);
  for (const title of ['آب', 'كتاب', 'خوار']) writer.add({ db: 'moein', title, text: 'x' });
  writer.add({ db: 'en2fa', title: 'water', text: 'آب' });
  const bands = ranked.prepare<[], { id: number }>('SELECT id FROM entries ORDER BY id').all();
  expect(bands.map(({ id }) => shownEntry(ranked)(id)?.band)).toEqual(['very-common', 'common', 'rare', '']);
});
