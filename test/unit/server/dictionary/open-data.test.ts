/**
 * One dictionary, one kind of content: a dictionary the embedded default fills from open data has
 * dropped its sample file and is credited to its sources; every other keeps its sample, labelled.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { OPEN_DICTIONARIES } from '../../../../src/server/dictionary/open-data';
import { DATABASES } from '../../../../src/shared/catalog';

const filled = new Set(OPEN_DICTIONARIES.flatMap(({ as, reverseInto }) => (reverseInto ? [as, reverseInto] : [as])));

test('the dictionaries open data fills are exactly those the catalog credits to outside sources', () => {
  const credited = DATABASES.filter((db) => !db.credit.sample).map((db) => db.name);
  expect([...filled].sort()).toEqual([...credited].sort());
});

test('each is imported from its vendored file, and no sample of ours stands beside it', () => {
  for (const { file } of OPEN_DICTIONARIES) expect(existsSync(join('data', file)), file).toBe(true);
  for (const db of DATABASES) expect(existsSync(join('data', `${db.name}.jsonl`)), db.name).toBe(!filled.has(db.name));
});
