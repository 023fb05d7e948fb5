/**
 * Arabic headwords as a student types them: with or without harakat, with the Persian keyboard's
 * letters (ی, ک), with the hamza on the seat Persian writes it on, or with none — over ar2fa as the
 * embedded default ships it (data/built/ar2fa.jsonl).
 */
import { expect, test } from 'vitest';
import { createEngine } from '../../../../../src/server/engine/create-engine';
import { importIndexed } from '../../../../../src/server/cli/load-data';
import { openStore } from '../../../../../src/server/dictionary/open-store';

const database = openStore(':memory:');
importIndexed(database, ['data/built/ar2fa.jsonl']);
const engine = createEngine(database);

const found = (q: string): string[] =>
  engine.search({ q, type: 'exact', dbs: ['ar2fa'], start: 0, rows: 10 }).results.map((result) => result.title);

test.each([
  ['كَبِير', 'كَبِير'],
  ['كبير', 'كَبِير'],
  ['کبیر', 'كَبِير'],
  ['إبليس', 'إِبْلِيس'],
  ['ابلیس', 'إِبْلِيس'],
  ['أحمر الشفاه', 'أحمر الشفاه'],
  ['احمرالشفاه', 'أحمر الشفاه'],
])('«%s» finds «%s»', (q, title) => {
  expect(found(q)).toContain(title);
});

test('a hamza seated as Persian seats it, or written on the line, finds the Arabic spelling', () => {
  // Arabic «مؤسف» on و; Persian writes ئ. Arabic «بذاءة» on the line; Persian writes ئ, and ة as ه.
  expect(found('مئسف')).toEqual(['مؤسف']);
  expect(found('مؤسف')).toEqual(['مؤسف']);
  expect(found('بذائه')).toEqual(['بذاءة']);
  expect(found('بذاءه')).toEqual(['بذاءة']);
});
