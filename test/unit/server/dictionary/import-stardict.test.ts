import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from 'vitest';
import { ImportError, importFiles } from '../../../../src/server/dictionary/import-files';
import { openStore } from '../../../../src/server/dictionary/open-store';
import { createEngine } from '../../../../src/server/engine/create-engine';
import { storedEntries } from './store-rows';
import { tempDir } from '../../../support/temp-dir';

interface Written {
  ifo: string;
  dict: string;
}

interface StarDictOptions {
  offsetBits?: 32 | 64;
  /** Omitted: every record marks its fields' types itself. */
  sameTypeSequence?: string;
  gzipIndex?: boolean;
  dictzip?: boolean;
  /** Per-record override of the size written in the index. */
  sizes?: Map<number, number>;
}

/** Writes a StarDict set from our own records, each record's data given as its raw bytes. */
function writeStarDict(dir: string, records: readonly [string, Buffer][], options: StarDictOptions = {}): Written {
  const base = path.join(dir, 'test');
  const offsetBits = options.offsetBits ?? 32;
  const index: Buffer[] = [];
  let offset = 0;
  for (const [i, [word, data]] of records.entries()) {
    const position = Buffer.alloc(offsetBits / 8 + 4);
    if (offsetBits === 64) position.writeBigUInt64BE(BigInt(offset), 0);
    else position.writeUInt32BE(offset, 0);
    position.writeUInt32BE(options.sizes?.get(i) ?? data.length, offsetBits / 8);
    index.push(Buffer.from(word, 'utf8'), Buffer.from([0]), position);
    offset += data.length;
  }
  const idx = Buffer.concat(index);
  const dict = Buffer.concat(records.map(([, data]) => data));
  const ifo = [
    "StarDict's dict ifo file",
    `version=${offsetBits === 64 ? '3.0.0' : '2.4.2'}`,
    'bookname=آزمون',
    `wordcount=${records.length}`,
    `idxfilesize=${idx.length}`,
    ...(offsetBits === 64 ? ['idxoffsetbits=64'] : []),
    ...(options.sameTypeSequence === undefined ? [] : [`sametypesequence=${options.sameTypeSequence}`]),
    '',
  ].join('\n');
  fs.writeFileSync(`${base}.ifo`, ifo);
  fs.writeFileSync(
    options.gzipIndex === true ? `${base}.idx.gz` : `${base}.idx`,
    options.gzipIndex === true ? zlib.gzipSync(idx) : idx,
  );
  const dictFile = options.dictzip === true ? `${base}.dict.dz` : `${base}.dict`;
  fs.writeFileSync(dictFile, options.dictzip === true ? zlib.gzipSync(dict) : dict);
  return { ifo: `${base}.ifo`, dict: dictFile };
}

const utf8 = (text: string): Buffer => Buffer.from(text, 'utf8');
// A typed field: its type letter, the text, and the NUL that ends it.
const field = (type: string, text: string): Buffer => Buffer.concat([utf8(type), utf8(text), Buffer.from([0])]);

const PLAIN: [string, Buffer][] = [
  ['آفتاب', utf8('خورشید؛ <b>روشنایی</b> روز')],
  ['ماه', utf8('قمر')],
  ['آفتاب', utf8('نور خورشید')],
];

function titlesAndTexts(file: string, as: 'fa2en' | 'amid' = 'amid'): [string, string, number, string][] {
  const database = openStore(':memory:');
  const report = importFiles(database, [file], { as });
  expect(report.problems).toEqual([]);
  return storedEntries(database).map((e) => [e.db, e.title, e.num, e.text]);
}

const EXPECTED: [string, string, number, string][] = [
  ['amid', 'آفتاب', 1, 'خورشید؛ <b>روشنایی</b> روز'],
  ['amid', 'ماه', 1, 'قمر'],
  ['amid', 'آفتاب', 2, 'نور خورشید'],
];

test('StarDict .ifo + .idx + .dict with sametypesequence=h imports into the --as database', () => {
  const { ifo } = writeStarDict(tempDir(), PLAIN, { sameTypeSequence: 'h' });
  expect(titlesAndTexts(ifo)).toEqual(EXPECTED);
});

test('StarDict with a dictzipped .dict.dz reads the same entries', () => {
  const { ifo, dict } = writeStarDict(tempDir(), PLAIN, { sameTypeSequence: 'm', dictzip: true });
  expect(dict.endsWith('.dict.dz')).toBe(true);
  expect(titlesAndTexts(ifo)).toEqual(EXPECTED);
});

test('StarDict with 64-bit offsets and a gzipped .idx.gz reads the same entries', () => {
  const { ifo } = writeStarDict(tempDir(), PLAIN, { sameTypeSequence: 'x', offsetBits: 64, gzipIndex: true });
  expect(titlesAndTexts(ifo)).toEqual(EXPECTED);
});

test('naming the .dict.dz instead of the .ifo finds the set', () => {
  const { dict } = writeStarDict(tempDir(), PLAIN, { sameTypeSequence: 'g', dictzip: true });
  expect(titlesAndTexts(dict)).toEqual(EXPECTED);
});

test('records that mark their own field types give the text fields as meaning and t as pron', () => {
  const records: [string, Buffer][] = [
    ['سلام', Buffer.concat([field('t', 'salām'), field('m', 'درود')])],
    [
      'hello',
      Buffer.concat([field('h', '<i>سلام</i>'), utf8('W'), Buffer.from([0, 0, 0, 2, 7, 7]), field('m', 'درود')]),
    ],
  ];
  const { ifo } = writeStarDict(tempDir(), records);
  const database = openStore(':memory:');
  expect(importFiles(database, [ifo], { as: 'en2fa' }).problems).toEqual([]);
  expect(storedEntries(database).map((e) => [e.title, e.pron, e.text, e.title_en])).toEqual([
    ['سلام', 'salām', 'درود', 'سلام'],
    ['hello', '', '<i>سلام</i>\nدرود', 'hello'],
  ]);
});

