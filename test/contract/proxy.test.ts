/**
 * Proxy mode against a real upstream: a Farhang with the contract fixture and its own token, and
 * a Farhang in proxy mode in front of it. Clients of the proxy see the upstream's answers byte for
 * byte, authenticate with the proxy's tokens only, never meet the upstream token, and identical
 * calls reach the upstream once.
 */
import { afterAll, expect, test } from 'vitest';
import { startProxy } from '../unit/server/proxy/start-proxy';
import { at } from '../support/service/json';
import { queryString, rawRequest, startService, type Reply } from '../support/service/harness';
import { WAIT_UNNAMED_S } from '../../src/shared/wire/waits';

const upstream = await startService();
const UPSTREAM_TOKEN = upstream.token;
const CLIENT = 'proxy-client-GREPME-0123456789';
const OTHER_CLIENT = 'proxy-other-client-0123456789';
const proxy = await startProxy({
  upstream: `http://127.0.0.1:${upstream.port}`,
  upstreamToken: UPSTREAM_TOKEN,
  clientTokens: [CLIENT, OTHER_CLIENT],
});
afterAll(async () => {
  await proxy.stop();
  await upstream.stop();
});

/** Every answer the proxy gave in this file, headers and body, for the token grep at the end. */
const seenByClients: string[] = [];
function remember(reply: Reply): Reply {
  seenByClients.push(JSON.stringify(reply.headers), reply.text);
  return reply;
}

const viaProxy = (op: string, params: Record<string, string>, token = CLIENT) =>
  proxy.request(`/v3/${op}${queryString({ ...params, token })}`).then(remember);
const direct = (op: string, params: Record<string, string>) =>
  upstream.request(`/v3/${op}${queryString({ ...params, token: UPSTREAM_TOKEN })}`);

/** How many requests for this path the upstream has answered so far (its own request log). */
function upstreamCalls(path: string): number {
  return upstream.logs.filter((line) => String(at(JSON.parse(line), 'path')).startsWith(path)).length;
}

const SAME_AS_UPSTREAM: [string, Record<string, string>][] = [
  ['search', { q: 'امید' }],
  ['search', { q: 'امید', rows: '2', start: '1' }],
  ['search', { q: 'امید', rows: '2', start: '3', prettyprint: 'false' }],
  ['search', { q: 'صلام', type: 'ava' }],
  ['search', { q: 'امی', type: 'like', filter: 'moein, Amid' }],
  ['search', { q: 'چشم', type: 'Text', filter: 'dehkhoda,amid', rows: '50' }],
  ['search', { q: 'ناموجود' }],
  ['word', { title: 'امید', db: 'moein', num: '1' }],
  ['word', { title: 'امید', db: 'amid', num: '001' }],
  ['word', { title: 'امید', db: 'moein', num: '99' }],
  ['word', { title: 'امید', db: 'moein', num: '99999999999999999999' }],
  ['suggest', { q: 'ام' }],
  ['suggest', { q: 'zzz' }],
  ['search', {}],
  ['search', { q: 'امید', rows: 'abc' }],
  ['search', { q: 'امید', filter: 'moein,nowhere' }],
  ['word', { title: 'امید', db: 'nowhere', num: '1' }],
  ['word', { title: 'امید', db: 'moein' }],
  ['suggest', { q: 'ام', ip: 'not-an-ip' }],
];

test.each(SAME_AS_UPSTREAM)('%s %j: the proxy answers exactly as the upstream does', async (op, params) => {
  const [mine, theirs] = await Promise.all([viaProxy(op, params), direct(op, params)]);
  expect(mine.status).toBe(theirs.status);
  expect(mine.text).toBe(theirs.text);
  expect(mine.headers['content-type']).toBe(theirs.headers['content-type']);
  expect(mine.headers['cache-control']).toBe(theirs.headers['cache-control']);
});

test('debug answers carry the same debug members, timed by the proxy', async () => {
  const [mine, theirs] = await Promise.all([
    viaProxy('search', { q: 'آسمان', type: 'ava', debug: 'true' }),
    direct('search', { q: 'آسمان', type: 'ava', debug: 'true' }),
  ]);
  const withoutTime = (body: unknown) => {
    const debug = at(body, 'debug');
    return typeof debug === 'object' && debug !== null ? { ...debug, took_ms: 0 } : debug;
  };
  expect(mine.status).toBe(200);
  expect(withoutTime(mine.body)).toEqual(withoutTime(theirs.body));
  expect(at(mine.body, 'data')).toEqual(at(theirs.body, 'data'));
});

test('clients authenticate with the proxy’s tokens; the upstream token is no key to the proxy', async () => {
  const before = upstream.logs.length;
  expect((await proxy.request('/v3/search?q=x').then(remember)).status).toBe(401);
  const withUpstreamToken = await viaProxy('search', { q: 'امید' }, UPSTREAM_TOKEN);
  expect(withUpstreamToken.status).toBe(401);
  expect(at(withUpstreamToken.body, 'response', 'error')).toBe('invalid_token');
  // Our 400s are ours: a bad parameter never costs an upstream call.
  expect((await viaProxy('search', { q: 'امید', start: '-1' })).status).toBe(400);
  expect(upstream.logs.length).toBe(before);
});

