import { afterAll, expect, test, vi } from 'vitest';
import { DB_NAMES } from '../../src/shared/catalog';
import { creditsByDb, readingFilter } from '../../src/shared/credits';
import { dictionaryCredits } from '../../src/server/dictionary/dictionary-credits';
import * as v from '../../src/shared/wire/check';
import { readBodySchema } from '../../src/shared/wire/read';
import { wordViews } from '../../src/shared/reading/reading-view';
import { BOOK_MOEIN } from '../support/reading-headwords';
import { at } from '../support/service/json';
import { startService, type Service } from '../support/service/harness';
import { exactKey } from '../../src/shared/persian/normalise';
import { inPersian } from '../support/persian-description';

const service = await startService({ data: ['test/fixtures/reading.jsonl'] });
afterAll(() => service.stop());

const TEXT = 'کتاب‌ها را 😀 دوستش داشتم، ولی تصمیم نخواهند گرفت.';
const PLAIN = { 'Content-Type': 'text/plain; charset=utf-8' };

function post(on: Service, body: string | Buffer, query = '', headers: Record<string, string> = PLAIN) {
  return on.request(`/api/read?token=${on.token}${query}`, { method: 'POST', headers, body });
}

/** The answer as the wire schema reads it, and its words with their headwords (`text` is what was sent). */
function bodyOf(reply: { body: unknown }, text = TEXT) {
  const read = v.safeParse(readBodySchema, reply.body);
  if (!read.success) throw new Error(`not a reading body: ${JSON.stringify(reply.body)}`);
  return { ...read.output, words: wordViews(text, read.output), wire: read.output };
}

test('a text answers 200 with every word in order, UTF-16 offsets and each headword', async () => {
  const reply = await post(service, TEXT);
  expect(reply.status).toBe(200);
  expect(reply.headers['access-control-allow-origin']).toBe('*');
  const { words, response, meta } = bodyOf(reply);
  expect(response).toEqual({ status: true, code: 200, state: null });
  // No filter: every dictionary, read as the reading page reads (real ones first, the thesaurus after).
  expect(meta.filter).toBe(readingFilter(creditsByDb(dictionaryCredits(service.database))));
  expect(meta.filter.split(',').sort()).toEqual([...DB_NAMES].sort());
  expect(words.map((word) => word.text)).toEqual(['کتاب‌ها', 'را', 'دوستش داشتم', 'ولی', 'تصمیم نخواهند گرفت']);
  for (const word of words) expect(TEXT.slice(word.start, word.end)).toBe(word.text);
  expect(words[0]?.headwords.map((headword) => headword.db)).toEqual(['fa2en', 'moein', 'amid']);
  expect(words[0]?.headwords[1]).toMatchObject(BOOK_MOEIN);
  expect(words[1]?.headwords).toEqual([]);
});

test('each headword says how common it is, with one sentence of the examples holding a form of it', async () => {
  const { words } = bodyOf(await post(service, TEXT));
  const book = words[0]?.headwords[0];
  expect(book?.band).toBe('very-common');
  const example = book?.example;
  if (example === undefined) throw new Error('«کتاب» has examples in data/examples/');
  expect(exactKey(example.text.slice(example.start, example.end))).toMatch(/^کتاب/);
  expect(['perdt', 'seraji', 'shekasteh']).toContain(example.source);
  // An English headword has no band.
  const english = bodyOf(await post(service, 'book', '&filter=en2fa')).words[0]?.headwords[0];
  expect(english?.band ?? '').toBe('');
});

test('a light verb split in the text is one word with the spans of its pieces', async () => {
  const { words } = bodyOf(await post(service, TEXT));
  const [, , love, , decide] = words;
  expect(love?.parts).toEqual([
    { start: 14, end: 19 },
    { start: 20, end: 25 },
  ]);
  expect(love?.headwords.map((h) => [h.title, h.db, inPersian(h.title, h.description)])).toEqual([
    ['دوست داشتن', 'fa2en', 'گذشته از دوست داشتن'],
    ['دوست داشتن', 'moein', 'گذشته از دوست داشتن'],
  ]);
  expect(decide?.parts).toHaveLength(3);
  expect(decide?.headwords[0]?.title).toBe('تصمیم گرفتن');
});

test('filter orders the dictionaries and leaves the others out, as search reads it', async () => {
  const { words, meta } = bodyOf(await post(service, 'کتاب', '&filter=FA2EN,amid'), 'کتاب');
  expect(meta.filter).toBe('fa2en,amid');
  expect(words[0]?.headwords.map((h) => [h.db, h.meaning])).toEqual([
    ['fa2en', 'book'],
    ['amid', 'مجموعه‌ای از صفحه‌های نوشته.'],
  ]);
  const unknown = await post(service, 'کتاب', '&filter=nosuch');
  expect(unknown.status).toBe(400);
  expect(at(unknown.body, 'response', 'error')).toBe('unknown_database');
});

