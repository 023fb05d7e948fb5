import type { Database } from 'better-sqlite3';
import { expect, test } from 'vitest';
import { isBulkImport, rebuildPays, withIndexesRebuilt } from '../../../../src/server/dictionary/bulk-indexes';
import { replaceEntries } from '../../../../src/server/dictionary/entries';
import { openStore } from '../../../../src/server/dictionary/open-store';

function indexes(database: Database): unknown[] {
  return database.prepare("SELECT name, sql FROM sqlite_schema WHERE type = 'index' ORDER BY name").all();
}

function plan(database: Database, sql: string): string {
  return database
    .prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .all()
    .map((row) => JSON.stringify(row))
    .join(' ');
}

test('a big write runs with the key indexes dropped and ends with them rebuilt as defined', () => {
  const database = openStore(':memory:');
  const before = indexes(database);
  const seenInside = database.transaction(() =>
    withIndexesRebuilt(database, () => {
      replaceEntries(database, 'moein', [{ db: 'moein', title: 'آسمان', text: 'فلک' }]);
      return indexes(database);
    }),
  )();
  expect(seenInside.length).toBeLessThan(before.length);
  expect(indexes(database)).toEqual(before);
  expect(plan(database, "SELECT id FROM entries WHERE exact_key = 'اسمان'")).toContain('entries_exact');
  expect(database.prepare("SELECT title FROM entries WHERE exact_key = 'اسمان'").pluck().all()).toEqual(['آسمان']);
});

test('a failure inside the write leaves the indexes and rows as they were', () => {
  const database = openStore(':memory:');
  database.transaction(() => replaceEntries(database, 'amid', [{ db: 'amid', title: 'ماه', text: 'قمر' }]))();
  const before = indexes(database);
  const fail = database.transaction(() =>
    withIndexesRebuilt(database, () => {
      replaceEntries(database, 'amid', []);
      throw new Error('disk full');
    }),
  );
  expect(() => fail()).toThrow('disk full');
  expect(indexes(database)).toEqual(before);
  expect(database.prepare('SELECT title FROM entries').pluck().all()).toEqual(['ماه']);
});

test('only imports of many entries, relative to what the database holds, rebuild the indexes', () => {
  expect(rebuildPays(50_000, 0)).toBe(false);
  expect(rebuildPays(1_000_000, 0)).toBe(true);
  expect(rebuildPays(1_000_000, 4_000_000)).toBe(true);
  expect(rebuildPays(200_000, 4_000_000)).toBe(false);
  const database = openStore(':memory:');
  expect(isBulkImport(database, 1_000_000)).toBe(false);
  expect(isBulkImport(database, 100_000_000)).toBe(true);
});
