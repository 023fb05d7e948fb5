/**
 * Proxy mode against an upstream that misbehaves: a plain HTTP server that answers what each test
 * tells it to. What the proxy's client sees is our own envelope with our own headers: a failing or
 * slow upstream is a 503 with Retry-After, an unreadable one a 500, and nothing of the upstream's
 * headers or secrets comes through.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, expect, test } from 'vitest';
import { close, listen } from '../../src/server/serving/server';
import { startProxy } from '../unit/server/proxy/start-proxy';
import { at } from '../support/service/json';
import { WAIT_UNNAMED_S } from '../../src/shared/wire/waits';

const UPSTREAM_TOKEN = 'UPSTREAM-fault-GREPME-0123456789';
type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let handler: Handler = (_req, res) => res.end();
const seen: string[] = [];
const fake = createServer((req, res) => {
  seen.push(req.url ?? '');
  handler(req, res);
});
const address: AddressInfo = await listen(fake, 0, '127.0.0.1');
const proxy = await startProxy({
  upstream: `http://127.0.0.1:${address.port}`,
  upstreamToken: UPSTREAM_TOKEN,
  timeoutMs: 300,
});
afterAll(async () => {
  await proxy.stop();
  fake.closeAllConnections();
  await close(fake);
});

let n = 0;
/** A query never asked before, so no test meets another's cached answer. */
const fresh = () => ({ q: `واژه${(n += 1)}` });

const OK_SUGGEST = (q: string) =>
  JSON.stringify({ response: { status: true, code: 200, state: null }, meta: { q }, data: { suggestion: [q] } });

test('the upstream is asked with our upstream token, not the client’s', async () => {
  handler = (req, res) => res.end(OK_SUGGEST(new URL(req.url ?? '/', 'http://x').searchParams.get('q') ?? ''));
  const reply = await proxy.call('suggest', fresh());
  expect(reply.status).toBe(200);
  const asked = new URL(seen.at(-1) ?? '', 'http://x');
  expect(asked.searchParams.get('token')).toBe(UPSTREAM_TOKEN);
  expect(seen.join('\n')).not.toContain(proxy.token);
});

test('no upstream header is passed on: ours are set, theirs are dropped', async () => {
  handler = (req, res) => {
    res.writeHead(200, {
      'Content-Type': 'text/html',
      'Set-Cookie': 'session=upstream',
      'X-Upstream-Secret': UPSTREAM_TOKEN,
      'Access-Control-Allow-Origin': 'https://evil.example',
      'Cache-Control': 'public, max-age=99999',
    });
    res.end(OK_SUGGEST(new URL(req.url ?? '/', 'http://x').searchParams.get('q') ?? ''));
  };
  const reply = await proxy.call('suggest', fresh());
  expect(reply.status).toBe(200);
  expect(reply.headers['set-cookie']).toBeUndefined();
  expect(reply.headers['x-upstream-secret']).toBeUndefined();
  expect(reply.headers['access-control-allow-origin']).toBe('*');
  expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(reply.headers['cache-control']).toBe('private, no-store');
});

test.each([500, 502, 503, 504])('an upstream %i is our 503 with Retry-After', async (status) => {
  handler = (_req, res) => {
    res.writeHead(status, { 'Retry-After': '12' });
    res.end('<h1>down</h1>');
  };
  const reply = await proxy.call('search', fresh());
  expect(reply.status).toBe(503);
  expect(at(reply.body, 'response', 'error')).toBe('unavailable');
  expect(reply.headers['retry-after']).toBe('12');
});

test('an upstream that never answers is a 503 with Retry-After once the deadline passes', async () => {
  // The upstream never answers: only the proxy's deadline can end this request (when is checked
  // on a fake clock in test/unit/server/proxy/create-proxy.test.ts).
  handler = () => undefined;
  const reply = await proxy.call('search', fresh());
  expect(reply.status).toBe(503);
  expect(reply.headers['retry-after']).toBe(String(WAIT_UNNAMED_S));
  expect(proxy.problems.at(-1)).toContain('no answer in time');
});

test.each([
  ['a body that is not JSON', 200, 'Service Temporarily Overloaded'],
  ['a 200 without the operation’s members', 200, JSON.stringify({ response: { status: true, code: 200 }, meta: {} })],
  [
    'a 404 whose error word is not a 404',
    404,
    JSON.stringify({ response: { status: false, code: 404, error: 'token_denied' } }),
  ],
  ['a status the contract does not have', 429, '{}'],
])('an unreadable upstream answer (%s) is our 500 internal_error', async (_, status, body) => {
  handler = (_req, res) => {
    res.writeHead(status);
    res.end(body);
  };
  const reply = await proxy.call('suggest', fresh());
  expect(reply.status).toBe(500);
  expect(at(reply.body, 'response', 'error')).toBe('internal_error');
  expect(reply.headers['retry-after']).toBeUndefined();
  expect(reply.text).not.toContain('Overloaded');
});

test('an upstream message that echoes our token reaches the client without it', async () => {
  handler = (_req, res) => {
    res.writeHead(404);
    res.end(
      JSON.stringify({
        response: {
          status: false,
          code: 404,
          error: 'not_found',
          message: `nothing for token=${UPSTREAM_TOKEN}`,
          state: null,
        },
        meta: { token: UPSTREAM_TOKEN },
      }),
    );
  };
  const reply = await proxy.call('word', { title: 'نیست', db: 'moein', num: '1' });
  expect(reply.status).toBe(404);
  expect(at(reply.body, 'response', 'message')).toBe('nothing for token=[token]');
  expect(at(reply.body, 'meta')).toEqual({ title: 'نیست', db: 'moein', num: '1' });
});

test('after all that, the upstream token is in no log line and no note to the operator', () => {
  expect(proxy.logs.length).toBeGreaterThan(10);
  for (const line of [...proxy.logs, ...proxy.problems]) expect(line).not.toContain(UPSTREAM_TOKEN);
});

test('an upstream redirect is never followed: our 502, and the place it points to is never asked', async () => {
  const elsewhere: string[] = [];
  const other = createServer((req, res) => {
    elsewhere.push(req.url ?? '');
    res.end(OK_SUGGEST('x'));
  });
  const otherAddress: AddressInfo = await listen(other, 0, '127.0.0.1');
  try {
    for (const status of [301, 302, 307, 308]) {
      handler = (req, res) => {
        res.writeHead(status, { Location: `http://127.0.0.1:${otherAddress.port}${req.url ?? '/'}` });
        res.end();
      };
      const reply = await proxy.call('suggest', fresh());
      expect(reply.status, String(status)).toBe(502);
      expect(at(reply.body, 'response'), String(status)).toMatchObject({
        status: false,
        code: 502,
        error: 'bad_gateway',
      });
      expect(JSON.stringify(reply.body)).not.toContain(UPSTREAM_TOKEN);
    }
    expect(elsewhere).toEqual([]);
  } finally {
    await close(other);
  }
});