test('an empty or blank text is 400 naming text; invalid UTF-8 is 400', async () => {
  for (const body of ['', ' \n\u200C ']) {
    const reply = await post(service, body);
    expect(reply.status).toBe(400);
    expect(at(reply.body, 'response', 'message')).toMatch(/^text is required/);
  }
  const broken = await post(service, Buffer.from([0xda, 0xa9, 0xd8, 0xa7, 0xff, 0xd8]));
  expect(broken.status).toBe(400);
  expect(at(broken.body, 'response')).toMatchObject({ error: 'invalid_parameter', message: 'text is not valid UTF-8' });
});

test('a charset other than UTF-8 is 400 naming it; another type is 400; no type is read as UTF-8', async () => {
  const latin = await post(service, 'abc', '', { 'Content-Type': 'text/plain; charset=windows-1256' });
  expect(latin.status).toBe(400);
  expect(at(latin.body, 'response', 'message')).toContain('windows-1256');
  const json = await post(service, '{"text":"کتاب"}', '', { 'Content-Type': 'application/json' });
  expect(json.status).toBe(400);
  expect(at(json.body, 'response', 'message')).toContain('text/plain');
  expect((await post(service, 'کتاب', '', {})).status).toBe(200);
});

test('a body past 100 KiB is 413, declared or not, and the connection is closed', async () => {
  const big = 'کتاب '.repeat(12_000);
  const declared = await post(service, big, '', { ...PLAIN, 'Content-Length': String(Buffer.byteLength(big)) });
  expect(declared.status).toBe(413);
  expect(at(declared.body, 'response', 'error')).toBe('payload_too_large');
  expect(declared.headers.connection).toBe('close');
  const chunked = await post(service, big, '', { ...PLAIN, 'Transfer-Encoding': 'chunked' });
  expect(chunked.status).toBe(413);
  expect((await post(service, 'کتاب '.repeat(10_000))).status).toBe(200);
});

test('no token or a bad one is 401; GET is 405 with Allow: POST; a preflight allows POST', async () => {
  const none = await service.request('/api/read', { method: 'POST', headers: PLAIN, body: 'کتاب' });
  expect(none.status).toBe(401);
  const bad = await service.request('/api/read?token=nope', { method: 'POST', headers: PLAIN, body: 'کتاب' });
  expect(at(bad.body, 'response')).toMatchObject({ code: 401, error: 'invalid_token' });
  const get = await service.request(`/api/read?token=${service.token}`);
  expect(get.status).toBe(405);
  expect(get.headers.allow).toBe('POST, OPTIONS');
  const preflight = await service.request('/api/read', {
    method: 'OPTIONS',
    headers: { Origin: 'https://reader.example', 'Access-Control-Request-Method': 'POST' },
  });
  expect(preflight.status).toBe(204);
  expect(preflight.headers['access-control-allow-methods']).toBe('POST');
  const elsewhere = await service.request(`/v3/search?q=a&token=${service.token}`, { method: 'POST', body: 'x' });
  expect(elsewhere.status).toBe(405);
});

test('reads are counted and logged without the token, and limited as searches are (403 over the rate)', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const limited = await startService({ data: ['test/fixtures/reading.jsonl'], rateLimit: 1 });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await post(limited, 'کتاب')).status);
    expect(statuses).toEqual([200, 200, 403]);
    const search = await limited.call('search', { q: 'کتاب' });
    expect(at(search.body, 'response', 'message')).toMatch(/^rate limit exceeded/);
    expect(limited.records.map((record) => record.code)).toEqual([200, 200, 403, 403]);
    expect(limited.logs.some((line) => line.includes('/api/read'))).toBe(true);
    expect(limited.logs.some((line) => line.includes(limited.token))).toBe(false);
  } finally {
    vi.useRealTimers();
    await limited.stop();
  }
});

test('with a search pool the text is read on its thread, into the same words', async () => {
  const pooled = await startService({ data: ['test/fixtures/reading.jsonl'], pool: { size: 1, budgetMs: 5000 } });
  try {
    const reply = await post(pooled, TEXT, '&filter=moein,fa2en');
    expect(bodyOf(reply).wire).toEqual(bodyOf(await post(service, TEXT, '&filter=moein,fa2en')).wire);
  } finally {
    await pooled.stop();
  }
});
