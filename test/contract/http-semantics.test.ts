import { afterAll, expect, test } from 'vitest';
import { at } from '../support/service/json';
import { queryString, startService } from '../support/service/harness';

const service = await startService();
afterAll(() => service.stop());

const search = (params: Record<string, string>) => `/v3/search${queryString({ ...params, token: service.token })}`;

test('every answer carries CORS and the JSON safety headers, success and error alike', async () => {
  const replies = [
    await service.request(search({ q: 'امید' })),
    await service.request(search({})),
    await service.request('/v3/search?q=x'),
    await service.request('/v3/nowhere'),
    await service.request('/v3/search', { method: 'PUT' }),
  ];
  expect(replies.map((r) => r.status)).toEqual([200, 400, 401, 404, 405]);
  for (const reply of replies) {
    expect(reply.headers['access-control-allow-origin']).toBe('*');
    expect(reply.headers['access-control-expose-headers']).toBe('Retry-After');
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    // Answers may sit in the reader's own browser cache (never a shared one: the URL has the token);
    // errors never.
    expect(reply.headers['cache-control']).toBe(reply.status === 200 ? 'private, no-store' : 'no-store');
    expect(reply.headers['referrer-policy']).toBe('no-referrer');
    expect(reply.headers['access-control-allow-credentials']).toBeUndefined();
  }
});

test('OPTIONS answers the CORS preflight with 204 and the methods', async () => {
  const reply = await service.request('/v3/search', {
    method: 'OPTIONS',
    headers: { Origin: 'https://app.example', 'Access-Control-Request-Method': 'GET' },
  });
  expect(reply.status).toBe(204);
  expect(reply.text).toBe('');
  expect(reply.headers['access-control-allow-methods']).toBe('GET, HEAD');
  expect(reply.headers.allow).toBe('GET, HEAD, OPTIONS');
  expect(reply.headers['access-control-allow-origin']).toBe('*');
  expect(reply.headers['access-control-expose-headers']).toBe('Retry-After');
});

test('any other method is 405 with Allow: GET, HEAD, OPTIONS', async () => {
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
    const reply = await service.request(search({ q: 'امید' }), { method });
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(at(reply.body, 'response')).toMatchObject({ status: false, code: 405, error: 'method_not_allowed' });
  }
});

test('HEAD answers the same status and headers as GET, without a body', async () => {
  for (const target of [search({ q: 'امید' }), search({}), '/v3/nowhere']) {
    const get = await service.request(target);
    const head = await service.request(target, { method: 'HEAD' });
    expect(head.status).toBe(get.status);
    expect(head.text).toBe('');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
  }
});

test('prettyprint is on by default (two spaces) and compact when false or 0', async () => {
  const pretty = await service.request(search({ q: 'امید' }));
  expect(pretty.text).toBe(JSON.stringify(pretty.body, null, 2));
  for (const prettyprint of ['false', '0', 'FALSE']) {
    const compact = await service.request(search({ q: 'امید', prettyprint }));
    expect(compact.text).toBe(JSON.stringify(compact.body));
    expect(compact.text).not.toContain('\n');
  }
  const error = await service.request(search({ prettyprint: 'false' }));
  expect(error.text).toBe(JSON.stringify(error.body));
});

test('debug=true adds took_ms, the normalised q, the type and the filter', async () => {
  const reply = await service.request(search({ q: 'اُمید', type: 'ava', filter: 'moein,amid', debug: 'true' }));
  const debug = at(reply.body, 'debug');
  expect(debug).toMatchObject({ normalized_q: 'مید', type: 'ava', filter: ['moein', 'amid'] });
  expect(typeof at(debug, 'took_ms')).toBe('number');
  expect(Object.keys(Object(debug)).sort()).toEqual(['filter', 'normalized_q', 'took_ms', 'type']);
  const off = await service.request(search({ q: 'امید', debug: '0' }));
  expect(at(off.body, 'debug')).toBeUndefined();
  const exact = await service.request(search({ q: 'كتاب', debug: '1' }));
  expect(at(exact.body, 'debug', 'normalized_q')).toBe('کتاب');
});

test('debug on word and suggest too', async () => {
  const word = await service.request(
    `/v3/word${queryString({ title: 'امید', db: 'moein', num: '1', debug: 'true', token: service.token })}`,
  );
  expect(at(word.body, 'debug')).toMatchObject({ type: 'word', filter: ['moein'] });
  const suggest = await service.request(`/v3/suggest${queryString({ q: 'امی', debug: 'true', token: service.token })}`);
  expect(at(suggest.body, 'debug')).toMatchObject({ type: 'suggest', normalized_q: 'امی' });
});

test.each(['192.0.2.1', '2001:db8::8a2e:370:7334', '::ffff:192.0.2.1', ''])('ip %j is accepted', async (ip) => {
  expect((await service.request(search({ q: 'امید', ip }))).status).toBe(200);
});

test.each(['192.0.2', '1.2.3.4.5', 'example.org', '::g', '192.0.2.1:80'])('ip %j is 400', async (ip) => {
  const reply = await service.request(search({ q: 'امید', ip }));
  expect(reply.status).toBe(400);
  expect(at(reply.body, 'response', 'message')).toBe('ip must be an IPv4 or IPv6 address');
});

test('booleans accept true, false, 1 and 0 in any case', async () => {
  for (const value of ['true', 'false', '1', '0', 'True', 'FALSE']) {
    expect((await service.request(search({ q: 'امید', debug: value, prettyprint: value }))).status).toBe(200);
  }
});

test('a URL past the 16 KB head Node reads is 414 in the envelope, and the connection is closed', async () => {
  const reply = await service.request(search({ q: 'x', pad: 'a'.repeat(20_000) }));
  expect(reply.status).toBe(414);
  expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(reply.headers.connection).toBe('close');
  expect(at(reply.body, 'response', 'error')).toBe('uri_too_long');
});

test('headers past 16 KB with a short URL are 431 in the envelope', async () => {
  const reply = await service.request(search({ q: 'x' }), { headers: { 'X-Pad': 'a'.repeat(20_000) } });
  expect(reply.status).toBe(431);
  expect(reply.headers.connection).toBe('close');
  expect(at(reply.body, 'response', 'error')).toBe('headers_too_large');
  expect(at(reply.body, 'response', 'code')).toBe(431);
});
