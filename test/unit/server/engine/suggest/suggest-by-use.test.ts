/**
 * A Latin query that is both a headword's romanisation and Finglish for others: the Persian
 * headwords it leads to are suggested likeliest first, by use.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { importIndexed } from '../../../../../src/server/cli/load-data';
import { openStore } from '../../../../../src/server/dictionary/open-store';
import { createEngine } from '../../../../../src/server/engine/create-engine';

test('«salam» suggests «سلام» before «سلم», whose romanisation it is', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'farhang-suggest-')), 'fa2en.jsonl');
  const lines = [
    { db: 'fa2en', title: 'سلم', text: 'Acacia ehrenbergiana', alternates: ['salm', 'salam'] },
    { db: 'fa2en', title: 'سلام', text: 'hello', alternates: ['salâm'] },
    { db: 'fa2en', title: 'سالم', text: 'healthy', alternates: ['sâlem'] },
  ];
  writeFileSync(file, lines.map((line) => JSON.stringify(line)).join('\n'));
  const database = openStore(':memory:');
  importIndexed(database, [file]);
  const persian = createEngine(database)
    .suggest('salam')
    .filter((title) => /[\u0600-\u06FF]/.test(title));
  expect(persian.indexOf('سلام')).toBeLessThan(persian.indexOf('سلم'));
  expect(persian[0]).toBe('سلام');
});
