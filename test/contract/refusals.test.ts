/**
 * What the HTTP layer refuses before the app runs still gets the v3 error envelope, its status,
 * JSON and `Connection: close` — a client's JSON decoder always has something to read.
 */
import { afterAll, expect, test } from 'vitest';
import { at } from '../support/service/json';
import { startService } from '../support/service/harness';
import { exchange, head, type RawReply } from '../support/service/raw-socket';

const service = await startService({
  server: { headersTimeout: 500, requestTimeout: 1000, connectionsCheckingInterval: 50 },
});
afterAll(() => service.stop());
const host = `Host: 127.0.0.1:${service.port}`;
const T = service.token;

async function refused(request: string | Buffer, status: number, word: string): Promise<RawReply> {
  const { replies, closed } = await exchange(service.port, request, Infinity);
  const reply = replies.at(-1);
  expect(reply?.status).toBe(status);
  expect(reply?.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(reply?.headers.connection).toBe('close');
  expect(at(reply?.body, 'response', 'status')).toBe(false);
  expect(at(reply?.body, 'response', 'code')).toBe(status);
  expect(at(reply?.body, 'response', 'error')).toBe(word);
  expect(reply?.text).not.toContain(T);
  expect(closed).toBe(true);
  return reply as RawReply;
}

test('a malformed request line is 400 bad_request', async () => {
  await refused('GARBAGE\r\n\r\n', 400, 'bad_request');
  await refused(head(`GET /v3/suggest?q=a b&token=${T} HTTP/1.1`, host), 400, 'bad_request');
  await refused(head(`GET /v3/suggest?q=a&token=${T} HTTP/9.9`, host), 400, 'bad_request');
});

test('Content-Length with Transfer-Encoding, or two Content-Lengths, is 400 (no smuggling)', async () => {
  const smuggle = head(
    `GET /v3/suggest?q=a&token=${T} HTTP/1.1`,
    host,
    'Content-Length: 4',
    'Transfer-Encoding: chunked',
  );
  const reply = await refused(`${smuggle}0\r\n\r\nGET /v3/suggest?q=b HTTP/1.1\r\n${host}\r\n\r\n`, 400, 'bad_request');
  expect(at(reply.body, 'response', 'message')).toMatch(/Transfer-Encoding|Content-Length/);
  const twice = head(`GET /v3/suggest?q=a&token=${T} HTTP/1.1`, host, 'Content-Length: 1', 'Content-Length: 2');
  await refused(`${twice}ab`, 400, 'bad_request');
});

test('a malformed chunked body is 400 after the request it belongs to is answered', async () => {
  const request = head(`GET /v3/suggest?q=امی&token=${T} HTTP/1.1`, host, 'Transfer-Encoding: chunked');
  const { replies } = await exchange(service.port, `${request}zz\r\n\r\n`, Infinity);
  expect(replies.map((reply) => reply.status)).toEqual([200, 400]);
  await refused(`${request}zz\r\n\r\n`, 400, 'bad_request');
});

test('a URL too long for the head is 414, big headers are 431', async () => {
  const long = head(`GET /v3/suggest?q=${'ا'.repeat(3000)}&token=${T} HTTP/1.1`, host);
  await refused(long, 414, 'uri_too_long');
  const big = head(`GET /v3/suggest?q=a&token=${T} HTTP/1.1`, host, `X-Pad: ${'a'.repeat(20_000)}`);
  await refused(big, 431, 'headers_too_large');
});

test('a head that never ends is cut off by the head timeout with a 408', async () => {
  // The blank line that ends a head never comes: only the server's limit can answer this.
  await refused(`GET /v3/suggest?q=a&token=${T} HTTP/1.1\r\n${host}\r\n`, 408, 'request_timeout');
});

test('a body that arrives too slowly is answered by its request with a JSON 408, counted and logged', async () => {
  const before = service.records.length;
  const body = 'کتاب '.repeat(20);
  const start = head(`POST /api/read?token=${T} HTTP/1.1`, host, `Content-Length: ${Buffer.byteLength(body)}`);
  // Half the text, then nothing more: the whole request is due within the server's 1 s.
  const reply = await refused(`${start}${body.slice(0, 40)}`, 408, 'request_timeout');
  expect(at(reply.body, 'response', 'message')).toBe('the request body did not arrive in time');
  expect(reply.headers['access-control-allow-origin']).toBe('*');
  expect(service.records.slice(before).map((record) => record.code)).toEqual([408]);
});

test('a bad request after a good one on the same connection: the good answer first, then the 400', async () => {
  const good = head(`GET /v3/suggest?q=امی&token=${T} HTTP/1.1`, host);
  const { replies, closed } = await exchange(service.port, `${good}BAD LINE\r\n\r\n`, Infinity);
  expect(replies.map((reply) => reply.status)).toEqual([200, 400]);
  expect(at(replies[0]?.body, 'meta', 'q')).toBe('امی');
  expect(at(replies[1]?.body, 'response', 'error')).toBe('bad_request');
  expect(closed).toBe(true);
});

test('bytes that are not UTF-8, raw or percent-encoded, are 400 naming the parameter', async () => {
  const rawBad = Buffer.concat([
    Buffer.from(`GET /v3/search?token=${T}&q=`),
    Buffer.from([0xd8, 0xff]),
    Buffer.from(` HTTP/1.1\r\n${host}\r\n\r\n`),
  ]);
  for (const request of [rawBad, head(`GET /v3/search?token=${T}&q=%D8%FF HTTP/1.1`, host)]) {
    const { replies } = await exchange(service.port, request);
    expect(replies[0]?.status).toBe(400);
    expect(at(replies[0]?.body, 'response', 'message')).toBe('q is not valid percent-encoded UTF-8');
  }
});
