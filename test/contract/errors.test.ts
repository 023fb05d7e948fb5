import { afterAll, expect, test } from 'vitest';
import { at } from '../support/service/json';
import { queryString, startService, type Reply } from '../support/service/harness';

const service = await startService();
afterAll(() => service.stop());

function expectError(reply: Reply, status: number, error: string, message: string | RegExp): void {
  expect(reply.status).toBe(status);
  expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(at(reply.body, 'response')).toMatchObject({ status: false, code: status, error, state: null });
  expect(typeof at(reply.body, 'response', 'message')).toBe('string');
  expect(String(at(reply.body, 'response', 'message'))).toMatch(message);
}

test.each([
  ['search', {}, 'missing_parameter', 'q is required'],
  ['search', { q: '   ' }, 'missing_parameter', 'q is empty'],
  ['search', { q: 'ب'.repeat(101) }, 'invalid_parameter', 'q is longer than 100 characters'],
  ['search', { q: 'امید', type: 'fuzzy' }, 'invalid_parameter', /^type must be one of exact, ava, like, text/],
  ['search', { q: 'امید', start: '-1' }, 'invalid_parameter', /^start must be/],
  ['search', { q: 'امید', start: '1e3' }, 'invalid_parameter', /^start must be/],
  ['search', { q: 'امید', start: '10001' }, 'invalid_parameter', /^start must be/],
  ['search', { q: 'امید', rows: '0' }, 'invalid_parameter', 'rows must be a positive integer'],
  ['search', { q: 'امید', rows: '10.5' }, 'invalid_parameter', 'rows must be a positive integer'],
  ['search', { q: 'امید', filter: 'moein,klingon' }, 'unknown_database', /filter .*klingon/],
  ['search', { q: 'امید', prettyprint: 'yes' }, 'invalid_parameter', /^prettyprint must be/],
  ['search', { q: 'امید', debug: 'on' }, 'invalid_parameter', /^debug must be/],
  // Words are looked up among their own names only, never an object's inherited ones.
  ['search', { q: 'امید', debug: 'constructor' }, 'invalid_parameter', /^debug must be/],
  ['search', { q: 'امید', prettyprint: 'toString' }, 'invalid_parameter', /^prettyprint must be/],
  ['search', { q: 'امید', type: 'constructor' }, 'invalid_parameter', /^type must be/],
  ['search', { q: 'امید', filter: '__proto__' }, 'unknown_database', /filter .*__proto__/],
  ['word', { title: 'امید', db: 'hasOwnProperty', num: '1' }, 'unknown_database', /^db .*hasOwnProperty/],
  ['search', { q: 'امید', ip: '300.1.2.3' }, 'invalid_parameter', /^ip must be an IPv4 or IPv6 address/],
  ['word', { db: 'moein', num: '1' }, 'missing_parameter', 'title is required'],
  ['word', { title: 'ب'.repeat(101), db: 'moein', num: '1' }, 'invalid_parameter', 'title is longer than 100'],
  ['word', { title: 'امید', num: '1' }, 'missing_parameter', 'db is required'],
  ['word', { title: 'امید', db: 'klingon', num: '1' }, 'unknown_database', /^db .*klingon/],
  ['word', { title: 'امید', db: 'moein' }, 'missing_parameter', 'num is required'],
  ['word', { title: 'امید', db: 'moein', num: '0' }, 'invalid_parameter', 'num must be a positive integer'],
  ['word', { title: 'امید', db: 'moein', num: 'x' }, 'invalid_parameter', 'num must be a positive integer'],
  ['suggest', {}, 'missing_parameter', 'q is required'],
  ['suggest', { q: '' }, 'missing_parameter', 'q is empty'],
] as const)('%s %j → 400 %s naming the parameter', async (op, params, error, message) => {
  const reply = await service.call(op, params);
  expectError(reply, 400, error, message);
  expect(at(reply.body, 'meta')).toEqual(params);
});

test('q of exactly 100 code points (200 UTF-16 units) is accepted', async () => {
  expect((await service.call('search', { q: '😀'.repeat(100) })).status).toBe(200);
  expectError(await service.call('search', { q: '😀'.repeat(101) }), 400, 'invalid_parameter', /^q is longer/);
});

