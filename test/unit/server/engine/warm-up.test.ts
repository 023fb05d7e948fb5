import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { createEngine } from '../../../../src/server/engine/create-engine';
import { warmUp } from '../../../../src/server/engine/warm-up';
import { importIndexed } from '../../../../src/server/cli/load-data';
import { openStore } from '../../../../src/server/dictionary/open-store';
import { DB_NAMES } from '../../../../src/shared/catalog';

function sampleStore() {
  const database = openStore(':memory:');
  importIndexed(
    database,
    readdirSync('data')
      .filter((name) => name.endsWith('.jsonl'))
      .map((name) => join('data', name)),
  );
  return database;
}

test('a warmed engine answers every search and reading as a cold one does', () => {
  const database = sampleStore();
  const warmed = createEngine(database);
  warmUp(warmed, database);
  const cold = createEngine(database);
  const searches = [
    { q: 'آب', type: 'text' as const },
    { q: 'آب روان', type: 'text' as const },
    { q: 'کتب', type: 'like' as const },
    { q: 'دریا', type: 'exact' as const },
  ];
  for (const search of searches) {
    const query = { ...search, dbs: DB_NAMES, start: 0, rows: 10 };
    const page = warmed.search(query);
    // Each search finds something, so equal pages are not two empty ones.
    expect(page.results.length, search.q).toBeGreaterThan(0);
    expect(page).toEqual(cold.search(query));
  }
  const reading = warmed.read('آب دریا را گرفت', DB_NAMES);
  expect(reading.words.some((word) => word.reading !== undefined)).toBe(true);
  expect(reading).toEqual(cold.read('آب دریا را گرفت', DB_NAMES));
});

test('warming an engine over an empty store does not fail its thread', () => {
  const database = openStore(':memory:');
  const engine = createEngine(database);
  expect(() => warmUp(engine, database)).not.toThrow();
  expect(engine.search({ q: 'آب', type: 'text', dbs: DB_NAMES, start: 0, rows: 10 }).numFound).toBe(0);
});
