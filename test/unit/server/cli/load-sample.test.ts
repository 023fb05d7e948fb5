import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { loadSample } from '../../../../src/server/cli/load-data';
import { openStore } from '../../../../src/server/dictionary/open-store';
import { createEngine } from '../../../../src/server/engine/create-engine';
import { tempDir } from '../../../support/temp-dir';

/** A data directory laid out as data/ is: a sample file and the vendored open dictionary's folder. */
function dataDir(tabfile: string): { dir: string; open: string } {
  const dir = tempDir();
  fs.writeFileSync(path.join(dir, 'moein.jsonl'), '{"db":"moein","title":"آب","text":"مایعی روشن."}\n');
  fs.mkdirSync(path.join(dir, 'wiktionary-fa-en'));
  const open = path.join(dir, 'wiktionary-fa-en', 'persian-english.tsv');
  fs.writeFileSync(open, tabfile);
  return { dir, open };
}

test('the first start imports the open fa2en with en2fa reversed from it; the next one imports nothing', () => {
  const { dir } = dataDir('آب|آب‌ها|âb\t<i>noun</i><br><ol><li>water</li></ol>\n');
  const database = openStore(path.join(tempDir(), 'farhang.db'));
  const printed: string[] = [];
  const print = { out: (line: string) => printed.push(line), err: (line: string) => printed.push(line) };
  loadSample(database, dir, print);
  expect(printed[0]).toBe(`importing the embedded dictionaries from ${dir}/ (open data and samples)`);
  const engine = createEngine(database);
  const exact = (q: string, db: 'fa2en' | 'en2fa') =>
    engine.search({ q, type: 'exact', dbs: [db], start: 0, rows: 5 }).results.map((r) => [r.title, r.pron, r.text]);
  expect(exact('آب‌ها', 'fa2en')).toEqual([['آب', 'âb', 'noun water']]);
  expect(exact('water', 'en2fa')).toEqual([['water', '', 'آب (âb)']]);

  printed.length = 0;
  loadSample(database, dir, print);
  expect(printed).toEqual([]);
});

test('a changed open dictionary is imported again', () => {
  const { dir, open } = dataDir('آب|âb\t<i>noun</i><br><ol><li>water</li></ol>\n');
  const database = openStore(':memory:');
  const quiet = { out: () => undefined, err: () => undefined };
  loadSample(database, dir, quiet);
  fs.writeFileSync(open, 'نان|nân\t<i>noun</i><br><ol><li>bread</li></ol>\n');
  loadSample(database, dir, quiet);
  const titles = createEngine(database)
    .search({ q: 'bread', type: 'exact', dbs: ['en2fa'], start: 0, rows: 5 })
    .results.map((r) => r.text);
  expect(titles).toEqual(['نان (nân)']);
});
