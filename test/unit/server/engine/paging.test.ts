import { expect, test } from 'vitest';
import type { DbName } from '../../../../src/shared/catalog';
import { engineOver, labelsOf, searchAll } from './engine-over';
import type { SeedEntry } from '../../../../scripts/bench/seed-store';

const DBS: readonly DbName[] = ['wiki', 'amid', 'quran'];
const SUFFIXES = ['', 'ی', 'ها', 'خانه', 'چه', 'دار', 'فروش'];
const entries: SeedEntry[] = DBS.flatMap((db) =>
  SUFFIXES.map((suffix) => ({ db, title: `کتاب${suffix}`, text: `کتاب ${suffix}` })),
);
const engine = engineOver(entries);

test('num_found counts the matches of every selected database, in every type', () => {
  for (const type of ['like', 'text'] as const) {
    expect(searchAll(engine, 'کتاب', type, { dbs: DBS, rows: 5 }).numFound).toBe(21);
    expect(searchAll(engine, 'کتاب', type, { dbs: ['amid'], rows: 5 }).numFound).toBe(7);
  }
  expect(searchAll(engine, 'کتاب', 'exact', { dbs: DBS }).numFound).toBe(3);
});

test('start and rows page through one ordered list: no gap, no repeat', () => {
  for (const type of ['exact', 'like', 'text'] as const) {
    const whole = labelsOf(searchAll(engine, 'کتاب', type, { dbs: DBS, rows: 50 }));
    const paged: string[] = [];
    for (let start = 0; start < whole.length + 5; start += 4) {
      const page = searchAll(engine, 'کتاب', type, { dbs: DBS, start, rows: 4 });
      expect(page.numFound).toBe(whole.length);
      paged.push(...labelsOf(page));
    }
    expect(paged).toEqual(whole);
  }
});

test('the one list is grouped by database in filter order', () => {
  const dbs = labelsOf(searchAll(engine, 'کتاب', 'like', { dbs: ['quran', 'wiki', 'amid'] })).map(
    (label) => label.split(':')[0],
  );
  expect(dbs).toEqual([...Array(7).fill('quran'), ...Array(7).fill('wiki'), ...Array(7).fill('amid')]);
});

test('a page past the end is empty but still counts', () => {
  const page = searchAll(engine, 'کتاب', 'like', { dbs: DBS, start: 40, rows: 10 });
  expect(page).toEqual({ numFound: 21, results: [] });
});
