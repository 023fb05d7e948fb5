import { afterAll, expect, test } from 'vitest';
import { exactKey } from '../../src/shared/persian/normalise';
import { at, list } from '../support/service/json';
import { startService } from '../support/service/harness';

const service = await startService();
afterAll(() => service.stop());

test('a v3 client asking suggest for an inflected form gets the v3 answer, unchanged', async () => {
  const reply = await service.call('suggest', { q: 'کتاب‌ها' });
  expect(reply.status).toBe(200);
  expect(at(reply.body, 'data')).toEqual({ suggestion: [] });
  const same = await service.call('suggest', { q: 'کتاب‌ها', forms: 'false' });
  expect(same.text).toBe(reply.text);
});

test('forms=true adds the headword an inflected form comes from, with its rules and what it is, step by step', async () => {
  const reply = await service.call('suggest', { q: 'کتاب‌ها', forms: 'true' });
  expect(reply.status).toBe(200);
  expect(list(reply.body, 'data', 'suggestion')).toEqual([]);
  const [form, ...rest] = list(reply.body, 'data', 'forms');
  expect(rest).toEqual([]);
  expect(exactKey(String(at(form, 'headword')))).toBe(exactKey('کتاب'));
  expect(at(form, 'rules')).toEqual(['plural']);
  expect(at(form, 'description')).toEqual([{ rule: 'plural', mark: 'ها' }]);
});

test('forms=true reads stacked endings, Arabic letters and a space before the ending', async () => {
  for (const q of ['کتاب‌هایمان', 'كتابهايم', 'کتاب ها', 'آسمان‌ها', 'امیدم']) {
    const reply = await service.call('suggest', { q, forms: '1' });
    const headwords = list(reply.body, 'data', 'forms').map((form) => exactKey(String(at(form, 'headword'))));
    expect(headwords.length, q).toBeGreaterThan(0);
    expect(['کتاب', 'اسمان', 'امید']).toContain(headwords[0]);
  }
});

test('a headword that looks inflected stays first as itself; its other reading follows in forms', async () => {
  // «امیدواری» is a headword, and also «امیدوار» with the indefinite «ی»: both are in the store.
  const reply = await service.call('suggest', { q: 'امیدواری', forms: 'true' });
  expect(list(reply.body, 'data', 'suggestion')[0]).toBe('امیدواری');
  const forms = list(reply.body, 'data', 'forms');
  expect(forms.map((form) => at(form, 'headword'))).toEqual(['امیدوار']);
  expect(at(forms[0], 'rules')).toEqual(['indefinite']);
});

test('forms=true offers only headwords the store has, and nothing for a form with no reading', async () => {
  // «زمان» could be a plural of «زم», which the store does not have.
  const lookAlike = await service.call('suggest', { q: 'زمان', forms: 'true' });
  expect(list(lookAlike.body, 'data', 'suggestion')[0]).toBe('زمان');
  expect(list(lookAlike.body, 'data', 'forms')).toEqual([]);
  const none = await service.call('suggest', { q: 'ککککک', forms: 'true' });
  expect(at(none.body, 'data')).toEqual({ suggestion: [], forms: [] });
});

test('forms that is not a boolean is a 400 naming it', async () => {
  const reply = await service.call('suggest', { q: 'کتاب‌ها', forms: 'yes' });
  expect(reply.status).toBe(400);
  expect(at(reply.body, 'response')).toMatchObject({ error: 'invalid_parameter' });
  expect(String(at(at(reply.body, 'response'), 'message'))).toContain('forms');
});
