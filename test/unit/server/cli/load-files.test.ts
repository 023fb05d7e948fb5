import path from 'node:path';
import { expect, test } from 'vitest';
import { importIndexed, loadFiles } from '../../../../src/server/cli/load-data';
import { openStore } from '../../../../src/server/dictionary/open-store';
import { readSetting, writeSetting } from '../../../../src/server/dictionary/settings';
import { jsonl, storedEntries, writeFile } from '../dictionary/store-rows';
import { tempDir } from '../../../support/temp-dir';

function printer() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, print: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) } };
}

test('the source and the credit are written in the import’s own transaction: a failure there leaves all as it was', () => {
  const dir = tempDir();
  const database = openStore(path.join(dir, 'farhang.db'));
  const seed = writeFile(dir, 'seed.jsonl', jsonl([{ db: 'amid', title: 'کهنه', text: 'قدیم' }]));
  loadFiles(database, [seed], printer().print, { credit: { name: 'Old', url: '', licence: '', licenceUrl: '' } });
  const before = { source: readSetting(database, 'data_source'), credit: readSetting(database, 'credit:amid') };
  const next = writeFile(dir, 'next.jsonl', jsonl([{ db: 'amid', title: 'نو', text: 'تازه' }]));
  const failing = () =>
    importIndexed(database, [next], {}, (written) => {
      writeSetting(written, 'credit:amid', '{"name":"New"}');
      throw new Error('the disk filled up while the import was recorded');
    });
  expect(failing).toThrow(/disk filled up/);
  expect(storedEntries(database).map((entry) => entry.title)).toEqual(['کهنه']);
  expect({ source: readSetting(database, 'data_source'), credit: readSetting(database, 'credit:amid') }).toEqual(
    before,
  );
});

test('the summary says lines skipped and alternates left out apart, and the problems it prints are escaped', () => {
  const dir = tempDir();
  const file = writeFile(
    dir,
    'mixed.jsonl',
    jsonl([
      { db: 'amid', title: 'آب', text: 'water', alternates: ['', ' ', 'آبها'] },
      { db: 'amid', title: '\u001b[2J', text: 'clears the screen' },
      { db: 'amid', title: 'نان', text: 'bread' },
    ]),
  );
  const { out, err, print } = printer();
  loadFiles(openStore(':memory:'), [file], print);
  expect(out.at(-1)).toBe('2 entries imported, 1 line skipped, 2 alternates left out');
  expect(err.join('\n')).not.toContain('\u001b');
  expect(err[1]).toBe(
    `${file}:2: "\\u001B[2J": the headword holds \\u001B, a control or bidi character no headword holds`,
  );
});

test('a file of thousands of bad lines prints the first 200 and how many more there were', () => {
  const file = writeFile(tempDir(), 'bad.jsonl', 'not json\n'.repeat(5_000));
  const { out, err, print } = printer();
  loadFiles(openStore(':memory:'), [file], print);
  expect(err).toHaveLength(201);
  expect(err.at(-1)).toBe('… and 4800 more problems not shown');
  expect(out.at(-1)).toBe('0 entries imported, 5000 lines skipped');
});
