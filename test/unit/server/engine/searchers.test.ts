import { expect, test } from 'vitest';
import { buildEngineIndex } from '../../../../src/server/engine/index/index-build';
import { searchers } from '../../../../src/server/engine/searchers';
import { SEARCH_TYPES } from '../../../../src/shared/search-types';
import { seedDatabase } from '../../../../scripts/bench/seed-store';
import { engineOver, searchAll, titlesOf } from './engine-over';

const ENTRIES = [
  { db: 'moein' as const, title: 'کتاب', text: 'نوشته‌ای صحافی‌شده' },
  { db: 'amid' as const, title: 'دفتر', text: 'کتاب یادداشت' },
];

test('the engine runs exactly the search types of the shared table', () => {
  const database = seedDatabase(ENTRIES);
  expect(Object.keys(searchers(database, buildEngineIndex(database))).sort()).toEqual([...SEARCH_TYPES].sort());
});

test('every search type finds what it matches: the headword for the first three, the meaning for text', () => {
  const engine = engineOver(ENTRIES);
  const found = Object.fromEntries(SEARCH_TYPES.map((type) => [type, titlesOf(searchAll(engine, 'کتاب', type))]));
  expect(found).toEqual({ exact: ['کتاب'], ava: ['کتاب'], like: ['کتاب'], text: ['دفتر'] });
});
