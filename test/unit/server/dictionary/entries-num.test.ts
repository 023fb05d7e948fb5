import { expect, test } from 'vitest';
import { replaceEntries } from '../../../../src/server/dictionary/entries';
import { importFiles } from '../../../../src/server/dictionary/import-files';
import { openStore } from '../../../../src/server/dictionary/open-store';
import { jsonl, storedEntries, writeFile } from './store-rows';
import { tempDir } from '../../../support/temp-dir';

test('entries with the same canonical title are numbered 1, 2, 3 in input order', () => {
  const file = writeFile(
    tempDir(),
    'same.jsonl',
    jsonl([
      { db: 'dehkhoda', title: 'شير', text: 'جانور درنده' }, // Arabic yeh
      { db: 'dehkhoda', title: 'شیر', text: 'مایع سفید' },
      { db: 'moein', title: 'شیر', text: 'در معین' },
      { db: 'dehkhoda', title: 'کوه', text: 'بلندی' },
      { db: 'dehkhoda', title: 'شیر', text: 'لوله آب' },
    ]),
  );
  const database = openStore(':memory:');
  importFiles(database, [file]);
  expect(storedEntries(database).map((e) => [e.db, e.title, e.num, e.text])).toEqual([
    ['dehkhoda', 'شير', 1, 'جانور درنده'],
    ['dehkhoda', 'شیر', 2, 'مایع سفید'],
    ['moein', 'شیر', 1, 'در معین'],
    ['dehkhoda', 'کوه', 1, 'بلندی'],
    ['dehkhoda', 'شیر', 3, 'لوله آب'],
  ]);
});

test('replaceEntries replaces one database inside the caller transaction and counts what it wrote', () => {
  const database = openStore(':memory:');
  const write = database.transaction((titles: string[]) =>
    replaceEntries(
      database,
      'amid',
      titles.map((title) => ({ db: 'amid' as const, title, text: `معنی ${title}` })),
    ),
  );
  expect(write(['یک', 'دو', 'یک'])).toBe(3);
  expect(write(['سه'])).toBe(1);
  expect(storedEntries(database).map((e) => [e.title, e.num])).toEqual([['سه', 1]]);
});

test('replaceEntries refuses an entry of another database', () => {
  const database = openStore(':memory:');
  expect(() => replaceEntries(database, 'amid', [{ db: 'moein', title: 'x', text: 'y' }])).toThrow(/is for moein/);
});

test('a long meaning is stored whole; its snippet is cut with the marker', () => {
  const text = `<p>${Array.from({ length: 60 }, (_, i) => `واژه${i}`).join(' ')}</p>`;
  const database = openStore(':memory:');
  database.transaction(() => replaceEntries(database, 'wiki', [{ db: 'wiki', title: 'بلند', text }]))();
  const [entry] = storedEntries(database);
  expect(entry?.text).toBe(text);
  expect(entry?.snippet).toMatch(/^واژه0 واژه1 .* واژه\d+\.\.\.$/);
  expect([...(entry?.snippet ?? '')].length).toBeLessThanOrEqual(153);
});

test('a search snippet keeps a meaning’s senses and parts of speech apart', () => {
  const text = '<i>adv</i><br><ol><li>then, after; afterwards</li></ol><br><i>adj</i><br><ol><li>next</li></ol>';
  const database = openStore(':memory:');
  database.transaction(() => replaceEntries(database, 'fa2en', [{ db: 'fa2en', title: 'بعد', text }]))();
  expect(storedEntries(database)[0]?.snippet).toBe('adv then, after; afterwards · adj next');
});
