import { expect, test } from 'vitest';
import { createEngine } from '../../../../../src/server/engine/create-engine';
import { isRow, numberOf, textOf } from '../../../../../src/server/dictionary/rows';
import { toDbName, type DbName } from '../../../../../src/shared/catalog';
import { faCollator, labelsOf } from '../engine-over';
import { seedDatabase, type SeedEntry } from '../../../../../scripts/bench/seed-store';

// Enough matches (over 5,000) for the engine to rank the query whole and keep it.
const DBS: readonly DbName[] = ['moein', 'amid', 'slang'];
const FILLER = ['باران', 'رود', 'دریا', 'چشمه', 'جوی'];
const entries: SeedEntry[] = Array.from({ length: 6_000 }, (_, i) => ({
  db: DBS[i % 3] ?? 'moein',
  title: `واژه${i % 700}`,
  text: ['آب', ...FILLER.slice(0, i % 6), i % 7 === 0 ? 'آب' : ''].join(' '),
}));
const database = seedDatabase([...entries, { db: 'moein', title: 'خاک', text: 'زمین' }]);
const engine = createEngine(database);

/** The order of docs/v3-contract.md §9.3, computed straight from SQLite's bm25 and the collator. */
function expectedLabels(dbs: readonly DbName[]): string[] {
  const rows = database
    .prepare(
      `SELECT e.id, e.db, e.title, e.num, bm25(entries_fts) AS score
       FROM entries_fts JOIN entries e ON e.id = entries_fts.rowid WHERE entries_fts MATCH '"اب"'`,
    )
    .all()
    .filter(isRow)
    .map((row) => ({
      id: numberOf(row, 'id'),
      db: toDbName(textOf(row, 'db')),
      title: textOf(row, 'title'),
      num: numberOf(row, 'num'),
      score: numberOf(row, 'score'),
    }));
  return rows
    .filter((row): row is typeof row & { db: DbName } => row.db !== undefined && dbs.includes(row.db))
    .sort(
      (a, b) =>
        dbs.indexOf(a.db) - dbs.indexOf(b.db) ||
        a.score - b.score ||
        faCollator.compare(a.title, b.title) ||
        a.num - b.num ||
        a.id - b.id,
    )
    .map((row) => `${row.db}:${row.title}:${row.num}`);
}

test('text with thousands of matches: every filter and page follows the spec order, first call or repeated', () => {
  for (const dbs of [DBS, ['slang', 'moein'], ['amid']] as const) {
    const expected = expectedLabels(dbs);
    for (const start of [0, 10, 1_995, expected.length - 3]) {
      for (let call = 0; call < 2; call++) {
        const page = engine.search({ q: 'آب', type: 'text', dbs, start, rows: 10 });
        expect(page.numFound).toBe(expected.length);
        expect(labelsOf(page)).toEqual(expected.slice(start, start + 10));
      }
    }
  }
});
