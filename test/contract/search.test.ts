import { afterAll, expect, test } from 'vitest';
import { DB_NAMES } from '../../src/shared/catalog';
import { at, list, resultKeys } from '../support/service/json';
import { startService } from '../support/service/harness';

const service = await startService();
afterAll(() => service.stop());

const ALL = DB_NAMES.join(',');

/** Every entry of the fixture titled امید, in the default filter's priority. */
const OMID = [
  'dehkhoda/1/امید',
  'moein/1/امید',
  'moein/2/امید',
  'moein/3/امید',
  'amid/1/امید',
  'motaradef/1/امید',
  'sareh/1/امید',
  'wiki/1/امید',
  'name/1/امید',
  'fa2en/1/امید',
  'fa2ar/1/امید',
];

test('a search answers 200 with the envelope, the meta echo as strings and typed results', async () => {
  const reply = await service.call('search', { q: 'امید' });
  expect(reply.status).toBe(200);
  expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(at(reply.body, 'response')).toEqual({ status: true, code: 200, state: null });
  expect(at(reply.body, 'meta')).toEqual({ q: 'امید', type: 'exact', filter: ALL, start: '0', rows: '10' });
  expect(at(reply.body, 'data', 'num_found')).toBe(11);
  const results = list(reply.body, 'data', 'results');
  expect(results).toHaveLength(10);
  for (const result of results) {
    // The v3 members, and our band.
    expect(Object.keys(Object(result)).sort()).toEqual([
      'band',
      'db',
      'id',
      'num',
      'pron',
      'source',
      'text',
      'title',
      'title_en',
    ]);
    for (const key of ['id', 'title', 'title_en', 'pron', 'text', 'source', 'db', 'band']) {
      expect(typeof at(result, key)).toBe('string');
    }
    expect(Number.isInteger(at(result, 'num'))).toBe(true);
    expect(String(at(result, 'id'))).toMatch(new RegExp(`^${String(at(result, 'db'))}_\\d+$`));
  }
  expect(at(results[0], 'source')).toBe('لغت‌نامه دهخدا');
  // «امید» is among the thousand commonest headwords of the frequency list.
  expect(new Set(results.map((result) => at(result, 'band')))).toEqual(new Set(['very-common']));
});

test('results follow the filter priority, then num; num counts same-titled entries 1, 2, 3', async () => {
  const reply = await service.call('search', { q: 'امید', rows: '50' });
  expect(resultKeys(reply.body)).toEqual(OMID);
  const reordered = await service.call('search', { q: 'امید', filter: 'fa2ar,moein' });
  expect(resultKeys(reordered.body)).toEqual(['fa2ar/1/امید', 'moein/1/امید', 'moein/2/امید', 'moein/3/امید']);
  expect(at(reordered.body, 'meta', 'filter')).toBe('fa2ar,moein');
});

test('start and rows page through one ordered list; num_found is the total', async () => {
  const whole = resultKeys((await service.call('search', { q: 'امید', rows: '50' })).body);
  const first = await service.call('search', { q: 'امید', rows: '4' });
  const second = await service.call('search', { q: 'امید', start: '4', rows: '4' });
  const last = await service.call('search', { q: 'امید', start: '8', rows: '4' });
  const beyond = await service.call('search', { q: 'امید', start: '40' });
  expect([...resultKeys(first.body), ...resultKeys(second.body), ...resultKeys(last.body)]).toEqual(whole);
  expect(resultKeys(last.body)).toHaveLength(3);
  expect(at(second.body, 'meta')).toMatchObject({ start: '4', rows: '4' });
  expect(at(beyond.body, 'data')).toEqual({ num_found: 11, results: [] });
});

test('rows above 50 is clamped to 50 and echoed so; row is an alias of rows', async () => {
  expect(at((await service.call('search', { q: 'امید', rows: '500' })).body, 'meta', 'rows')).toBe('50');
  const alias = await service.call('search', { q: 'امید', row: '2' });
  expect(at(alias.body, 'meta', 'rows')).toBe('2');
  expect(list(alias.body, 'data', 'results')).toHaveLength(2);
});

test('type and filter names are matched case-insensitively after trimming', async () => {
  const reply = await service.call('search', { q: 'hope', type: ' EXACT ', filter: ' en2Fa , MOEIN,,en2fa' });
  expect(reply.status).toBe(200);
  expect(at(reply.body, 'meta')).toMatchObject({ type: 'exact', filter: 'en2fa,moein' });
  const text = await service.call('search', { q: 'چشمداشت', type: 'Text' });
  expect(at(text.body, 'meta', 'type')).toBe('text');
});

test('an empty filter, or one of only empty items, is the default of every dictionary', async () => {
  for (const filter of ['', ' , ,']) {
    expect(at((await service.call('search', { q: 'امید', filter })).body, 'meta', 'filter')).toBe(ALL);
  }
});

test('no match is a successful search: 200 with num_found 0', async () => {
  const reply = await service.call('search', { q: 'ککککک' });
  expect(reply.status).toBe(200);
  expect(at(reply.body, 'data')).toEqual({ num_found: 0, results: [] });
});

test('search text is the meaning as plain text, cut at 150 characters with ... when longer', async () => {
  const reply = await service.call('search', { q: 'امید', rows: '50' });
  const results = list(reply.body, 'data', 'results');
  const dehkhoda = String(at(results[0], 'text'));
  expect(dehkhoda.endsWith('...')).toBe(true);
  expect([...dehkhoda.slice(0, -3)].length).toBeLessThanOrEqual(150);
  expect(dehkhoda.startsWith('امید. [ اُ ] (اِ) چشم داشتن به نیکی')).toBe(true);
  const amid = String(at(results[4], 'text'));
  expect(amid).not.toMatch(/<|&lang;|\.\.\.$/);
  expect(amid).toContain('امید بستن: دل بستن به کسی یا چیزی.');
  const motaradef = String(at(results[5], 'text'));
  expect(motaradef).toBe('آرزو، امیدواری، انتظار، چشمداشت ≠ ناامیدی، یأس');
});