test('a same-type sequence of several fields splits at the NULs', () => {
  const records: [string, Buffer][] = [['باران', Buffer.concat([utf8('bārān'), Buffer.from([0]), utf8('آب از ابر')])]];
  const { ifo } = writeStarDict(tempDir(), records, { sameTypeSequence: 'tm' });
  const database = openStore(':memory:');
  importFiles(database, [ifo], { as: 'sareh' });
  expect(storedEntries(database).map((e) => [e.title, e.pron, e.text])).toEqual([['باران', 'bārān', 'آب از ابر']]);
});

test('a record whose meaning lies past the end of the .dict is reported and skipped', () => {
  const { ifo, dict } = writeStarDict(tempDir(), PLAIN, { sameTypeSequence: 'm', sizes: new Map([[2, 9999]]) });
  const database = openStore(':memory:');
  const report = importFiles(database, [ifo], { as: 'amid' });
  expect(storedEntries(database).map((e) => e.title)).toEqual(['آفتاب', 'ماه']);
  const offset = (PLAIN[0]?.[1].length ?? 0) + (PLAIN[1]?.[1].length ?? 0);
  expect(report.problems).toEqual([
    { file: dict, line: 3, message: `"آفتاب": its meaning (offset ${offset}, size 9999) lies past the end` },
  ]);
});

test('a StarDict set without --as, or with its .dict missing, is refused with ImportError', () => {
  const dir = tempDir();
  const { ifo, dict } = writeStarDict(dir, PLAIN, { sameTypeSequence: 'm' });
  const database = openStore(':memory:');
  expect(() => importFiles(database, [ifo])).toThrow(
    /a StarDict file does not say which dictionary it is; it needs --as DBNAME/,
  );
  fs.rmSync(dict);
  expect(() => importFiles(database, [ifo], { as: 'amid' })).toThrow(ImportError);
  expect(() => importFiles(database, [ifo], { as: 'amid' })).toThrow(/the StarDict \.dict file is missing/);
});

test('a .ifo without the StarDict magic line is refused', () => {
  const dir = tempDir();
  const { ifo } = writeStarDict(dir, PLAIN, { sameTypeSequence: 'm' });
  fs.writeFileSync(ifo, 'bookname=x\n');
  expect(() => importFiles(openStore(':memory:'), [ifo], { as: 'amid' })).toThrow(/not a StarDict \.ifo file/);
});

/** A `.syn` beside the set: each synonym, NUL, then the 32-bit index of its entry in the `.idx`. */
function writeSyn(ifo: string, synonyms: readonly [string, number][], tail = Buffer.alloc(0)): string {
  const syn = ifo.replace(/\.ifo$/, '.syn');
  const records = synonyms.map(([word, index]) => {
    const position = Buffer.alloc(4);
    position.writeUInt32BE(index, 0);
    return Buffer.concat([utf8(word), Buffer.from([0]), position]);
  });
  fs.writeFileSync(syn, Buffer.concat([...records, tail]));
  return syn;
}

test('a .syn gives the entries it names more keys: exact search finds the headword by them', () => {
  const { ifo } = writeStarDict(tempDir(), PLAIN, { sameTypeSequence: 'm' });
  writeSyn(ifo, [
    ['آفتاب‌ها', 0],
    ['ماهها', 1],
    ['mâh', 1],
  ]);
  const database = openStore(':memory:');
  expect(importFiles(database, [ifo], { as: 'amid' }).problems).toEqual([]);
  const engine = createEngine(database);
  const titles = (q: string) =>
    engine.search({ q, type: 'exact', dbs: ['amid'], start: 0, rows: 5 }).results.map((r) => `${r.title}:${r.num}`);
  expect(titles('ماه‌ها')).toEqual(['ماه:1']);
  expect(titles('mâh')).toEqual(['ماه:1']);
  expect(titles('آفتابها')).toEqual(['آفتاب:1']);
  expect(storedEntries(database).map((e) => e.pron)).toEqual(['', 'mâh', '']);
});

test('a .syn index past the last entry and a record cut short are reported with the .syn and its byte', () => {
  const { ifo } = writeStarDict(tempDir(), PLAIN, { sameTypeSequence: 'm' });
  const syn = writeSyn(
    ifo,
    [
      ['ماهها', 1],
      ['گم', 3],
    ],
    Buffer.concat([utf8('بریده'), Buffer.from([0, 0, 0])]),
  );
  const database = openStore(':memory:');
  const report = importFiles(database, [ifo], { as: 'amid' });
  expect(report.entries).toBe(3);
  const cut = utf8('ماهها').length + 5 + utf8('گم').length + 5;
  expect(report.problems).toEqual([
    {
      file: syn,
      line: 3,
      message: `the synonym file ends inside a record (byte ${cut}); the rest of it is skipped`,
      dropped: 1,
    },
    {
      file: syn,
      line: 2,
      message: `synonym "گم" at byte ${utf8('ماهها').length + 5} names entry 3, past the last (2)`,
      dropped: 1,
    },
  ]);
  const engine = createEngine(database);
  expect(engine.search({ q: 'ماهها', type: 'exact', dbs: ['amid'], start: 0, rows: 5 }).results).toHaveLength(1);
});
