import fc from 'fast-check';
import { expect, test } from 'vitest';
import { createEngine } from '../../../../../src/server/engine/create-engine';
import { buildTextIndex, ensureTextIndex } from '../../../../../src/server/engine/text/text-index-build';
import { textIndexFresh } from '../../../../../src/server/engine/index/text-stamp';
import { HEAD_LENGTH } from '../../../../../src/server/engine/text/lists';
import type { DbName } from '../../../../../src/shared/catalog';
import { insertEntries, seedDatabase, type SeedEntry } from '../../../../../scripts/bench/seed-store';

// The meaning index must answer exactly as the full-text query (FTS5's bm25) does: the engine over
// the same store before the index is built is the oracle.
const DBS: readonly DbName[] = ['dehkhoda', 'moein', 'amid', 'slang'];
// Words a meaning is made of: a few common ones, punctuation and Latin capitals FTS5 splits or folds.
const VOCABULARY = ['آب', 'و', 'از', 'رود', 'دریا', 'باران', 'چشمه', 'آب،', '(رود)', 'Sea', 'sea', 'بی‌آب', '۱۲'];
const TITLES = ['آب', 'آبی', 'رود', 'رودخانه', 'دریا', 'ابر', 'باران', 'برف'];

const meaning = fc
  .array(fc.integer({ min: 0, max: VOCABULARY.length - 1 }), { minLength: 0, maxLength: 12 })
  // Low indexes drawn more often, as the commonest words of real meanings are.
  .map((picks) => picks.map((pick) => VOCABULARY[Math.floor(pick ** 2 / (VOCABULARY.length - 1))] ?? '').join(' '));
const entry = fc.record({ db: fc.constantFrom(...DBS), title: fc.constantFrom(...TITLES), text: meaning });
const query = fc
  .array(fc.constantFrom(...VOCABULARY, 'نیست', 'آب آب'), { minLength: 1, maxLength: 3 })
  .map((words) => words.join(' '));
const page = fc.record({
  q: query,
  dbs: fc.shuffledSubarray([...DBS], { minLength: 1 }),
  // First pages of a few rows most often, as readers ask: heads settle those, or set a floor.
  start: fc.oneof(fc.constant(0), fc.nat(30)),
  rows: fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 20 })),
});

interface Page {
  readonly q: string;
  readonly dbs: DbName[];
  readonly start: number;
  readonly rows: number;
}

// Where words get dense bytes (none, all, the import's share, some) and how long heads are (short
// ones leave pages the heads cannot settle): every way of matching, on small corpora.
const layout = fc.record({
  denseShare: fc.constantFrom(2, 0, 0.05, 0.3),
  headLength: fc.constantFrom(1, 3, 8, HEAD_LENGTH),
});

function agree(
  entries: readonly SeedEntry[],
  pages: readonly Page[],
  options: { denseShare: number; headLength: number },
): void {
  // Written and indexed in one transaction, as an import does: FTS5's totals are not on disk yet.
  const database = seedDatabase([]);
  database.transaction(() => {
    insertEntries(database, entries);
    buildTextIndex(database, options);
  })();
  expect(textIndexFresh(database)).toBe(true);
  const indexed = createEngine(database);
  database.exec('DELETE FROM text_index');
  const oracle = createEngine(database);
  for (const { q, dbs, start, rows } of pages) {
    const search = { q, type: 'text' as const, dbs, start, rows };
    expect(indexed.search(search)).toEqual(oracle.search(search));
  }
}

test('text from the meaning index: num_found and every page equal the full-text query', () => {
  fc.assert(
    fc.property(
      fc.array(entry, { minLength: 1, maxLength: 80 }),
      fc.array(page, { minLength: 1, maxLength: 8 }),
      layout,
      agree,
    ),
    { numRuns: 200 },
  );
});

test('text from the meaning index: lists longer than their stored head page the same way', () => {
  const many = fc.array(entry, { minLength: HEAD_LENGTH * 2, maxLength: HEAD_LENGTH * 5 });
  const deep = fc.record({
    q: query,
    dbs: fc.shuffledSubarray([...DBS], { minLength: 1 }),
    start: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: HEAD_LENGTH * 2 })),
    rows: fc.integer({ min: 1, max: 50 }),
  });
  fc.assert(fc.property(many, fc.array(deep, { minLength: 1, maxLength: 6 }), layout, agree), { numRuns: 15 });
});

test('entries written after the index was built are found: the stale index is not used', () => {
  const database = seedDatabase([{ db: 'moein', title: 'آب', text: 'رود و دریا' }]);
  database.transaction(() => buildTextIndex(database))();
  insertEntries(database, [{ db: 'amid', title: 'رود', text: 'آب روان و دریا' }]);
  const page = createEngine(database).search({ q: 'دریا', type: 'text', dbs: DBS, start: 0, rows: 10 });
  expect(page.numFound).toBe(2);
  expect(page.results.map((result) => result.id)).toEqual(['moein_1', 'amid_2']);
});

test('a database without the meaning index, or changed since it was built, gets it built once', () => {
  const database = seedDatabase([{ db: 'moein', title: 'آب', text: 'رود و دریا' }]);
  expect(ensureTextIndex(database)).toBe(true);
  expect(ensureTextIndex(database)).toBe(false);
  insertEntries(database, [{ db: 'amid', title: 'رود', text: 'آب روان' }]);
  expect(ensureTextIndex(database)).toBe(true);
  expect(ensureTextIndex(database)).toBe(false);
});
