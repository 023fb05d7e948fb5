import { expect, test } from 'vitest';
import { engineOver, labelsOf, searchAll, titlesOf } from '../engine-over';

test('the filter order beats match quality: a weaker match in the first database comes first', () => {
  const engine = engineOver([
    { db: 'dehkhoda', title: 'اسمان', text: 'فلک' },
    { db: 'moein', title: 'آسمان', text: 'فلک' },
  ]);
  expect(labelsOf(searchAll(engine, 'اسمان', 'exact', { dbs: ['moein', 'dehkhoda'] }))).toEqual([
    'moein:آسمان:1',
    'dehkhoda:اسمان:1',
  ]);
  expect(labelsOf(searchAll(engine, 'اسمان', 'exact', { dbs: ['dehkhoda', 'moein'] }))).toEqual([
    'dehkhoda:اسمان:1',
    'moein:آسمان:1',
  ]);
});

test('the filter order beats like quality: a weaker look-alike in the first database precedes a closer one in the second', () => {
  const engine = engineOver([
    { db: 'sareh', title: 'کتب', text: 'x' },
    { db: 'amid', title: 'کتابخانه', text: 'x' },
    { db: 'sareh', title: 'کتابچه', text: 'x' },
  ]);
  expect(labelsOf(searchAll(engine, 'کتاب', 'like', { dbs: ['sareh', 'amid'] }))).toEqual([
    'sareh:کتب:1',
    'sareh:کتابچه:1',
    'amid:کتابخانه:1',
  ]);
});

test('equal matches are in Persian alphabetical order, not code point order', () => {
  // Code points put ت before پ and ل before ک and گ; Persian order is ب پ ت … ک گ ل.
  const titles = ['لدر', 'تدر', 'گدر', 'پدر', 'کدر', 'بدر'];
  const engine = engineOver(titles.map((title) => ({ db: 'amid' as const, title, text: 'x' })));
  expect(titlesOf(searchAll(engine, 'در', 'like'))).toEqual(['بدر', 'پدر', 'تدر', 'کدر', 'گدر', 'لدر']);
});

test('entries with the same headword in one database follow num', () => {
  const engine = engineOver([
    { db: 'moein', title: 'شیر', text: 'جانور' },
    { db: 'moein', title: 'شیر', text: 'نوشیدنی' },
    { db: 'moein', title: 'شير', text: 'ابزار آب' },
  ]);
  const page = searchAll(engine, 'شیر', 'exact');
  expect(labelsOf(page)).toEqual(['moein:شیر:1', 'moein:شیر:2', 'moein:شير:3']);
  expect(page.results.map((result) => result.text)).toEqual(['جانور', 'نوشیدنی', 'ابزار آب']);
});

test('only the selected databases are searched and counted', () => {
  const engine = engineOver([
    { db: 'moein', title: 'سلام', text: 'درود' },
    { db: 'amid', title: 'سلام', text: 'درود' },
    { db: 'slang', title: 'سلام', text: 'درود' },
  ]);
  for (const type of ['exact', 'ava', 'like', 'text'] as const) {
    const q = type === 'text' ? 'درود' : 'سلام';
    const page = searchAll(engine, q, type, { dbs: ['slang', 'moein'] });
    expect(page.numFound).toBe(2);
    expect(page.results.map((result) => result.db)).toEqual(['slang', 'moein']);
  }
});
