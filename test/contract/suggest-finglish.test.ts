import { afterAll, expect, test } from 'vitest';
import { at, list } from '../support/service/json';
import { startService } from '../support/service/harness';

const service = await startService();
afterAll(() => service.stop());

async function suggestions(q: string): Promise<string[]> {
  const reply = await service.call('suggest', { q });
  expect(reply.status, q).toBe(200);
  return list(reply.body, 'data', 'suggestion').map(String);
}

const PERSIAN_RE = /[\u0600-\u06FF]/;

test('a word typed in Latin letters the way readers spell Persian suggests the Persian headword first', async () => {
  // The fixture holds «كتاب» (Arabic kaf), «سلام», «امید» and «آسمان»; none has a Latin headword.
  for (const [q, headword] of [
    ['ketab', 'کتاب'],
    ['ketaab', 'کتاب'],
    ['salam', 'سلام'],
    ['Salaam', 'سلام'],
    ['omid', 'امید'],
    ['aseman', 'آسمان'],
    ['âsemân', 'آسمان'],
  ] as const) {
    expect((await suggestions(q))[0], q).toBe(headword);
  }
});

test('English headwords that start with q come first, as before; the Persian ones it spells follow', async () => {
  const hope = await suggestions('hope');
  expect(hope.slice(0, 3).every((title) => !PERSIAN_RE.test(title))).toBe(true);
  expect(hope.map((title) => title.toLowerCase())).toEqual(expect.arrayContaining(['hope', 'hopeful']));
  const firstPersian = hope.findIndex((title) => PERSIAN_RE.test(title));
  const lastEnglish = hope.findLastIndex((title) => !PERSIAN_RE.test(title) && title.toLowerCase().startsWith('hope'));
  expect(firstPersian === -1 || firstPersian > lastEnglish).toBe(true);
});

test('bad Finglish gets an ordinary answer: long Latin strings, digits, mixed scripts, one letter', async () => {
  for (const q of [
    'k'.repeat(100),
    'ketab'.repeat(20),
    'ketab2',
    '2ketab',
    'ketabکتاب',
    'ket ab',
    'k',
    "''",
    'ke-tab',
  ]) {
    const spelled = (await suggestions(q)).filter((title) => PERSIAN_RE.test(title) && !q.includes(title));
    expect(spelled, q).toEqual([]);
  }
});

test('a Persian query is answered as before: no Finglish reading of Persian letters', async () => {
  const reply = await service.call('suggest', { q: 'کتاب' });
  expect(at(reply.body, 'data', 'suggestion')).toEqual(expect.arrayContaining(['کتاب']));
  expect(list(reply.body, 'data', 'suggestion').every((title) => PERSIAN_RE.test(String(title)))).toBe(true);
});
