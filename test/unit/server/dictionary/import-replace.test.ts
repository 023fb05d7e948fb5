import fs from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import { expect, test } from 'vitest';
import { contentHash, ImportError, importFiles, sampleFiles } from '../../../../src/server/dictionary/import-files';
import { openStore } from '../../../../src/server/dictionary/open-store';
import { idsWithWord, jsonl, storedEntries, writeFile } from './store-rows';
import { tempDir } from '../../../support/temp-dir';

/** Everything a client could observe: the entries and what full-text search finds. */
function snapshot(database: Database): unknown {
  return { entries: storedEntries(database), old: idsWithWord(database, 'قدیم'), fresh: idsWithWord(database, 'تازه') };
}

function seeded(dir: string): Database {
  const database = openStore(path.join(dir, 'farhang.db'));
  const seed = writeFile(
    dir,
    'seed.jsonl',
    jsonl([
      { db: 'moein', title: 'کهنه', text: 'معنی قدیم معین' },
      { db: 'moein', title: 'کهنه', text: 'دومی قدیم' },
      { db: 'amid', title: 'کهنه', text: 'معنی قدیم عمید' },
    ]),
  );
  importFiles(database, [seed]);
  return database;
}

test('re-importing a database replaces all its entries; databases not named are untouched', () => {
  const dir = tempDir();
  const database = seeded(dir);
  const amidBefore = storedEntries(database, 'amid');
  const next = writeFile(dir, 'next.jsonl', jsonl([{ db: 'moein', title: 'نو', text: 'معنی تازه' }]));
  expect(importFiles(database, [next]).perDb).toEqual({ moein: 1 });
  expect(storedEntries(database, 'moein').map((e) => [e.title, e.num, e.text])).toEqual([['نو', 1, 'معنی تازه']]);
  expect(storedEntries(database, 'amid')).toEqual(amidBefore);
  // The replaced entries are gone from the full-text index too.
  expect(idsWithWord(database, 'قدیم')).toEqual(amidBefore.map((e) => e.id));
});

test('several files for one database add up instead of replacing each other', () => {
  const dir = tempDir();
  const database = seeded(dir);
  const a = writeFile(dir, 'a.tsv', 'نو\tتازه یک\n');
  const b = writeFile(dir, 'b.tsv', 'نو\tتازه دو\n');
  expect(importFiles(database, [a, b], { as: 'moein' }).perDb).toEqual({ moein: 2 });
  expect(storedEntries(database, 'moein').map((e) => [e.title, e.num, e.text])).toEqual([
    ['نو', 1, 'تازه یک'],
    ['نو', 2, 'تازه دو'],
  ]);
});

test('--as empties its database even when the file holds no entries for it', () => {
  const dir = tempDir();
  const database = seeded(dir);
  const empty = writeFile(dir, 'empty.tsv', '\n');
  expect(importFiles(database, [empty], { as: 'moein' })).toEqual({
    entries: 0,
    perDb: { moein: 0 },
    problems: [],
    skipped: 0,
    dropped: 0,
  });
  expect(storedEntries(database, 'moein')).toEqual([]);
  expect(storedEntries(database, 'amid')).toHaveLength(1);
});

test('an import that fails part-way leaves the old data exactly as it was', () => {
  const dir = tempDir();
  const database = seeded(dir);
  const before = snapshot(database);
  const good = writeFile(dir, 'good.jsonl', jsonl([{ db: 'moein', title: 'نو', text: 'معنی تازه' }]));
  fs.writeFileSync(path.join(dir, 'broken.index'), 'واژه\tA\tB\n');
  const brokenDict = writeFile(dir, 'broken.dict.dz', 'this is not gzip');
  expect(() => importFiles(database, [good, brokenDict], { as: 'amid' })).toThrow(ImportError);
  expect(() => importFiles(database, [good, brokenDict], { as: 'amid' })).toThrow(`${brokenDict}: cannot decompress`);
  expect(snapshot(database)).toEqual(before);
});