test('start 10000 is accepted; rows 50 is the largest page', async () => {
  const reply = await service.call('search', { q: 'امید', start: '10000', rows: '50' });
  expect(reply.status).toBe(200);
  expect(at(reply.body, 'meta')).toMatchObject({ start: '10000', rows: '50' });
});

test.each([
  ['q=%ZZ', 'q'],
  ['q=%', 'q'],
  ['q=%E0%A4', 'q'],
  ['q=%FF%FE', 'q'],
  ['q=ok&filter=%D8', 'filter'],
])('malformed percent-encoding (%s) is 400 naming %s', async (raw, name) => {
  const reply = await service.request(`/v3/search?${raw}&token=${service.token}`);
  expectError(reply, 400, 'invalid_parameter', new RegExp(`^${name} is not valid percent-encoded UTF-8`));
});

test('a malformed parameter name is 400 too', async () => {
  const reply = await service.request(`/v3/search?q=x&%E0=1&token=${service.token}`);
  expectError(reply, 400, 'invalid_parameter', /parameter name/);
});

test('query strings decode as HTML forms: + is a space and %2B a plus', async () => {
  const reply = await service.request(
    `/v3/search?q=%D9%85%DB%8C+%DA%AF%D8%B3%D8%A7%D8%B1%DB%8C&token=${service.token}`,
  );
  expect(at(reply.body, 'meta', 'q')).toBe('می گساری');
  expect(at(reply.body, 'data', 'num_found')).toBe(1);
  const plus = await service.request(`/v3/suggest?q=a%2Bb&token=${service.token}`);
  expect(at(plus.body, 'meta', 'q')).toBe('a+b');
});

test('a parameter given twice is refused rather than guessed', async () => {
  const reply = await service.request(`/v3/search?q=a&q=b&token=${service.token}`);
  expectError(reply, 400, 'invalid_parameter', 'q is given more than once');
});

test('a URL longer than 8 KB is 400', async () => {
  const reply = await service.request(`/v3/search?q=x&pad=${'a'.repeat(8200)}&token=${service.token}`);
  expectError(reply, 400, 'invalid_parameter', 'request URL is longer than 8192 bytes');
  expect(at(reply.body, 'meta')).toEqual({});
});

test('unknown parameters are ignored', async () => {
  expect((await service.call('search', { q: 'امید', _: '1700000000', callback: 'x' })).status).toBe(200);
});

test('an unknown path is 404 with the error envelope', async () => {
  for (const path of ['/v3/find', '/v3', '/', '/v2/public/', '/v3/search/extra']) {
    expectError(await service.request(`${path}?q=x`), 404, 'not_found', /unknown path/);
  }
});

test('precedence: 405 method, then 404 path, then 401 token, then 400 parameters, then 404 not found', async () => {
  expectError(await service.request('/nowhere?q=', { method: 'POST' }), 405, 'method_not_allowed', /POST/);
  expectError(await service.request('/v3/search?q=', { method: 'DELETE' }), 405, 'method_not_allowed', /DELETE/);
  expectError(await service.request('/nowhere?q=&token=nope'), 404, 'not_found', /unknown path/);
  expectError(await service.request('/v3/word?title=&db=klingon&num=0'), 401, 'invalid_token', 'token is required');
  expectError(await service.request('/v3/word?title=&num=0&token=nope'), 401, 'invalid_token', 'token is not valid');
  const bad = `/v3/word${queryString({ title: '', db: 'moein', num: '1', token: service.token })}`;
  expectError(await service.request(bad), 400, 'missing_parameter', 'title is empty');
  const missing = `/v3/word${queryString({ title: 'ککک', db: 'moein', num: '1', token: service.token })}`;
  expectError(await service.request(missing), 404, 'not_found', /ککک/);
});

test('error bodies echo the parameters as received, less the token', async () => {
  const reply = await service.request(`/v3/search?q=%D8%A7&type=fuzzy&filter=+en2Fa&token=${service.token}`);
  expect(at(reply.body, 'meta')).toEqual({ q: 'ا', type: 'fuzzy', filter: ' en2Fa' });
});
