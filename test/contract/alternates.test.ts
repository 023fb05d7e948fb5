import { afterAll, expect, test } from 'vitest';
import * as v from '../../src/shared/wire/check';
import { readBodySchema } from '../../src/shared/wire/read';
import { wordViews } from '../../src/shared/reading/reading-view';
import { at, list } from '../support/service/json';
import { startService } from '../support/service/harness';

// JSONL entries whose "alternates" list inflected forms and romanisations (test/fixtures/alternates/).
const service = await startService({ data: ['test/fixtures/alternates/words.jsonl'] });
afterAll(() => service.stop());

test('an exact search for an alternate lists its headword, with the pron chosen from the romanisations', async () => {
  for (const q of ['کتاب‌ها', 'کتابها', 'ketâb-hâ', 'kotob']) {
    const reply = await service.call('search', { q, type: 'exact', filter: 'fa2en' });
    expect(reply.status).toBe(200);
    expect(list(reply.body, 'data', 'results').map((r) => [at(r, 'title'), at(r, 'pron')])).toEqual([
      ['کتاب', 'ketâb'],
    ]);
  }
  const mother = await service.call('search', { q: 'مادران', type: 'exact' });
  expect(list(mother.body, 'data', 'results').map((r) => [at(r, 'title'), at(r, 'db'), at(r, 'pron')])).toEqual([
    ['مادر', 'fa2en', 'mâdar'],
  ]);
});

test('suggest offers the headword an alternate leads to, first when nothing is written so', async () => {
  const reply = await service.call('suggest', { q: 'می‌خوانم' });
  expect(list(reply.body, 'data', 'suggestion')).toEqual(['خواندن']);
  const typed = await service.call('suggest', { q: 'کتابها' });
  expect(list(typed.body, 'data', 'suggestion')[0]).toBe('کتاب');
  const latin = await service.call('suggest', { q: 'mâda' });
  expect(list(latin.body, 'data', 'suggestion')).toContain('مادر');
});

test('/api/read links an alternate written in the text to its headword and first sense', async () => {
  const text = 'مامان کتابها را میخوانم';
  const reply = await service.request(`/api/read?token=${service.token}&filter=fa2en`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    body: text,
  });
  expect(reply.status).toBe(200);
  const words = wordViews(text, v.parse(readBodySchema, reply.body)).map((word) => [
    word.text,
    word.headwords.map((h) => `${h.title}: ${h.meaning}`),
  ]);
  // «مامان» is no inflection of «مادر» the analyser could find: only the entry's alternate leads there.
  expect(words).toEqual([
    ['مامان', ['مادر: mother']],
    ['کتابها', ['کتاب: book']],
    ['را', []],
    ['میخوانم', ['خواندن: to read']],
  ]);
});
