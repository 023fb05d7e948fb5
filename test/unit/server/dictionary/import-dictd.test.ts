import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from 'vitest';
import { decodeDictdNumber } from '../../../../src/server/dictionary/import/dictd';
import { importFiles } from '../../../../src/server/dictionary/import-files';
import { openStore } from '../../../../src/server/dictionary/open-store';
import { storedEntries } from './store-rows';
import { tempDir } from '../../../support/temp-dir';

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** dictd's base-64 numbers, written the way dictfmt writes them (most significant digit first). */
function encode(value: number): string {
  let digits = '';
  let rest = value;
  do {
    digits = DIGITS[rest % 64] + digits;
    rest = Math.floor(rest / 64);
  } while (rest > 0);
  return digits;
}

/** Writes a dictd `.index` + `.dict` (or `.dict.dz`) pair from our own entries, as dictfmt lays them out. */
function writeDictd(dir: string, entries: readonly [string, string][], dictzip = false): string {
  const base = path.join(dir, 'test');
  const index: string[] = [];
  const chunks: Buffer[] = [];
  let offset = 0;
  for (const [headword, body] of entries) {
    const bytes = Buffer.from(body, 'utf8');
    index.push(`${headword}\t${encode(offset)}\t${encode(bytes.length)}`);
    chunks.push(bytes);
    offset += bytes.length;
  }
  fs.writeFileSync(`${base}.index`, index.join('\n') + '\n');
  const dict = Buffer.concat(chunks);
  fs.writeFileSync(dictzip ? `${base}.dict.dz` : `${base}.dict`, dictzip ? zlib.gzipSync(dict) : dict);
  return `${base}.index`;
}

const ENTRIES: [string, string][] = [
  ['00-database-info', 'This file was converted from our own test entries.\n'],
  ['00-database-short', 'آزمون\n'],
  ['خانه', 'خانه\n   جای زندگی؛ سرا\n'],
  ['در', 'در\n   راه ورود به خانه\n'],
  ['خانه', 'خانه\n   ردیفی در جدول\n     (در اصطلاح)\n'],
];

const EXPECTED = [
  ['isfahani', 'خانه', 1, 'جای زندگی؛ سرا'],
  ['isfahani', 'در', 1, 'راه ورود به خانه'],
  ['isfahani', 'خانه', 2, 'ردیفی در جدول\n  (در اصطلاح)'],
];

test('dictd numbers are base 64 over A–Z a–z 0–9 + /, most significant digit first', () => {
  expect(decodeDictdNumber('A')).toBe(0);
  expect(decodeDictdNumber('/')).toBe(63);
  expect(decodeDictdNumber('BA')).toBe(64);
  expect(decodeDictdNumber('Hq')).toBe(7 * 64 + 42);
  expect(decodeDictdNumber('B+A')).toBe(64 * 64 + 62 * 64);
  expect(decodeDictdNumber('')).toBeUndefined();
  expect(decodeDictdNumber('A=')).toBeUndefined();
  expect(decodeDictdNumber('-1')).toBeUndefined();
});

test('dictd .index + .dict: header entries skipped, the repeated headword line and the indent dropped', () => {
  const index = writeDictd(tempDir(), ENTRIES);
  const database = openStore(':memory:');
  const report = importFiles(database, [index], { as: 'isfahani' });
  expect(report).toEqual({ entries: 3, perDb: { isfahani: 3 }, problems: [], skipped: 0, dropped: 0 });
  expect(storedEntries(database).map((e) => [e.db, e.title, e.num, e.text])).toEqual(EXPECTED);
  expect(storedEntries(database).map((e) => e.snippet)).toEqual([
    'جای زندگی؛ سرا',
    'راه ورود به خانه',
    'ردیفی در جدول (در اصطلاح)',
  ]);
});

test('dictd with a dictzipped .dict.dz reads the same entries', () => {
  const index = writeDictd(tempDir(), ENTRIES, true);
  const database = openStore(':memory:');
  importFiles(database, [index], { as: 'isfahani' });
  expect(storedEntries(database).map((e) => [e.db, e.title, e.num, e.text])).toEqual(EXPECTED);
});

test('offsets past 64 bytes use several digits', () => {
  const long: [string, string][] = Array.from({ length: 30 }, (_, i) => [
    `واژه${i}`,
    `معنی شماره ${i} که کمی بلند است\n`,
  ]);
  const index = writeDictd(tempDir(), long);
  const database = openStore(':memory:');
  importFiles(database, [index], { as: 'tehrani' });
  expect(storedEntries(database).map((e) => e.text)).toEqual(long.map(([, body]) => body.trimEnd()));
});

test('a malformed index line is reported with its line number and skipped', () => {
  const dir = tempDir();
  const index = writeDictd(dir, ENTRIES.slice(2));
  const lines = fs.readFileSync(index, 'utf8').split('\n');
  lines.splice(1, 0, 'بی‌عدد\tnot-base64!\tB', 'دور\tZZZ\tB');
  fs.writeFileSync(index, lines.join('\n'));
  const database = openStore(':memory:');
  const report = importFiles(database, [index], { as: 'dezfuli' });
  expect(storedEntries(database).map((e) => e.title)).toEqual(['خانه', 'در', 'خانه']);
  expect(report.problems).toEqual([
    { file: index, line: 2, message: '"بی‌عدد": expected headword TAB offset TAB length' },
    {
      file: index,
      line: 3,
      message: `"دور": its meaning (offset ${decodeDictdNumber('ZZZ')}, length 1) lies past the end`,
    },
  ]);
});
