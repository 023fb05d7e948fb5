import { expect, test } from 'vitest';
import { readText } from '../../../../src/shared/reading/read-text';
import { ReadingBuilder } from '../../../../src/shared/reading/reading-builder';
import { joinReadings, wordViews } from '../../../../src/shared/reading/reading-view';
import { serialize } from '../../../../src/server/api/envelope';
import { fakeStore } from './fake-store';

const STORE = fakeStore([
  ['کتاب', 'moein', 'نوشته، نامه.'],
  ['کتاب', 'amid', 'مجموعهٔ صفحه‌ها.'],
  ['کتاب', 'fa2en', 'book'],
  ['امید', 'moein', 'آرزو.'],
]);
const DBS = ['moein', 'amid', 'fa2en'];

test('a text repeating a word sends its entries once, and every word points at one reading', () => {
  const text = 'کتاب کتاب‌ها '.repeat(500);
  const reading = readText(text, DBS, STORE.lookup);
  expect(reading.words).toHaveLength(1000);
  expect(reading.entries.map(({ db, title }) => `${db}:${title}`)).toEqual(['moein:کتاب', 'amid:کتاب', 'fa2en:کتاب']);
  // The form as written and its plural read alike but for what the form is of the headword.
  expect(reading.readings).toEqual([
    { description: [], entries: [0, 1, 2] },
    { description: [{ rule: 'plural', mark: 'ها' }], entries: [0, 1, 2] },
  ]);
  expect(new Set(reading.words.map((word) => word.reading))).toEqual(new Set([0, 1]));
  // Each repetition costs its span and a pointer: a few dozen bytes, not ten entries' worth.
  expect(JSON.stringify(reading).length / reading.words.length).toBeLessThan(40);
});

test('a word no dictionary has points at nothing, and its view has no headwords', () => {
  const text = 'امید و کتاب';
  const reading = readText(text, DBS, STORE.lookup);
  expect(reading.words[1]).toEqual({ start: 5, end: 6 });
  expect(wordViews(text, reading).map((word) => [word.text, word.headwords.map((h) => h.db)])).toEqual([
    ['امید', ['moein']],
    ['و', []],
    ['کتاب', ['moein', 'amid', 'fa2en']],
  ]);
});

test('with a budget the tables take no more bytes than it gives, pretty or not, and stop at a whole word', () => {
  const text = 'کتاب امید و '.repeat(300);
  const whole = readText(text, DBS, STORE.lookup);
  for (const pretty of [false, true]) {
    const bytes = 2_000;
    const builder = new ReadingBuilder({ bytes, pretty });
    const stopped = builder.addReading(whole);
    expect(stopped).toBeGreaterThan(0);
    const part = builder.build(stopped);
    // The budget is the tables' own: the body around them is counted by whoever sends it.
    const around = Buffer.byteLength(serialize({ entries: [], readings: [], words: [] }, pretty));
    const sent = serialize({ entries: part.entries, readings: part.readings, words: part.words }, pretty);
    expect(Buffer.byteLength(sent) - around).toBeLessThanOrEqual(bytes);
    expect(Buffer.byteLength(sent) - around).toBeGreaterThan(bytes * 0.9);
    expect(part.words.at(-1)?.end).toBeLessThan(stopped ?? 0);
    expect(whole.words.some((word) => word.start === stopped)).toBe(true);
  }
});

test('the first word goes in whatever the budget, so a reading that stopped always moves on', () => {
  const builder = new ReadingBuilder({ bytes: 1, pretty: false });
  const found = { description: [], entries: [{ title: 'کتاب', db: 'moein', num: 1, meaning: 'نوشته.', pron: '' }] };
  expect(builder.add({ start: 0, end: 4 }, found)).toBe(true);
  expect(builder.add({ start: 5, end: 9 }, found)).toBe(false);
  expect(builder.build().words).toHaveLength(1);
});

test('the readings of a text’s pieces join into the reading of the whole', () => {
  const text = 'کتاب‌ها و امید. کتاب و امید';
  const cut = text.indexOf('کتاب و');
  const pieces = [
    { reading: readText(text.slice(0, cut), DBS, STORE.lookup), offset: 0 },
    { reading: readText(text.slice(cut), DBS, STORE.lookup), offset: cut },
  ];
  expect(joinReadings(pieces)).toEqual(readText(text, DBS, STORE.lookup));
  const stopped = { ...pieces[1]!, reading: { ...pieces[1]!.reading, next: 2 } };
  expect(joinReadings([pieces[0]!, stopped]).next).toBe(cut + 2);
});

test('a form’s own romanisation, when an answer gives one, stays with its word through the joining of pieces', () => {
  const text = 'رفتیم کتاب';
  const reading = readText(text, DBS, STORE.lookup);
  const withPron = {
    ...reading,
    words: reading.words.map((word, at) => (at === 0 ? { ...word, pron: 'raftim' } : word)),
  };
  const joined = joinReadings([{ reading: withPron, offset: 0 }]);
  expect(wordViews(text, joined).map((word) => word.pron)).toEqual(['raftim', undefined]);
});