test('a long HTML meaning is stripped of tags before it is cut', async () => {
  const reply = await service.call('search', { q: 'مسئله', filter: 'amid' });
  const text = String(at(reply.body, 'data', 'results', 0, 'text'));
  expect(text).not.toContain('<');
  expect(text.endsWith('...')).toBe(true);
  expect(text).toContain('۱. پرسشی که پاسخ آن را بخواهند.');
});

test('results show the stored title and text unchanged (Arabic kaf, harakat, tanwin)', async () => {
  const reply = await service.call('search', { q: 'کتاب' });
  expect(resultKeys(reply.body)).toEqual([
    'dehkhoda/1/\u0643تاب',
    'moein/1/کِتاب',
    'quran/1/\u0643ِتَابٌ',
    'ar2fa/1/\u0643تاب',
  ]);
  expect(at(reply.body, 'meta', 'q')).toBe('کتاب');
});

test.each([
  ['اسمان', ['dehkhoda/1/آسمان', 'moein/1/آسمان', 'amid/1/آسمان', 'motaradef/1/آسمان', 'fa2en/1/آسمان']],
  ['\u0643تاب', ['dehkhoda/1/\u0643تاب', 'moein/1/کِتاب', 'quran/1/\u0643ِتَابٌ', 'ar2fa/1/\u0643تاب']],
  ['ايمان', ['dehkhoda/1/ا\u064Aمان']],
  ['میگساری', ['moein/1/می\u200Cگساری']],
  ['می گساری', ['moein/1/می\u200Cگساری']],
  ['می\u200Cگساری', ['moein/1/می\u200Cگساری']],
  ['خانه خدا', ['moein/1/خانۀ خدا']],
  ['الکی', ['isfahani/1/اَلَکی']],
  ['کتابدار', ['ganjvajeh/1/کت\u0640ابدار']],
  ['آسمان خراش', ['ganjvajeh/1/آسمان\u200Cخراش']],
  ['سال 1400', ['wiki/1/سال ۱۴۰۰']],
  ['اجزا', ['dehkhoda/1/اجزاء']],
  ['مسأله', ['dehkhoda/1/مسأله']],
  ['مسئله', ['moein/1/مسئله', 'amid/1/مسئله']],
  ['امــید', OMID],
  ['اُمید', OMID],
])('exact %j meets the normalised headwords %j', async (q, expected) => {
  expect(resultKeys((await service.call('search', { q, rows: '50' })).body)).toEqual(expected);
});

test('exact puts the title equal to q as typed before titles equal only after folding', async () => {
  const reply = await service.call('search', { q: 'Hope', filter: 'en2fa' });
  const keys = resultKeys(reply.body);
  expect(keys[0]).toBe('en2fa/1/Hope');
  expect(keys.slice(1)).toEqual(['en2fa/1/hope', 'en2fa/2/hope']);
});

test('en2fa entries carry the English headword in title and title_en', async () => {
  const reply = await service.call('search', { q: 'sky', filter: 'en2fa' });
  expect(at(reply.body, 'data', 'results', 0)).toMatchObject({
    title: 'sky',
    title_en: 'sky',
    text: 'آسمان',
    db: 'en2fa',
  });
});

test('ava meets words that sound alike', async () => {
  for (const q of ['صلام', 'ثلام', 'سلام']) {
    const reply = await service.call('search', { q, type: 'ava', filter: 'dehkhoda,amid' });
    expect(resultKeys(reply.body)).toEqual(['dehkhoda/1/سلام', 'dehkhoda/2/سلام', 'amid/1/سلام']);
  }
  const hamza = await service.call('search', { q: 'مسئله', type: 'ava', filter: 'dehkhoda,moein,amid' });
  expect(resultKeys(hamza.body)).toEqual(['dehkhoda/1/مسأله', 'moein/1/مسئله', 'amid/1/مسئله']);
  const sound = await service.call('search', { q: 'ظمان', type: 'ava', filter: 'dehkhoda' });
  expect(resultKeys(sound.body)).toEqual(['dehkhoda/1/زمان', 'dehkhoda/1/ضمان']);
});

test('like orders by the share of the whole headword that differs from q, the same headword first', async () => {
  const reply = await service.call('search', { q: 'امید', type: 'like', filter: 'moein' });
  // Edits / letters: امیر 1/4, ناامید 2/6, امیدوار 3/7.
  expect(resultKeys(reply.body)).toEqual([
    'moein/1/امید',
    'moein/2/امید',
    'moein/3/امید',
    'moein/1/امیر',
    'moein/1/ناامید',
    'moein/1/امیدوار',
  ]);
});

test('text finds meanings holding every word of q, in filter priority', async () => {
  const reply = await service.call('search', { q: 'چشمداشت', type: 'text', rows: '50' });
  const keys = resultKeys(reply.body);
  expect(keys).toEqual(expect.arrayContaining(['moein/1/امید', 'amid/1/امید', 'motaradef/1/امید', 'sareh/1/امید']));
  expect(keys).not.toContain('moein/2/امید');
  const order = keys.map((key) => DB_NAMES.findIndex((name) => key.startsWith(`${name}/`)));
  expect(order).toEqual([...order].sort((a, b) => a - b));
  const both = resultKeys((await service.call('search', { q: 'امید بستن', type: 'text' })).body);
  expect(both).toEqual(['dehkhoda/1/امید', 'amid/1/امید']);
});