test('a problem handler that throws aborts the import with nothing changed', () => {
  const dir = tempDir();
  const database = seeded(dir);
  const before = snapshot(database);
  const file = writeFile(dir, 'half.jsonl', '{"db":"moein","title":"نو","text":"تازه"}\nnot json\n');
  const stop = (): never => {
    throw new Error('operator gave up');
  };
  expect(() => importFiles(database, [file], { onProblem: stop })).toThrow('operator gave up');
  expect(snapshot(database)).toEqual(before);
});

test('an afterWrite that throws aborts the import with nothing changed', () => {
  const dir = tempDir();
  const database = seeded(dir);
  const before = snapshot(database);
  const file = writeFile(dir, 'next.jsonl', jsonl([{ db: 'moein', title: 'نو', text: 'معنی تازه' }]));
  const afterWrite = (): never => {
    throw new Error('index could not be built');
  };
  expect(() => importFiles(database, [file], { afterWrite })).toThrow('index could not be built');
  expect(snapshot(database)).toEqual(before);
});

test('a missing or unknown file is refused before anything changes', () => {
  const dir = tempDir();
  const database = seeded(dir);
  const before = snapshot(database);
  const good = writeFile(dir, 'good.jsonl', jsonl([{ db: 'moein', title: 'نو', text: 'تازه' }]));
  const missing = path.join(dir, 'missing.jsonl');
  expect(() => importFiles(database, [good, missing])).toThrow(`${missing}: no such file`);
  const unknown = writeFile(dir, 'words.docx', 'x');
  expect(() => importFiles(database, [good, unknown])).toThrow(`${unknown}: unknown dictionary format`);
  expect(() => importFiles(database, [dir])).toThrow(`${dir}: not a file`);
  expect(snapshot(database)).toEqual(before);
});

test('the data survives reopening the file after an import', () => {
  const dir = tempDir();
  seeded(dir).close();
  const reopened = openStore(path.join(dir, 'farhang.db'));
  expect(storedEntries(reopened).map((e) => [e.db, e.num])).toEqual([
    ['moein', 1],
    ['moein', 2],
    ['amid', 1],
  ]);
  reopened.close();
});

test('sampleFiles lists the .jsonl files of a directory, sorted, then the open dictionaries it holds; none for a missing directory', () => {
  const dir = tempDir();
  for (const name of ['moein.jsonl', 'amid.jsonl', 'notes.md', 'dehkhoda.jsonl']) writeFile(dir, name, '');
  const samples = ['amid.jsonl', 'dehkhoda.jsonl', 'moein.jsonl'].map((name) => ({ file: path.join(dir, name) }));
  expect(sampleFiles(dir)).toEqual(samples);
  fs.mkdirSync(path.join(dir, 'wiktionary-fa-en'));
  const open = writeFile(path.join(dir, 'wiktionary-fa-en'), 'persian-english.tsv', '');
  expect(sampleFiles(dir)).toEqual([...samples, { file: open, as: 'fa2en', reverseInto: 'en2fa' }]);
  expect(sampleFiles(path.join(dir, 'absent'))).toEqual([]);
  expect(() => sampleFiles(path.join(dir, 'notes.md'))).toThrow(ImportError);
});

test('contentHash changes with a file content or name and with nothing else', () => {
  const dir = tempDir();
  const a = writeFile(dir, 'a.jsonl', '{"title":"x"}\n');
  const b = writeFile(dir, 'b.jsonl', '{"title":"y"}\n');
  const first = contentHash([a, b]);
  expect(first).toMatch(/^[0-9a-f]{64}$/);
  expect(contentHash([a, b])).toBe(first);
  fs.writeFileSync(b, '{"title":"z"}\n');
  const edited = contentHash([a, b]);
  expect(edited).not.toBe(first);
  fs.renameSync(b, path.join(dir, 'c.jsonl'));
  expect(contentHash([a, path.join(dir, 'c.jsonl')])).not.toBe(edited);
  // Moving the content from one file's end to the next one's start is a change too.
  const x = writeFile(dir, 'x.jsonl', 'ab');
  const y = writeFile(dir, 'y.jsonl', 'c');
  const before = contentHash([x, y]);
  fs.writeFileSync(x, 'a');
  fs.writeFileSync(y, 'bc');
  expect(contentHash([x, y])).not.toBe(before);
});
