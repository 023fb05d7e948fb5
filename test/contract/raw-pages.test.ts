/**
 * Pages and files of the app read a raw UTF-8 path exactly as its percent-encoded form, and a
 * path whose bytes are no UTF-8 is a 400 that says so, raw or encoded (with the server entry of a
 * build, a Persian page: test/e2e/rendered-pages.test.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { at } from '../support/service/json';
import { startService } from '../support/service/harness';
import { exchange, head } from '../support/service/raw-socket';

const outside = mkdtempSync(join(tmpdir(), 'farhang-raw-pages-'));
const root = join(outside, 'dist');
mkdirSync(join(root, 'assets'), { recursive: true });
writeFileSync(join(root, 'index.html'), '<!doctype html><title>Farhang</title><div id="root"></div>');
writeFileSync(join(root, 'assets', 'واژه-1a2b.txt'), 'a file with a Persian name');

const service = await startService({
  web: { root, config: () => ({ apiBase: '', token: 'app-token', product: 'farhang-web' }) },
});
afterAll(async () => {
  await service.stop();
  rmSync(outside, { recursive: true, force: true });
});

const get = (target: string | Buffer) =>
  exchange(
    service.port,
    Buffer.concat([
      Buffer.from('GET '),
      Buffer.from(target),
      Buffer.from(head(' HTTP/1.1', `Host: 127.0.0.1:${service.port}`, 'Accept: text/html')),
    ]),
  );

test('a word page asked with a raw Persian path is the page of its percent-encoded path', async () => {
  const raw = await get('/word/moein/امید/1');
  const encoded = await get(`/word/moein/${encodeURIComponent('امید')}/1`);
  const lower = await get(`/word/moein/${encodeURIComponent('امید').toLowerCase()}/1`);
  expect(raw.replies[0]?.status).toBe(200);
  expect(raw.replies[0]?.text).toContain('امید');
  expect(raw.replies[0]?.text).toBe(encoded.replies[0]?.text);
  // Escapes in lower case name the same entry (the page's own URL keeps the client's spelling).
  expect(lower.replies[0]?.text).toContain('<title>امید — فرهنگ فارسی معین</title>');
  expect(raw.replies[0]?.text).toContain('<title>امید — فرهنگ فارسی معین</title>');
});

test('an asset with a Persian name is served from its raw path and its encoded path alike', async () => {
  for (const path of ['/assets/واژه-1a2b.txt', `/assets/${encodeURIComponent('واژه')}-1a2b.txt`]) {
    const { replies } = await get(path);
    expect(replies[0]?.status).toBe(200);
    expect(replies[0]?.text).toBe('a file with a Persian name');
  }
});

test('without the build’s server entry, a page path whose bytes are not UTF-8 is 400 naming the path, raw or encoded', async () => {
  const rawBad = Buffer.concat([Buffer.from('/word/moein/'), Buffer.from([0xd8, 0xff]), Buffer.from('/1')]);
  for (const target of [rawBad, '/word/moein/%D8%FF/1']) {
    const { replies } = await get(target);
    expect(replies[0]?.status).toBe(400);
    expect(replies[0]?.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(at(replies[0]?.body, 'response', 'message')).toBe('the path is not valid percent-encoded UTF-8');
  }
});
