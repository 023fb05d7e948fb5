import path from 'node:path';
import { expect, test } from 'vitest';
import { importIndexed } from '../../../../src/server/cli/load-data';
import { openStore } from '../../../../src/server/dictionary/open-store';
import { createEngine } from '../../../../src/server/engine/create-engine';
import { textIndexFresh } from '../../../../src/server/engine/index/text-stamp';
import { jsonl, storedEntries, writeFile } from '../dictionary/store-rows';
import { tempDir } from '../../../support/temp-dir';

const SEED = [
  { db: 'moein', title: 'کهنه', text: 'معنی قدیم معین' },
  { db: 'moein', title: 'کهنه', text: 'دومی قدیم' },
  { db: 'amid', title: 'کهنه', text: 'معنی قدیم عمید' },
];

test('every import leaves the meaning index built from what the store now holds', () => {
  const dir = tempDir();
  const database = openStore(path.join(dir, 'farhang.db'));
  importIndexed(database, [writeFile(dir, 'seed.jsonl', jsonl(SEED))]);
  expect(textIndexFresh(database)).toBe(true);
  importIndexed(database, [writeFile(dir, 'next.jsonl', jsonl([{ db: 'moein', title: 'نو', text: 'معنی تازه' }]))]);
  expect(textIndexFresh(database)).toBe(true);
  const engine = createEngine(database);
  const search = (q: string) => engine.search({ q, type: 'text', dbs: ['moein', 'amid'], start: 0, rows: 10 });
  expect(search('معنی').results.map((result) => result.id)).toEqual([
    `moein_${storedEntries(database, 'moein')[0]?.id}`,
    `amid_${storedEntries(database, 'amid')[0]?.id}`,
  ]);
  expect(search('قدیم').numFound).toBe(1);
});
