/**
 * What a file made to hurt the importer gets: refused or bounded, whatever it says of itself —
 * inflation, one line, one meaning, ranges that repeat or overlap — and the database as it was
 * when the import is refused. Each file is small and made here.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import { expect, test } from 'vitest';
import { ImportError, importFiles } from '../../../../src/server/dictionary/import-files';
import { IMPORT_LIMITS } from '../../../../src/server/dictionary/import/import-limits';
import { openStore } from '../../../../src/server/dictionary/open-store';
import { dictzip, writeStarDictSet } from '../../../../scripts/fuzz/import-files';
import { tempDir } from '../../../support/temp-dir';
import { jsonl, storedEntries, writeFile } from './store-rows';

const KIB = 1024;
const small = {
  ...IMPORT_LIMITS,
  inflatedBytes: 64 * KIB,
  chunkedBytes: 256 * KIB,
  lineBytes: 4 * KIB,
  meaningBytes: 2 * KIB,
};

function withSample() {
  const database = openStore(':memory:');
  importFiles(database, [writeFile(tempDir(), 'before.jsonl', jsonl([{ db: 'amid', title: 'پیش', text: 'از پیش.' }]))]);
  return database;
}

test('the limits a file is held to are real dictionaries’ sizes many times over, and no more', () => {
  expect(IMPORT_LIMITS.inflatedBytes).toBe(256 * KIB * KIB);
  expect(IMPORT_LIMITS.chunkedBytes).toBe(KIB * KIB * KIB);
  expect(IMPORT_LIMITS.lineBytes).toBe(8 * KIB * KIB);
  expect(IMPORT_LIMITS.meaningBytes).toBe(KIB * KIB);
  expect(IMPORT_LIMITS.indexBytes).toBe(256 * KIB * KIB);
});

test('a .dict.dz that inflates past the limit is refused with its file, and nothing changes', () => {
  const meaning = Buffer.alloc(128 * KIB, 0x61);
  for (const bytes of [zlib.gzipSync(meaning), dictzip(meaning, 4 * KIB)]) {
    const dir = tempDir();
    const ifo = writeStarDictSet(dir, [{ word: 'بمب', offset: 0, size: 128 * KIB }], { name: '.dict.dz', bytes });
    const database = withSample();
    const limits = { ...small, meaningBytes: 256 * KIB, chunkedBytes: 64 * KIB };
    expect(() => importFiles(database, [ifo], { as: 'amid', limits })).toThrow(ImportError);
    expect(() => importFiles(database, [ifo], { as: 'amid', limits })).toThrow(
      /hostile\.dict\.dz: inflates to more than 64 KiB/,
    );
    expect(storedEntries(database).map((entry) => entry.title)).toEqual(['پیش']);
  }
});

test('a dictzip is read by its chunk table: only what a record needs is inflated', () => {
  const data = Buffer.from('نخست|دوم|'.repeat(2000));
  const first = Buffer.byteLength('نخست');
  const records = [
    { word: 'نخست', offset: 0, size: first },
    { word: 'دوم', offset: data.length - Buffer.byteLength('دوم|'), size: Buffer.byteLength('دوم') },
  ];
  const ifo = writeStarDictSet(tempDir(), records, { name: '.dict.dz', bytes: dictzip(data, 1000) });
  const database = openStore(':memory:');
  // Far less than the data: two chunks of a thousand bytes are all it takes.
  const report = importFiles(database, [ifo], { as: 'amid', limits: { ...small, chunkedBytes: 2 * 1000 } });
  expect(report.problems).toEqual([]);
  expect(storedEntries(database).map((entry) => [entry.title, entry.text])).toEqual([
    ['نخست', 'نخست'],
    ['دوم', 'دوم'],
  ]);
});

test('records that all point at one range store its meaning once, their headwords leading to it', () => {
  const meaning = Buffer.alloc(64 * KIB, 0x62);
  const records = Array.from({ length: 100 }, (_, i) => ({ word: `واژه${i}`, offset: 0, size: meaning.length }));
  const ifo = writeStarDictSet(tempDir(), records, { name: '.dict', bytes: meaning });
  const database = openStore(':memory:');
  const report = importFiles(database, [ifo], { as: 'amid', limits: { ...small, meaningBytes: 64 * KIB } });
  expect(report.entries).toBe(1);
  const stored = storedEntries(database);
  expect(stored.reduce((bytes, entry) => bytes + entry.text.length, 0)).toBe(meaning.length);
  const alternates = database.prepare('SELECT count(*) FROM alternates').pluck().get();
  expect(alternates).toBe(99);
});

test('a record whose range overlaps another’s without being it is refused, with its record', () => {
  const meaning = Buffer.from('a'.repeat(100));
  const records = [
    { word: 'یک', offset: 0, size: 60 },
    { word: 'دو', offset: 10, size: 60 },
    { word: 'سه', offset: 60, size: 40 },
  ];
  const ifo = writeStarDictSet(tempDir(), records, { name: '.dict', bytes: meaning });
  const database = openStore(':memory:');
  const report = importFiles(database, [ifo], { as: 'amid' });
  expect(storedEntries(database).map((entry) => entry.title)).toEqual(['یک', 'سه']);
  expect(report.problems.map((problem) => [problem.line, problem.message])).toEqual([
    [2, '"دو": its meaning (offset 10, size 60) overlaps record 1\'s; skipped'],
  ]);
});

test('a line longer than the limit is skipped, never held, and the lines after it are read', () => {
  const file = writeFile(
    tempDir(),
    'long.jsonl',
    `${JSON.stringify({ db: 'amid', title: 'دراز', text: 'x'.repeat(10 * KIB) })}\n${jsonl([{ db: 'amid', title: 'کوتاه', text: 'y' }])}`,
  );
  const database = openStore(':memory:');
  const report = importFiles(database, [file], { limits: small });
  expect(storedEntries(database).map((entry) => entry.title)).toEqual(['کوتاه']);
  expect(report.problems).toEqual([{ file, line: 1, message: 'the line is longer than 4 KiB; it is skipped' }]);
});

test('one entry’s meaning is bounded: past it the entry is skipped, whatever its format', () => {
  const dir = tempDir();
  const long = 'م'.repeat(1500);
  const json = writeFile(dir, 'long.jsonl', jsonl([{ db: 'amid', title: 'دراز', text: long }]));
  const tsv = writeFile(dir, 'long.tsv', `دراز\t${long}\n`);
  const ifo = writeStarDictSet(dir, [{ word: 'دراز', offset: 0, size: 3000 }], {
    name: '.dict',
    bytes: Buffer.from(long),
  });
  for (const file of [json, tsv, ifo]) {
    const database = openStore(':memory:');
    const report = importFiles(database, [file], { as: 'amid', limits: small });
    expect(report.entries).toBe(0);
    expect(report.problems[0]?.message).toBe(
      '"دراز": its meaning is 3,000 bytes, more than the 2 KiB one entry may hold',
    );
  }
});

test('headwords with NUL, a control or a bidi override are refused with file and line; such alternates are left out', () => {
  const dir = tempDir();
  const json = writeFile(
    dir,
    'keys.jsonl',
    jsonl([
      { db: 'amid', title: 'a\u0000b', text: 'nul' },
      { db: 'amid', title: 'ماه\u202e', text: 'override' },
      { db: 'amid', title: 'ماه', text: 'moon', alternates: ['ماهها', 'ما\u2066ه', '\u001b[31m'] },
    ]),
  );
  const database = openStore(':memory:');
  const report = importFiles(database, [json]);
  expect(storedEntries(database).map((entry) => entry.title)).toEqual(['ماه']);
  expect(report.problems).toEqual([
    {
      file: json,
      line: 1,
      message: '"a\\u0000b": the headword holds \\u0000, a control or bidi character no headword holds',
    },
    {
      file: json,
      line: 2,
      message: '"ماه\\u202E": the headword holds \\u202E, a control or bidi character no headword holds',
    },
    {
      file: json,
      line: 3,
      message: '"ماه": alternates 2, 3 hold a control or bidi character no headword holds; left out',
      dropped: 2,
    },
  ]);
  const keys = database.prepare('SELECT form FROM alternates').pluck().all();
  expect(keys).toEqual(['ماهها']);
  const idx = writeStarDictSet(dir, [{ word: 'x\u0001', offset: 0, size: 1 }], {
    name: '.dict',
    bytes: Buffer.from('y'),
  });
  expect(importFiles(openStore(':memory:'), [idx], { as: 'amid' }).problems[0]?.message).toMatch(
    /^"x\\u0001": the headword holds/,
  );
});

test('a problem that quotes a file prints its control characters escaped, never raw', () => {
  const file = writeFile(tempDir(), 'esc.tsv', 'ok\tfine\n\u001b]0;pwned\u0007\t\n');
  const report = importFiles(openStore(':memory:'), [file], { as: 'amid' });
  const shown = report.problems.map((problem) => problem.message).join('\n');
  expect([...shown].filter((char) => char < ' ')).toEqual([]);
  expect(shown).toContain('\\u001B]0;pwned\\u0007');
});

test('a line with a hundred thousand empty alternates is one problem, and is imported: skipped and left out are counted apart', () => {
  const file = writeFile(tempDir(), 'many.tsv', `آب${'|'.repeat(100_000)}\twater\n`);
  const report = importFiles(openStore(':memory:'), [file], { as: 'fa2en' });
  expect(report.entries).toBe(1);
  expect([report.skipped, report.dropped, report.problems.length]).toEqual([0, 100_000, 1]);
  expect(report.problems[0]?.message).toBe('"آب": alternates 1, 2, 3 and 99997 more are empty; left out');
});

test('an index too large to hold is refused before it is read', () => {
  const dir = tempDir();
  const ifo = writeStarDictSet(dir, [{ word: 'a', offset: 0, size: 1 }], { name: '.dict', bytes: Buffer.from('b') });
  fs.appendFileSync(ifo.replace(/\.ifo$/, '.idx'), Buffer.alloc(8 * KIB));
  const database = withSample();
  expect(() => importFiles(database, [ifo], { as: 'amid', limits: { ...small, indexBytes: 4 * KIB } })).toThrow(
    /hostile\.idx: it is 8,2\d\d bytes, more than the 4 KiB an index may be/,
  );
  expect(storedEntries(database).map((entry) => entry.title)).toEqual(['پیش']);
});
