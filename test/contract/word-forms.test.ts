/**
 * `/v3/word` with our `forms=true` and `examples=true`: a headword's forms, made by the shared
 * morphology for what its Persian–English entry says it is, with the romanisations that entry
 * lists, and sentences of the examples holding a form of it — for any dictionary's entry of it.
 * A v3 client never sends them and gets the v3 body.
 */
import { afterAll, expect, test } from 'vitest';
import { startService } from '../support/service/harness';
import { at, list } from '../support/service/json';

const service = await startService({ data: ['test/fixtures/word-forms/words.jsonl'] });
afterAll(() => service.stop());

test('without our parameters the body is the v3 body: no forms, no examples', async () => {
  const reply = await service.call('word', { title: 'رفتن', db: 'moein', num: '1' });
  expect(Object.keys(Object(reply.body)).sort()).toEqual(['meta', 'response', 'word']);
});

test("forms=true on any dictionary's entry gives a verb's tenses, written, spoken and romanised", async () => {
  const reply = await service.call('word', { title: 'رفتن', db: 'moein', num: '1', forms: 'true' });
  expect(reply.status).toBe(200);
  const forms = at(reply.body, 'forms');
  expect(at(forms, 'kinds')).toEqual(['verb']);
  expect(list(forms, 'plurals')).toEqual([]);
  const tenses = list(forms, 'tenses');
  expect(tenses.map((tense) => at(tense, 'tense'))).toEqual([
    'present',
    'past',
    'imperfect',
    'subjunctive',
    'imperative',
    'future',
    'perfect',
    'pluperfect',
    'progressive',
    'past-progressive',
  ]);
  const present = tenses[0];
  expect(list(present, 'positive')).toHaveLength(6);
  expect(list(present, 'positive')[0]).toEqual({
    written: { text: 'می‌روم', pron: 'mí-ravam' },
    spoken: { text: 'می‌رم', pron: 'mí-ram' },
  });
  expect(at(list(present, 'negative')[0], 'written', 'text')).toBe('نمی‌روم');
  expect(list(tenses[4], 'positive').map((cell) => at(cell, 'written', 'text'))).toEqual(['برو', 'بروید']);
});

test('a verb with a preverb before a verb the dictionary names takes «می» and «ن» after the preverb', async () => {
  const reply = await service.call('word', { title: 'بردمیدن', db: 'fa2en', num: '1', forms: 'true' });
  const [present] = list(at(reply.body, 'forms'), 'tenses');
  expect(at(list(present, 'positive')[2], 'written', 'text')).toBe('برمی‌دمد');
  expect(at(list(present, 'negative')[2], 'written', 'text')).toBe('برنمی‌دمد');
});

test("a noun's plurals and an adjective's degrees, each with the rule it is", async () => {
  const noun = await service.call('word', { title: 'کتاب', db: 'fa2en', num: '1', forms: 'true' });
  expect(list(at(noun.body, 'forms'), 'plurals')).toEqual([
    { text: 'کتاب\u200Cها', pron: 'ketâb-hâ', rule: 'plural' },
    { text: 'کتب', pron: 'kotob', rule: 'broken-plural' },
  ]);
  const adjective = await service.call('word', { title: 'بزرگ', db: 'fa2en', num: '1', forms: 'true' });
  expect(list(at(adjective.body, 'forms'), 'degrees')).toEqual([
    { text: 'بزرگ\u200Cتر', pron: 'bozorg-tar', rule: 'comparative' },
    { text: 'بزرگ\u200Cترین', pron: '', rule: 'superlative' },
  ]);
});

test('examples=true gives up to three sentences, each with the form it holds and the corpus it is from', async () => {
  const reply = await service.call('word', { title: 'کتاب', db: 'moein', num: '1', examples: 'true' });
  const examples = list(reply.body, 'examples');
  expect(examples.length).toBeGreaterThan(0);
  expect(examples.length).toBeLessThanOrEqual(3);
  for (const example of examples) {
    const text = String(at(example, 'text'));
    const form = text.slice(Number(at(example, 'start')), Number(at(example, 'end')));
    expect(form.replaceAll('\u200C', '')).toMatch(/^کتاب/);
    expect(['perdt', 'seraji', 'shekasteh']).toContain(at(example, 'source'));
  }
});

test('a word the Persian–English dictionary does not name has no forms, said as empty lists', async () => {
  const reply = await service.call('word', { title: 'امید', db: 'moein', num: '1', forms: 'true' });
  expect(at(reply.body, 'forms')).toEqual({ kinds: [], tenses: [], plurals: [], degrees: [] });
});
