/**
 * The requests real v3 clients send, byte for byte over a bare socket (node:http and fetch would
 * escape a raw URL before it left): curl and Go put the Persian word in the URL as UTF-8, Python
 * requests percent-encodes it, PHP's stream wrapper speaks HTTP/1.0, a browser preflights.
 */
import { afterAll, expect, test } from 'vitest';
import { at, resultKeys } from '../support/service/json';
import { startService } from '../support/service/harness';
import { exchange, head } from '../support/service/raw-socket';

const service = await startService();
afterAll(() => service.stop());
const host = `Host: 127.0.0.1:${service.port}`;
const T = service.token;

test('curl with a raw Persian word gets the same answer as with the word percent-encoded', async () => {
  const curl = (target: string) => head(`GET ${target} HTTP/1.1`, host, 'User-Agent: curl/8.5.0', 'Accept: */*');
  const raw = await exchange(service.port, curl(`/v3/search?token=${T}&q=امید&type=exact&filter=moein,amid`));
  const encoded = await exchange(
    service.port,
    curl(`/v3/search?token=${T}&q=${encodeURIComponent('امید')}&type=exact&filter=moein,amid`),
  );
  const [rawReply] = raw.replies;
  expect(rawReply?.status).toBe(200);
  expect(rawReply?.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(at(rawReply?.body, 'meta', 'q')).toBe('امید');
  expect(resultKeys(rawReply?.body)).toEqual(['moein/1/امید', 'moein/2/امید', 'moein/3/امید', 'amid/1/امید']);
  expect(rawReply?.text).toBe(encoded.replies[0]?.text);
});

test('a Go net/http request (raw UTF-8, gzip, its User-Agent) reads the word page of an entry', async () => {
  const request = head(
    `GET /v3/word?token=${T}&title=امید&db=moein&num=2 HTTP/1.1`,
    host,
    'User-Agent: Go-http-client/1.1',
    'Accept-Encoding: gzip',
  );
  const { replies } = await exchange(service.port, request);
  expect(replies[0]?.status).toBe(200);
  expect(at(replies[0]?.body, 'word', 'title')).toBe('امید');
  expect(at(replies[0]?.body, 'word', 'id')).toBe('moein_12');
  expect(at(replies[0]?.body, 'meta', 'title')).toBe('امید');
});

test('a Python requests call (percent-encoded, keep-alive) gets its suggestions', async () => {
  const request = head(
    `GET /v3/suggest?q=${encodeURIComponent('امی')}&token=${T} HTTP/1.1`,
    host,
    'User-Agent: python-requests/2.31.0',
    'Accept-Encoding: gzip, deflate',
    'Accept: */*',
    'Connection: keep-alive',
  );
  const { replies, closed } = await exchange(service.port, request);
  expect(replies[0]?.status).toBe(200);
  expect(at(replies[0]?.body, 'data', 'suggestion')).toContain('امید');
  expect(replies[0]?.headers.connection).toBe('keep-alive');
  expect(closed).toBe(false);
});

test('PHP file_get_contents: HTTP/1.0, no Accept-Encoding, Connection: close, raw word', async () => {
  const request = head(`GET /v3/search?token=${T}&q=سلام&filter=amid HTTP/1.0`, host, 'Connection: close');
  const { replies, closed, rest } = await exchange(service.port, request, Infinity);
  expect(replies).toHaveLength(1);
  expect(replies[0]?.status).toBe(200);
  expect(replies[0]?.headers['content-encoding']).toBeUndefined();
  expect(replies[0]?.headers.connection).toBe('close');
  expect(resultKeys(replies[0]?.body)).toEqual(['amid/1/سلام']);
  expect(closed).toBe(true);
  expect(rest).toBe('');
});

test('a browser fetch from another origin: the preflight is allowed and the answer readable', async () => {
  const origin = 'Origin: https://app.example.net';
  const preflight = await exchange(
    service.port,
    head(
      `OPTIONS /v3/search?q=${encodeURIComponent('امید')}&token=${T} HTTP/1.1`,
      host,
      origin,
      'Access-Control-Request-Method: GET',
      'Access-Control-Request-Headers: content-type',
    ),
  );
  expect(preflight.replies[0]?.status).toBe(204);
  expect(preflight.replies[0]?.headers['access-control-allow-origin']).toBe('*');
  expect(preflight.replies[0]?.headers['access-control-allow-methods']).toContain('GET');
  expect(preflight.replies[0]?.headers['access-control-allow-headers']).toBe('content-type');
  const get = await exchange(
    service.port,
    head(`GET /v3/search?q=${encodeURIComponent('امید')}&token=${T} HTTP/1.1`, host, origin, 'Accept: */*'),
  );
  expect(get.replies[0]?.status).toBe(200);
  expect(get.replies[0]?.headers['access-control-allow-origin']).toBe('*');
});

test('one kept-alive connection carries ten pipelined requests, raw and encoded mixed, answered in order', async () => {
  const words = ['امید', 'آسمان', 'سلام', 'مسئله', 'امیر', 'امید', 'آسمان', 'سلام', 'زمان', 'ناامید'];
  const requests = words.map((word, i) => {
    const q = i % 2 === 0 ? word : encodeURIComponent(word);
    return head(`GET /v3/search?q=${q}&token=${T}&prettyprint=false HTTP/1.1`, host);
  });
  const { replies, closed } = await exchange(service.port, requests.join(''), words.length);
  expect(replies.map((reply) => reply.status)).toEqual(words.map(() => 200));
  expect(replies.map((reply) => at(reply.body, 'meta', 'q'))).toEqual(words);
  expect(replies.every((reply) => Number(at(reply.body, 'data', 'num_found')) > 0)).toBe(true);
  expect(closed).toBe(false);
});

test('a raw request after a Content-Length body on the same connection is still read', async () => {
  const body = 'بدنه';
  const first = head(`GET /v3/suggest?q=امی&token=${T} HTTP/1.1`, host, `Content-Length: ${Buffer.byteLength(body)}`);
  const second = head(`GET /v3/suggest?q=آس&token=${T} HTTP/1.1`, host);
  const { replies } = await exchange(service.port, `${first}${body}${second}`, 2);
  expect(replies.map((reply) => at(reply.body, 'meta', 'q'))).toEqual(['امی', 'آس']);
});

test('curl posting a text to /api/read without a filter reads «امید» as the reading page does', async () => {
  const body = 'امید دارم';
  const request = head(
    `POST /api/read?token=${T} HTTP/1.1`,
    host,
    'User-Agent: curl/8.5.0',
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
  );
  const { replies } = await exchange(service.port, request + body);
  const reply = replies[0]?.body as { entries: { db: string }[]; readings: { entries: number[] }[] };
  const hope = reply.readings[0]?.entries.map((index) => reply.entries[index]?.db ?? '') ?? [];
  // What it means (a real dictionary), then its synonyms, then our labelled samples: not the catalog's order.
  expect(hope[0]).toBe('fa2en');
  expect(hope.indexOf('motaradef')).toBeGreaterThan(0);
  expect(hope.indexOf('dehkhoda')).toBeGreaterThan(hope.indexOf('motaradef'));
});