test('HEAD answers like GET without a body; OPTIONS is our preflight', async () => {
  const target = `/v3/suggest${queryString({ q: 'ام', token: CLIENT })}`;
  const [head, get] = await Promise.all([proxy.request(target, { method: 'HEAD' }), proxy.request(target)]);
  remember(head);
  expect(head.status).toBe(200);
  expect(head.text).toBe('');
  expect(head.headers['content-length']).toBe(get.headers['content-length']);
  expect((await proxy.request(target, { method: 'OPTIONS' })).status).toBe(204);
});

test('our rate limit applies before the upstream is asked', async () => {
  const limited = await startProxy({
    upstream: `http://127.0.0.1:${upstream.port}`,
    upstreamToken: UPSTREAM_TOKEN,
    rateLimit: 1,
  });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await limited.call('suggest', { q: 'ام' })).status);
    expect(statuses).toEqual([200, 200, 403, 403]);
    const over = await limited.call('suggest', { q: 'ام' });
    expect(at(over.body, 'response', 'error')).toBe('token_denied');
    expect(over.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.stats.upstreamCalls).toBe(1);
  } finally {
    await limited.stop();
  }
});

test('N concurrent identical calls make one upstream request, and the cached answer none', async () => {
  const params = { q: 'سلام', type: 'like', rows: '3' };
  const before = upstreamCalls('/v3/search');
  const answers = await Promise.all(Array.from({ length: 30 }, () => viaProxy('search', params)));
  expect(new Set(answers.map((a) => `${a.status} ${a.text}`)).size).toBe(1);
  expect(answers[0]?.status).toBe(200);
  expect(upstreamCalls('/v3/search')).toBe(before + 1);

  // Later, by another client with another token and another spelling of the same query.
  const again = await viaProxy('search', { q: ' سلام ', type: 'LIKE', row: '3' }, OTHER_CLIENT);
  expect(again.text).toBe(answers[0]?.text);
  expect(upstreamCalls('/v3/search')).toBe(before + 1);
});

test('a word answer is cached too; an answer that is not a 200 is asked again', async () => {
  const before = upstreamCalls('/v3/word');
  for (let i = 0; i < 3; i += 1)
    expect((await viaProxy('word', { title: 'سلام', db: 'dehkhoda', num: '2' })).status).toBe(200);
  expect(upstreamCalls('/v3/word')).toBe(before + 1);
  for (let i = 0; i < 2; i += 1)
    expect((await viaProxy('word', { title: 'سلام', db: 'dehkhoda', num: '7' })).status).toBe(404);
  expect(upstreamCalls('/v3/word')).toBe(before + 3);
});

test('an upstream that refuses our token is our 503, not the client’s 401', async () => {
  const wrong = await startProxy({
    upstream: `http://127.0.0.1:${upstream.port}`,
    upstreamToken: 'wrong-upstream-token-42',
  });
  try {
    const reply = await wrong.call('suggest', { q: 'ام' });
    seenByClients.push(JSON.stringify(reply.headers), reply.text);
    expect(reply.status).toBe(503);
    expect(at(reply.body, 'response', 'error')).toBe('unavailable');
    expect(at(reply.body, 'response', 'message')).toBe('the upstream service refused our credentials');
    expect(reply.headers['retry-after']).toMatch(/^\d+$/);
    expect(reply.text).not.toContain('wrong-upstream-token-42');
    expect(wrong.logs.join('\n')).not.toContain('wrong-upstream-token-42');
  } finally {
    await wrong.stop();
  }
});

test('an upstream that is down is a 503 with Retry-After, and the operator is told why', async () => {
  const gone = await startService();
  const port = gone.port;
  await gone.stop();
  const orphan = await startProxy({ upstream: `http://127.0.0.1:${port}`, upstreamToken: UPSTREAM_TOKEN });
  try {
    const reply = await orphan.call('search', { q: 'امید' });
    seenByClients.push(JSON.stringify(reply.headers), reply.text);
    expect(reply.status).toBe(503);
    expect(at(reply.body, 'response', 'error')).toBe('unavailable');
    expect(reply.headers['retry-after']).toBe(String(WAIT_UNNAMED_S));
    expect(reply.headers['access-control-expose-headers']).toBe('Retry-After');
    expect(orphan.problems.join('\n')).toContain('ECONNREFUSED');
    for (const line of [...orphan.logs, ...orphan.problems]) expect(line).not.toContain(UPSTREAM_TOKEN);
  } finally {
    await orphan.stop();
  }
});

test('the upstream token is in no answer, header or log line of the proxy', async () => {
  // One answer of each kind more, over a raw socket so nothing is lost between us and the service.
  remember(
    await rawRequest(proxy.port, `/v3/word${queryString({ title: 'امید', db: 'moein', num: '1', token: CLIENT })}`),
  );
  expect(seenByClients.length).toBeGreaterThan(40);
  // Control: the upstream token is a real secret of the upstream, and the scan does see text.
  expect((await direct('suggest', { q: 'ام' })).status).toBe(200);
  expect(seenByClients.join('\n')).toContain('امید');
  for (const text of [...seenByClients, ...proxy.logs, ...proxy.problems]) expect(text).not.toContain(UPSTREAM_TOKEN);
  // And the proxy’s own log keeps its clients’ tokens out as always.
  expect(proxy.logs.join('\n')).not.toContain(CLIENT);
});
