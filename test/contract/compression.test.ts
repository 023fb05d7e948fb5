/**
 * Compression and caching on the wire, per Accept-Encoding: hashed assets go as the .br/.gz files
 * the build wrote beside them, immutable; pages and API JSON are compressed as they are sent
 * above a small floor, with an ETag a client can revalidate with (304); a client that accepts no
 * coding (or refuses them with q=0) gets the plain bytes. The token's /config.json stays
 * `private, no-store` however it travels.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { afterAll, expect, test } from 'vitest';
import { COMPRESS_FLOOR_BYTES } from '../../src/server/http/compress';
import { encodedRequest } from '../support/service/encoded-request';
import { queryString, startService } from '../support/service/harness';
import { at } from '../support/service/json';

const dir = mkdtempSync(join(tmpdir(), 'farhang-compress-'));
const root = join(dir, 'dist');
mkdirSync(join(root, 'assets'), { recursive: true });
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `واژه ${i}`))};\n`;
const SCRIPT_PATH = join(root, 'assets', 'app-4f3a2b1c.js');
writeFileSync(SCRIPT_PATH, SCRIPT);
// As the build writes them: the highest settings, beside the file.
writeFileSync(`${SCRIPT_PATH}.br`, brotliCompressSync(SCRIPT, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
writeFileSync(`${SCRIPT_PATH}.gz`, gzipSync(SCRIPT, { level: 9 }));
// A hashed asset the build left without siblings, and one below the floor.
const STYLE = `${'.meaning p { margin: 0 0 0.5rem; line-height: 1.9; }\n'.repeat(60)}`;
writeFileSync(join(root, 'assets', 'app-9d8e7f6a.css'), STYLE);
writeFileSync(join(root, 'assets', 'tiny-00aa11bb.js'), 'export const a = 1;\n');
writeFileSync(join(root, 'assets', 'font-1a2b3c.woff2'), Buffer.alloc(4096, 7));
const INDEX = `<!doctype html><html lang="fa"><head><title>فرهنگ</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
writeFileSync(join(root, 'index.html'), INDEX);

const service = await startService({
  web: { root, config: () => ({ apiBase: '', token: 'app-token-from-config', product: 'farhang-web' }) },
});
afterAll(async () => {
  await service.stop();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  encodedRequest(service.port, path, headers, method);
const HTML = { Accept: 'text/html' };
const searchPath = () => `/v3/search${queryString({ q: 'امید', token: service.token })}`;

test('a hashed script goes as the brotli or gzip file the build wrote, immutable and varying on Accept-Encoding', async () => {
  for (const [accept, coding, suffix] of [
    ['gzip, deflate, br, zstd', 'br', '.br'],
    ['gzip', 'gzip', '.gz'],
    ['br;q=0.5, gzip;q=0.8', 'gzip', '.gz'],
  ] as const) {
    const reply = await get('/assets/app-4f3a2b1c.js', { 'Accept-Encoding': accept });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe(coding);
    expect(reply.wire.equals(readFileSync(SCRIPT_PATH + suffix))).toBe(true);
    expect(reply.text).toBe(SCRIPT);
    expect(reply.headers['content-length']).toBe(String(reply.wire.length));
    expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.headers.vary).toBe('Accept-Encoding');
  }
});

test('a client that accepts no coding, or refuses them all with q=0, gets the plain bytes', async () => {
  const asked: Record<string, string>[] = [
    {},
    { 'Accept-Encoding': '' },
    { 'Accept-Encoding': 'identity' },
    { 'Accept-Encoding': 'br;q=0, gzip;q=0' },
    { 'Accept-Encoding': 'deflate, zstd' },
    { 'Accept-Encoding': 'gzip;q=0.2, identity' },
  ];
  for (const headers of asked) {
    const reply = await get('/assets/app-4f3a2b1c.js', headers);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.wire.toString('utf8')).toBe(SCRIPT);
    expect(reply.headers['content-length']).toBe(String(Buffer.byteLength(SCRIPT)));
    expect(reply.headers.vary).toBe('Accept-Encoding');
  }
  const star = await get('/assets/app-4f3a2b1c.js', { 'Accept-Encoding': '*' });
  expect(star.headers['content-encoding']).toBe('br');
});

test('an asset without built siblings is compressed as it is sent; tiny files and fonts go as they are', async () => {
  const style = await get('/assets/app-9d8e7f6a.css', { 'Accept-Encoding': 'gzip, br' });
  expect(style.headers['content-encoding']).toBe('br');
  expect(style.text).toBe(STYLE);
  expect(style.wire.length).toBeLessThan(Buffer.byteLength(STYLE) / 4);
  const tiny = await get('/assets/tiny-00aa11bb.js', { 'Accept-Encoding': 'br' });
  expect(tiny.headers['content-encoding']).toBeUndefined();
  expect(tiny.text).toBe('export const a = 1;\n');
  expect(Buffer.byteLength(tiny.text)).toBeLessThan(COMPRESS_FLOOR_BYTES);
  const font = await get('/assets/font-1a2b3c.woff2', { 'Accept-Encoding': 'br' });
  expect(font.headers['content-encoding']).toBeUndefined();
  expect(font.wire.length).toBe(4096);
});

test('a page is compressed as it is sent and revalidated with its ETag: 304, with no body', async () => {
  const first = await get('/search?q=x', { ...HTML, 'Accept-Encoding': 'br' });
  expect(first.status).toBe(200);
  expect(first.headers['content-encoding']).toBe('br');
  expect(first.text).toBe(INDEX);
  expect(first.headers['cache-control']).toBe('no-cache');
  expect(first.headers.vary).toBe('Accept-Encoding');
  const etag = first.headers.etag ?? '';
  expect(etag).toMatch(/^W\/".+"$/);
  // The same page in another coding is the same representation: the same validator.
  expect((await get('/search?q=x', { ...HTML, 'Accept-Encoding': 'gzip' })).headers.etag).toBe(etag);
  const again = await get('/search?q=x', { ...HTML, 'Accept-Encoding': 'br', 'If-None-Match': etag });
  expect(again.status).toBe(304);
  expect(again.wire.length).toBe(0);
  expect(again.headers.etag).toBe(etag);
  expect(again.headers['cache-control']).toBe('no-cache');
  expect(again.headers.vary).toBe('Accept-Encoding');
  const stale = await get('/search?q=x', { ...HTML, 'If-None-Match': 'W/"something-else"' });
  expect(stale.status).toBe(200);
  expect(stale.text).toBe(INDEX);
});

test('API JSON is compressed above the floor, keeps its private cache policy, and answers 304 to its ETag', async () => {
  const plain = await get(searchPath());
  expect(plain.status).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(Buffer.byteLength(plain.text)).toBeGreaterThan(COMPRESS_FLOOR_BYTES);
  for (const coding of ['br', 'gzip']) {
    const reply = await get(searchPath(), { 'Accept-Encoding': coding });
    expect(reply.headers['content-encoding']).toBe(coding);
    expect(JSON.parse(reply.text)).toEqual(JSON.parse(plain.text));
    expect(reply.wire.length).toBeLessThan(Buffer.byteLength(plain.text));
    expect(reply.headers['cache-control']).toBe('private, no-store');
    expect(reply.headers['access-control-allow-origin']).toBe('*');
    expect(reply.headers.vary).toBe('Accept-Encoding');
  }
  const etag = plain.headers.etag ?? '';
  const revalidated = await get(searchPath(), { 'Accept-Encoding': 'br', 'If-None-Match': `"x", ${etag}` });
  expect(revalidated.status).toBe(304);
  expect(revalidated.wire.length).toBe(0);
  expect(revalidated.headers['cache-control']).toBe('private, no-store');
  // An error is never a 304 and never cached, whatever the client holds.
  const error = await get(`/v3/search${queryString({ q: '', token: service.token })}`, { 'If-None-Match': '*' });
  expect(error.status).toBe(400);
  expect(at(JSON.parse(error.text), 'response', 'error')).toBe('missing_parameter');
  expect(error.headers.etag).toBeUndefined();
  expect(error.headers['cache-control']).toBe('no-store');
});

test('a small API answer goes plain, and HEAD gets the headers GET would, with no body', async () => {
  const small = await get(`/v3/suggest${queryString({ q: 'zzzz', token: service.token })}`, {
    'Accept-Encoding': 'br',
  });
  expect(small.status).toBe(200);
  expect(small.headers['content-encoding']).toBeUndefined();
  const got = await get(searchPath(), { 'Accept-Encoding': 'gzip' });
  const head = await get(searchPath(), { 'Accept-Encoding': 'gzip' }, 'HEAD');
  expect(head.status).toBe(200);
  expect(head.wire.length).toBe(0);
  expect(head.headers['content-encoding']).toBe('gzip');
  expect(head.headers['content-length']).toBe(got.headers['content-length']);
  expect(head.headers.etag).toBe(got.headers.etag);
});

test('/config.json carries the token: private, no-store in every coding, never a validator to keep it by', async () => {
  for (const coding of ['br', 'gzip', 'identity']) {
    const reply = await get('/config.json', { 'Accept-Encoding': coding });
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.text)).toEqual({ apiBase: '', token: 'app-token-from-config', product: 'farhang-web' });
    expect(reply.headers['cache-control']).toBe('private, no-store');
    expect(reply.headers.etag).toBeUndefined();
    expect(reply.headers['access-control-allow-origin']).toBeUndefined();
  }
});
