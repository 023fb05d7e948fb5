import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { contentSecurityPolicy } from '../../src/server/http/security-headers';
import { at } from '../support/service/json';
import { startService } from '../support/service/harness';

// A stand-in for `dist/`, next to a secret the server must never hand out.
const outside = mkdtempSync(join(tmpdir(), 'farhang-web-'));
const root = join(outside, 'dist');
mkdirSync(join(root, 'assets'), { recursive: true });
writeFileSync(join(outside, 'secret.txt'), 'TOP-SECRET');
writeFileSync(join(root, 'index.html'), '<!doctype html><title>Farhang</title><div id="root"></div>');
writeFileSync(join(root, 'assets', 'index-4f3a2b1c.js'), 'console.log("app")');
writeFileSync(join(root, 'assets', 'index-9d8e7f6a.css'), 'body{margin:0}');
writeFileSync(join(root, 'assets', 'vazirmatn-1a2b3c.woff2'), 'font');
writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(join(root, '.env'), 'HIDDEN=1');
symlinkSync(join(outside, 'secret.txt'), join(root, 'linked-secret.txt'));

const service = await startService({
  web: {
    root,
    config: () => ({ apiBase: '', token: 'app-token-from-config', product: 'farhang-web' }),
    apiOrigins: ['https://api.example.org'],
  },
});
afterAll(async () => {
  await service.stop();
  rmSync(outside, { recursive: true, force: true });
});

const html = { Accept: 'text/html,application/xhtml+xml' };
const CSP = contentSecurityPolicy(['https://api.example.org']);

test('the app page is served with the strict CSP, no-cache, the safety headers and no CORS', async () => {
  const reply = await service.request('/', { headers: html });
  expect(reply.headers['access-control-allow-origin']).toBeUndefined();
  expect(reply.status).toBe(200);
  expect(reply.text).toContain('<div id="root">');
  expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(reply.headers['cache-control']).toBe('no-cache');
  expect(reply.headers['content-security-policy']).toBe(CSP);
  expect(CSP).toContain("connect-src 'self' https://api.example.org;");
  expect(CSP).toContain('trusted-types farhang-html dompurify');
  expect(reply.headers['referrer-policy']).toBe('no-referrer');
  expect(reply.headers['x-content-type-options']).toBe('nosniff');
});

test('hashed assets are immutable, typed by extension, and carry no page policy', async () => {
  const cases = [
    ['/assets/index-4f3a2b1c.js', 'text/javascript; charset=utf-8'],
    ['/assets/index-9d8e7f6a.css', 'text/css; charset=utf-8'],
    ['/assets/vazirmatn-1a2b3c.woff2', 'font/woff2'],
  ];
  for (const [path, type] of cases) {
    const reply = await service.request(path ?? '');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe(type);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['content-security-policy']).toBeUndefined();
    expect(reply.headers['access-control-allow-origin']).toBeUndefined();
  }
  const icon = await service.request('/favicon.svg');
  expect(icon.headers['content-type']).toBe('image/svg+xml');
  expect(icon.headers['cache-control']).toBe('no-cache');
});

test('/config.json hands the app its token, uncached and to our own origin only', async () => {
  const reply = await service.request('/config.json');
  expect(reply.status).toBe(200);
  expect(reply.body).toEqual({ apiBase: '', token: 'app-token-from-config', product: 'farhang-web' });
  expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(reply.headers['cache-control']).toBe('private, no-store');
  expect(reply.headers['access-control-allow-origin']).toBeUndefined();
});

test('deep links of the app fall back to index.html when a page is wanted', async () => {
  const deep = `/word/moein/${encodeURIComponent('امید')}/1`;
  const reply = await service.request(deep, { headers: html });
  expect(reply.status).toBe(200);
  expect(reply.text).toContain('<div id="root">');
  expect(reply.headers['content-security-policy']).toBe(CSP);
  const searchPage = await service.request(`/search?q=${encodeURIComponent('امید')}`, { headers: html });
  expect(searchPage.status).toBe(200);
});

test('a missing file that is not a page is a 404, and a missing asset never gets index.html', async () => {
  for (const [path, headers] of [
    ['/missing.png', {}],
    ['/assets/index-00000000.js', html],
  ] as const) {
    const reply = await service.request(path, { headers });
    expect(reply.status).toBe(404);
    expect(at(reply.body, 'response', 'error')).toBe('not_found');
  }
});

test('the API answers beside the app, and unknown /v3 paths stay JSON 404s', async () => {
  expect((await service.call('suggest', { q: 'امی' })).status).toBe(200);
  const reply = await service.request('/v3/nowhere', { headers: html });
  expect(reply.status).toBe(404);
  expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
});

test.each([
  '/../secret.txt',
  '/assets/../../secret.txt',
  '/%2e%2e/secret.txt',
  '/%2E%2E%2Fsecret.txt',
  '/assets/..%2f..%2fsecret.txt',
  '/..%5csecret.txt',
  '/%2e%2e%5csecret.txt',
  '/linked-secret.txt',
  '/.env',
  '/%2eenv',
  '/assets/%00../../secret.txt',
  `/${encodeURIComponent(join(outside, 'secret.txt'))}`,
  '//etc/passwd',
])('nothing outside the web root is served (%s)', async (path) => {
  for (const headers of [{}, html]) {
    const reply = await service.request(path, { headers });
    expect(reply.text).not.toContain('TOP-SECRET');
    expect(reply.text).not.toContain('HIDDEN');
    expect(reply.text).not.toContain('root:');
  }
});

test('app files answer HEAD and OPTIONS, and refuse other methods', async () => {
  const head = await service.request('/assets/index-4f3a2b1c.js', { method: 'HEAD' });
  expect(head.status).toBe(200);
  expect(head.text).toBe('');
  expect((await service.request('/', { method: 'OPTIONS' })).status).toBe(204);
  const post = await service.request('/', { method: 'POST' });
  expect(post.status).toBe(405);
  expect(post.headers.allow).toBe('GET, HEAD, OPTIONS');
});
