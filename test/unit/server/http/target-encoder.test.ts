import fc from 'fast-check';
import { expect, test } from 'vitest';
import { createTargetEncoder } from '../../../../src/server/http/target-encoder';

/** What Node's parser receives for `bytes` arriving in the given pieces on one connection. */
function encode(bytes: string | Buffer, cuts: readonly number[] = []): string {
  const all = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
  const encoder = createTargetEncoder();
  const edges = [0, ...[...new Set(cuts)].filter((c) => c > 0 && c < all.length).sort((a, b) => a - b), all.length];
  return Buffer.concat(edges.slice(1).map((end, i) => encoder.feed(all.subarray(edges[i], end)))).toString('latin1');
}

const get = (target: string, ...headers: string[]) => `GET ${target} HTTP/1.1\r\n${headers.join('')}\r\n`;

test('a raw Persian word in the request line reaches the parser as encodeURIComponent writes it', () => {
  expect(encode(get('/v3/search?q=امید&token=T'))).toBe(get(`/v3/search?q=${encodeURIComponent('امید')}&token=T`));
  expect(encode(get('/word/moein/امید/1'))).toBe(get(`/word/moein/${encodeURIComponent('امید')}/1`));
});

test('bytes that are not UTF-8 are encoded byte for byte, for the app to refuse by name', () => {
  const line = Buffer.concat([
    Buffer.from('GET /v3/suggest?q='),
    Buffer.from([0xff, 0xd8]),
    Buffer.from(' HTTP/1.1\r\n\r\n'),
  ]);
  expect(encode(line)).toBe('GET /v3/suggest?q=%FF%D8 HTTP/1.1\r\n\r\n');
});

test('an all-ASCII chunk is handed on as the very same buffer', () => {
  const chunk = Buffer.from(get('/v3/suggest?q=%D8%A7', 'Host: x\r\n'));
  expect(createTargetEncoder().feed(chunk)).toBe(chunk);
});

test('header values and Content-Length bodies keep their bytes; the request after the body is encoded', () => {
  const body = 'بدنه\r\nGET /ب HTTP/1.1\r\n';
  const length = Buffer.byteLength(body);
  const wire = `${get('/a?q=ب', 'X-Name: ب\r\n', `Content-Length: ${length}\r\n`)}${body}${get('/c?q=ب')}`;
  const expected = `${get('/a?q=%D8%A8', 'X-Name: ب\r\n', `Content-Length: ${length}\r\n`)}${body}${get('/c?q=%D8%A8')}`;
  expect(encode(wire)).toBe(Buffer.from(expected, 'utf8').toString('latin1'));
});

test('after Transfer-Encoding, Upgrade or a second Content-Length nothing more is rewritten', () => {
  for (const header of [
    'Transfer-Encoding: chunked\r\n',
    'Upgrade: websocket\r\n',
    'Content-Length: 0\r\nContent-Length: 0\r\n',
  ]) {
    const wire = `${get('/a', header)}${get('/b?q=ب')}`;
    expect(encode(wire)).toBe(Buffer.from(wire, 'utf8').toString('latin1'));
  }
});

test('a folded header line or a stray CR leaves the rest of the connection to Node as it came', () => {
  for (const header of ['X-A: 1\r\n continued\r\n', 'X-A: 1\rContent-Length: 5\r\n']) {
    const wire = `${get('/a', header)}${get('/b?q=ب')}`;
    expect(encode(wire)).toBe(Buffer.from(wire, 'utf8').toString('latin1'));
  }
});

test('pipelined requests are each encoded, blank lines between them included', () => {
  const wire = `${get('/a?q=ا')}\r\n${get('/b?q=ب', 'Host: x\r\n')}`;
  expect(encode(wire)).toBe(`${get('/a?q=%D8%A7')}\r\n${get('/b?q=%D8%A8', 'Host: x\r\n')}`);
});

test('however the bytes are cut into chunks, the parser receives the same bytes', () => {
  const wire = [
    get('/v3/search?q=می‌روم&token=T', 'Host: x\r\n', 'Content-Length: 6\r\n'),
    'ابج',
    get('/word/moein/امید/1', 'X-Name: ب\r\n'),
    get('/v3/suggest?q=%D8%A7'),
  ].join('');
  const whole = encode(wire);
  const length = Buffer.byteLength(wire);
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 1, max: length - 1 }), { maxLength: 12 }), (cuts) => {
      expect(encode(wire, cuts)).toBe(whole);
    }),
  );
  const body = Buffer.from('ابج', 'utf8').toString('latin1');
  expect(whole).toBe(
    get(`/v3/search?q=${encodeURIComponent('می‌روم')}&token=T`, 'Host: x\r\n', 'Content-Length: 6\r\n') +
      body +
      get(`/word/moein/${encodeURIComponent('امید')}/1`, `X-Name: ${Buffer.from('ب').toString('latin1')}\r\n`) +
      get('/v3/suggest?q=%D8%A7'),
  );
});

test('the length of the latest request line is kept, as the parser receives it', () => {
  const encoder = createTargetEncoder();
  encoder.feed(Buffer.from(get(`/v3/suggest?q=${'ا'.repeat(10)}`, 'Host: x\r\n')));
  expect(encoder.lineBytes).toBe(`GET /v3/suggest?q=${'%D8%A7'.repeat(10)} HTTP/1.1\r\n`.length);
  expect(encoder.phase).toBe('line');
});

test('a head longer than the quick window and many pipelined heads in one chunk are read the same', () => {
  const long = get('/v3/suggest?q=ب', `X-Pad: ${'a'.repeat(9000)}\r\n`);
  expect(encode(long)).toBe(get('/v3/suggest?q=%D8%A8', `X-Pad: ${'a'.repeat(9000)}\r\n`));
  const many = get('/v3/suggest?q=ب', 'Host: x\r\n').repeat(500);
  expect(encode(many)).toBe(get('/v3/suggest?q=%D8%A8', 'Host: x\r\n').repeat(500));
});
