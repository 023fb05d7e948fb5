import { expect, test } from 'vitest';
import { createEngine } from '../../../../../src/server/engine/create-engine';
import { buildTextIndex } from '../../../../../src/server/engine/text/text-index-build';
import { textIndexFresh } from '../../../../../src/server/engine/index/text-stamp';
import { insertEntries, seedDatabase, type SeedEntry } from '../../../../../scripts/bench/seed-store';
import { engineOver, searchAll, titlesOf } from '../engine-over';

// No meaning holds «پرنده», «کوچک» and «شب» together; some hold two, some one.
const BIRDS: SeedEntry[] = [
  { db: 'moein', title: 'جغد', text: 'مرغی شکاری که شب‌ها بیدار است و روز را در ویرانه می‌گذراند.' },
  { db: 'moein', title: 'گنجشک', text: 'پرنده‌ای کوچک و خاکستری که در شهرها فراوان است.' },
  { db: 'moein', title: 'سگ', text: 'جانوری اهلی و وفادار که از خانه پاسداری می‌کند.' },
  { db: 'amid', title: 'شب‌پره', text: 'پرنده‌ای که شب پرواز می‌کند.' },
  { db: 'amid', title: 'کبوتر', text: 'پرنده‌ای آرام که نامه می‌برد.' },
  { db: 'amid', title: 'پرنده', text: 'جانوری بال‌دار که تخم می‌گذارد.' },
];

test('text: a description no meaning holds whole finds nothing, unless partial is asked for', () => {
  const engine = engineOver(BIRDS);
  const strict = searchAll(engine, 'پرنده کوچک شب', 'text');
  expect(strict.numFound).toBe(0);
  expect(strict.partial).toBeUndefined();
  const page = searchAll(engine, 'پرنده کوچک شب', 'text', { partial: true });
  expect(page.partial).toBe(true);
  // Two of the three words first, whatever the dictionary; then one, in the filter's order.
  expect(titlesOf(page)).toEqual(['گنجشک', 'شب‌پره', 'جغد', 'کبوتر']);
  expect(page.numFound).toBe(4);
});

test('text: partial changes nothing when some meaning holds every word', () => {
  const engine = engineOver(BIRDS);
  const strict = searchAll(engine, 'پرنده شب', 'text');
  expect(titlesOf(strict)).toEqual(['شب‌پره']);
  expect(searchAll(engine, 'پرنده شب', 'text', { partial: true })).toEqual(strict);
});

test('text: a word of a description is also read as the headword it inflects («پرندگان» → «پرنده»)', () => {
  const engine = engineOver(BIRDS);
  // «پرندگان» is in no meaning; «پرنده» is a headword, so the analyser's reading stands for it.
  const page = searchAll(engine, 'پرندگان کوچک', 'text', { partial: true });
  expect(page.partial).toBe(true);
  expect(titlesOf(page)[0]).toBe('گنجشک');
});

test('text: one word found nowhere is missing, not glossed by a partial guess', () => {
  const engine = engineOver(BIRDS);
  expect(searchAll(engine, 'زرافه', 'text', { partial: true })).toEqual({ numFound: 0, results: [] });
  // A description whose words no meaning holds at all finds nothing either, and says nothing of parts.
  expect(searchAll(engine, 'زرافه کرگدن', 'text', { partial: true })).toEqual({ numFound: 0, results: [] });
});

test('text: pages of a partial answer follow one another without repeating an entry', () => {
  const engine = engineOver(BIRDS);
  const whole = searchAll(engine, 'پرنده کوچک شب', 'text', { partial: true });
  const pages = [0, 1, 2, 3].flatMap(
    (start) => searchAll(engine, 'پرنده کوچک شب', 'text', { partial: true, start, rows: 1 }).results,
  );
  expect(pages.map((result) => result.id)).toEqual(whole.results.map((result) => result.id));
});

// Meanings of many lengths holding one of the words once or twice, so bm25 orders them.
const FLOCK: SeedEntry[] = [
  ...BIRDS,
  ...Array.from({ length: 12 }, (_, i): SeedEntry => ({
    db: i % 3 === 0 ? 'amid' : 'moein',
    title: `مرغ ${i}`,
    text: `${i % 4 === 0 ? 'شب شب' : i % 2 === 0 ? 'شب' : 'پرنده'} ${'واژه '.repeat(i)}`,
  })),
];

test('text: the meaning index answers a partial search as the full-text query does, dense bytes or lists', () => {
  const queries = ['پرنده کوچک شب', 'پرندگان کوچک', 'شب‌ها پرواز بیدار', 'زرافه کرگدن', 'پرنده‌ای خاکستری شب'];
  for (const denseShare of [0, 2]) {
    const database = seedDatabase([]);
    database.transaction(() => {
      insertEntries(database, FLOCK);
      buildTextIndex(database, { denseShare });
    })();
    expect(textIndexFresh(database)).toBe(true);
    const indexed = createEngine(database);
    const oracle = engineOver(FLOCK);
    for (const q of queries) {
      for (const more of [{}, { dbs: ['amid', 'moein'] as const, start: 1, rows: 2 }]) {
        const asked = { partial: true, ...more, dbs: [...(more.dbs ?? ['moein', 'amid'])] };
        expect(searchAll(indexed, q, 'text', asked)).toEqual(searchAll(oracle, q, 'text', asked));
      }
    }
    expect(searchAll(indexed, 'پرنده کوچک شب', 'text', { partial: true }).partial).toBe(true);
  }
});

test('text: in a loose search the function words («که», «است», «ای») neither match nor rank', () => {
  const engine = engineOver(BIRDS);
  const page = searchAll(engine, 'پرنده‌ای که شب بیدار است', 'text', { partial: true });
  expect(page.partial).toBe(true);
  // «سگ» and «پرنده» share only «که» with it; the owl holds «شب» and «بیدار», not four words.
  expect(titlesOf(page)).toEqual(['جغد', 'شب‌پره', 'گنجشک', 'کبوتر']);
  // A search of a function word alone still finds the meanings that hold it.
  expect(searchAll(engine, 'که است', 'text', { partial: true }).numFound).toBeGreaterThan(0);
});
