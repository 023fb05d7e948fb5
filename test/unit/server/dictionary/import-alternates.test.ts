import { expect, test } from 'vitest';
import { importIndexed } from '../../../../src/server/cli/load-data';
import { ImportError } from '../../../../src/server/dictionary/import-files';
import { openStore } from '../../../../src/server/dictionary/open-store';
import { createEngine } from '../../../../src/server/engine/create-engine';
import { wordViews } from '../../../../src/shared/reading/reading-view';
import { storedEntries, writeFile } from './store-rows';
import { tempDir } from '../../../support/temp-dir';

const TABFILE = [
  'آب|آب‌ها|âb|آبها|âb-hâ\t<i>noun</i><br><ol><li>water</li><li>liquid</li></ol>',
  'کتاب|kotob|کتب|ketâb\t<i>noun</i><br><ol><li>book</li></ol>',
  'خواندن|می‌خوانم|mi-xânam|xândan\t<i>verb</i><br><ol><li>to read</li></ol>',
  '',
].join('\n');

function exactTitles(engine: ReturnType<typeof createEngine>, q: string): string[] {
  return engine.search({ q, type: 'exact', dbs: ['fa2en'], start: 0, rows: 10 }).results.map((r) => r.title);
}

test('a tabfile alternate finds its headword by exact search, suggest and reading', () => {
  const file = writeFile(tempDir(), 'fa-en.tsv', TABFILE);
  const database = openStore(':memory:');
  expect(importIndexed(database, [file], { as: 'fa2en' }).problems).toEqual([]);
  const engine = createEngine(database);
  for (const q of ['آب‌ها', 'آبها', 'âb-hâ', 'âb']) expect(exactTitles(engine, q)).toEqual(['آب']);
  expect(exactTitles(engine, 'کتب')).toEqual(['کتاب']);
  expect(engine.suggest('آب‌ها')[0]).toBe('آب');
  expect(engine.suggest('ketâ')).toContain('کتاب');
  const words = wordViews('آبها را می‌خوانم', engine.read('آبها را می‌خوانم', ['fa2en']));
  expect(words.map((word) => [word.text, word.headwords.map((h) => `${h.title}: ${h.meaning}`)])).toEqual([
    ['آبها', ['آب: water']],
    ['را', []],
    ['می‌خوانم', ['خواندن: to read']],
  ]);
});

test('pron is the romanisation that reads the headword, not one of its other forms', () => {
  const file = writeFile(tempDir(), 'fa-en.tsv', TABFILE);
  const database = openStore(':memory:');
  importIndexed(database, [file], { as: 'fa2en' });
  expect(storedEntries(database).map((entry) => [entry.title, entry.pron])).toEqual([
    ['آب', 'âb'],
    ['کتاب', 'ketâb'],
    ['خواندن', 'xândan'],
  ]);
});

test('empty alternates are reported with their line, once for the entry, and counted apart; the entry keeps its other keys', () => {
  const file = writeFile(tempDir(), 'fa-en.tsv', 'آب||آبها|ـ\twater\nنان|nân\tbread\n');
  const database = openStore(':memory:');
  const report = importIndexed(database, [file], { as: 'fa2en' });
  expect(report.entries).toBe(2);
  expect(report.problems).toEqual([
    { file, line: 1, message: '"آب": alternates 1, 3 are empty; left out', dropped: 2 },
  ]);
  expect([report.skipped, report.dropped]).toEqual([0, 2]);
  expect(exactTitles(createEngine(database), 'آبها')).toEqual(['آب']);
});

test('a failed import leaves the old alternates whole', () => {
  const dir = tempDir();
  const old = writeFile(dir, 'old.tsv', 'آب|آبها\twater\n');
  const database = openStore(':memory:');
  importIndexed(database, [old], { as: 'fa2en' });
  const next = writeFile(dir, 'next.tsv', 'نان|نانها\tbread\n');
  const broken = writeFile(dir, 'broken.dict.dz', 'not gzip');
  writeFile(dir, 'broken.index', 'x\tA\tB\n');
  expect(() => importIndexed(database, [next, broken], { as: 'fa2en' })).toThrow(ImportError);
  const engine = createEngine(database);
  expect(exactTitles(engine, 'آبها')).toEqual(['آب']);
  expect(exactTitles(engine, 'نانها')).toEqual([]);
});

test('JSONL "alternates" must be an array of strings; a line with another is reported and skipped', () => {
  const file = writeFile(
    tempDir(),
    'words.jsonl',
    [
      '{"db":"fa2en","title":"آب","text":"water","alternates":["آبها","âb"]}',
      '{"db":"fa2en","title":"نان","text":"bread","alternates":"نانها"}',
      '{"db":"fa2en","title":"سگ","text":"dog","alternates":["سگها", 3]}',
      '',
    ].join('\n'),
  );
  const database = openStore(':memory:');
  const report = importIndexed(database, [file]);
  expect(storedEntries(database).map((entry) => [entry.title, entry.pron])).toEqual([['آب', 'âb']]);
  expect(report.problems).toEqual([
    { file, line: 2, message: '"نان": "alternates" must be an array of strings' },
    { file, line: 3, message: '"سگ": "alternates" must be an array of strings' },
  ]);
  expect(exactTitles(createEngine(database), 'آبها')).toEqual(['آب']);
});
