import { afterAll, expect, test } from 'vitest';
import { at, list } from '../support/service/json';
import { startService } from '../support/service/harness';

const service = await startService();
afterAll(() => service.stop());

// Seven v3 members, and our band.
const WORD_MEMBERS = ['band', 'db', 'id', 'pron', 'source', 'text', 'title', 'title_en'];

test('word answers the full entry: seven string members, meta with num as a string', async () => {
  const reply = await service.call('word', { title: 'امید', db: 'moein', num: '2' });
  expect(reply.status).toBe(200);
  expect(at(reply.body, 'response')).toEqual({ status: true, code: 200, state: null });
  expect(at(reply.body, 'meta')).toEqual({ word: 'امید', title: 'امید', num: '2', db: 'moein' });
  const word = at(reply.body, 'word');
  expect(Object.keys(Object(word)).sort()).toEqual(WORD_MEMBERS);
  expect(word).toMatchObject({
    title: 'امید',
    title_en: '',
    pron: 'omid',
    db: 'moein',
    source: 'فرهنگ فارسی معین',
    text: '(اِخ.) نام روستایی در کنار رود.',
  });
  expect(String(at(word, 'id'))).toMatch(/^moein_\d+$/);
});

test('word takes what a search result gives it, and its id is that result id', async () => {
  const search = await service.call('search', { q: 'امید', filter: 'moein' });
  for (const result of list(search.body, 'data', 'results')) {
    const reply = await service.call('word', {
      title: String(at(result, 'title')),
      db: String(at(result, 'db')),
      num: String(at(result, 'num')),
    });
    expect(at(reply.body, 'word', 'id')).toBe(at(result, 'id'));
  }
});

test('word text is the whole meaning with its HTML; search text is the plain cut', async () => {
  const reply = await service.call('word', { title: 'مسئله', db: 'amid', num: '1' });
  const text = String(at(reply.body, 'word', 'text'));
  expect(text.startsWith('<p>۱. پرسشی که پاسخ آن را بخواهند.</p>')).toBe(true);
  expect(text.endsWith('<p>۳. گرفتاری.</p>')).toBe(true);
  const motaradef = await service.call('word', { title: 'امید', db: 'motaradef', num: '1' });
  expect(at(motaradef.body, 'word', 'text')).toBe('آرزو، امیدواری، انتظار، چشمداشت ≠ ناامیدی، یأس<br><br>');
});

test('word db is lenient like filter; num may have leading zeros; meta echoes the effective values', async () => {
  const reply = await service.call('word', { title: ' hope ', db: ' EN2FA', num: '02' });
  expect(reply.status).toBe(200);
  expect(at(reply.body, 'meta')).toEqual({ word: 'hope', title: 'hope', num: '2', db: 'en2fa' });
  expect(at(reply.body, 'word')).toMatchObject({
    title: 'hope',
    title_en: 'hope',
    text: 'امید داشتن (فعل)',
    pron: 'hōp',
  });
});

test('word finds a title written with Arabic letters by its Persian spelling', async () => {
  const reply = await service.call('word', { title: 'کتاب', db: 'dehkhoda', num: '1' });
  expect(reply.status).toBe(200);
  expect(at(reply.body, 'word', 'title')).toBe('\u0643تاب');
});

test('word with no such entry is 404 not_found with the error envelope', async () => {
  for (const params of [
    { title: 'امید', db: 'moein', num: '4' },
    { title: 'امید', db: 'slang', num: '1' },
    { title: 'ککککک', db: 'moein', num: '1' },
    { title: 'امید', db: 'moein', num: '99999999999999999999999' },
  ]) {
    const reply = await service.call('word', params);
    expect(reply.status).toBe(404);
    expect(at(reply.body, 'response')).toMatchObject({ status: false, code: 404, error: 'not_found', state: null });
    expect(String(at(reply.body, 'response', 'message'))).toContain('num');
    expect(at(reply.body, 'meta')).toEqual(params);
  }
});

test('suggest answers headwords starting with q, the commoner word first, then shorter, then containing q', async () => {
  const reply = await service.call('suggest', { q: 'امی' });
  expect(reply.status).toBe(200);
  expect(at(reply.body, 'response')).toEqual({ status: true, code: 200, state: null });
  expect(at(reply.body, 'meta')).toEqual({ q: 'امی' });
  // The frequency list ranks «امیدوار» (325th) before «امید» (708th) and «امیر»; «امیدواری» it lacks.
  expect(at(reply.body, 'data')).toEqual({ suggestion: ['امیدوار', 'امید', 'امیر', 'امیدواری', 'ناامید'] });
});

test('suggest normalises q, answers canonical headwords and never answers 404', async () => {
  // The stored title has an Arabic yeh; suggestions are the canonical (display) form
  // (docs/v3-contract.md §9.1).
  const arabic = await service.call('suggest', { q: 'ا\u064Aما' });
  expect(list(arabic.body, 'data', 'suggestion')).toEqual(['ایمان']);
  const none = await service.call('suggest', { q: 'ککککک' });
  expect(none.status).toBe(200);
  expect(at(none.body, 'data')).toEqual({ suggestion: [] });
});

test('suggest gives at most 10 distinct strings', async () => {
  const reply = await service.call('suggest', { q: 'ا' });
  const suggestion = list(reply.body, 'data', 'suggestion');
  expect(suggestion.length).toBeGreaterThan(0);
  expect(suggestion.length).toBeLessThanOrEqual(10);
  expect(new Set(suggestion).size).toBe(suggestion.length);
  for (const item of suggestion) expect(typeof item).toBe('string');
});
