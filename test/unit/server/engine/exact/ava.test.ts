import { expect, test } from 'vitest';
import { engineOver, searchAll, titlesOf } from '../engine-over';

test('ava: صلام and ثلام find سلام', () => {
  const engine = engineOver([
    { db: 'moein', title: 'سلام', text: 'درود' },
    { db: 'moein', title: 'کلام', text: 'سخن' },
  ]);
  expect(titlesOf(searchAll(engine, 'صلام', 'ava'))).toEqual(['سلام']);
  expect(titlesOf(searchAll(engine, 'ثلام', 'ava'))).toEqual(['سلام']);
});

test('ava: حیاط finds حیات, which exact does not', () => {
  const engine = engineOver([{ db: 'moein', title: 'حیات', text: 'زندگی' }]);
  expect(titlesOf(searchAll(engine, 'حیاط', 'ava'))).toEqual(['حیات']);
  expect(searchAll(engine, 'حیاط', 'exact').numFound).toBe(0);
});

test('ava: مسئله and مسأله meet', () => {
  const engine = engineOver([
    { db: 'moein', title: 'مسئله', text: 'پرسش' },
    { db: 'amid', title: 'مسأله', text: 'پرسش' },
  ]);
  expect(new Set(titlesOf(searchAll(engine, 'مسأله', 'ava')))).toEqual(new Set(['مسئله', 'مسأله']));
  expect(new Set(titlesOf(searchAll(engine, 'مسئله', 'ava')))).toEqual(new Set(['مسئله', 'مسأله']));
});

test('ava: the spelling closest to q comes first (edit distance between exact keys), ties in Persian order', () => {
  const engine = engineOver(
    ['صابر', 'صبر', 'ثبر', 'سبر'].map((title) => ({ db: 'dehkhoda' as const, title, text: 'شکیبایی' })),
  );
  // سبر is q itself; ثبر and صبر are one letter away (ث before ص); صابر is two away.
  expect(titlesOf(searchAll(engine, 'سبر', 'ava'))).toEqual(['سبر', 'ثبر', 'صبر', 'صابر']);
});
