// @vitest-environment jsdom
/**
 * The address bar: /opensearch.xml is an OpenSearch description a browser can read, whose search
 * URL is the app's search page on the configured public URL, or, on a service with none, on the
 * origin the browser asked (Host, and X-Forwarded-Proto behind a TLS proxy). A Host header that is
 * not a host is refused, never echoed into the document.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { CORS_HEADERS, JSON_HEADERS } from '../../src/server/http/security-headers';
import { startService } from '../support/service/harness';
import { at } from '../support/service/json';

const root = mkdtempSync(join(tmpdir(), 'farhang-opensearch-'));
writeFileSync(join(root, 'index.html'), '<!doctype html><title>فرهنگ</title><div id="root"></div>');

const service = await startService({
  web: { root, config: () => ({ apiBase: '', token: 'app-token', product: 'farhang-web' }) },
});
afterAll(async () => {
  await service.stop();
  rmSync(root, { recursive: true, force: true });
});

const NS = 'http://a9.com/-/spec/opensearch/1.1/';

async function description(headers: Record<string, string>): Promise<Document> {
  const reply = await service.request('/opensearch.xml', { headers });
  expect(reply.status).toBe(200);
  expect(reply.headers['content-type']).toBe('application/opensearchdescription+xml; charset=utf-8');
  expect(reply.headers['cache-control']).toBe('public, max-age=86400');
  // The resource policies every JSON answer carries (no sniffing, no rendering, no referrer), from
  // the one place that holds them.
  const { 'Content-Type': _type, 'Cache-Control': _cache, ...policies } = { ...CORS_HEADERS, ...JSON_HEADERS };
  for (const [name, value] of Object.entries(policies)) expect(reply.headers[name.toLowerCase()]).toBe(value);
  const doc = new DOMParser().parseFromString(reply.text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.namespaceURI).toBe(NS);
  expect(doc.documentElement.localName).toBe('OpenSearchDescription');
  return doc;
}

function text(doc: Document, name: string): string[] {
  return [...doc.getElementsByTagNameNS(NS, name)].map((element) => element.textContent);
}

function templates(doc: Document): Record<string, string | null> {
  const urls = [...doc.getElementsByTagNameNS(NS, 'Url')];
  return Object.fromEntries(urls.map((url) => [url.getAttribute('type') ?? '', url.getAttribute('template')]));
}

test('the description names the site and searches the app page on the origin asked', async () => {
  const doc = await description({ Host: 'farhang.example:8080' });
  expect(text(doc, 'ShortName')).toEqual(['فرهنگ']);
  expect(text(doc, 'Description')[0]).toMatch(/فرهنگ/);
  expect(text(doc, 'InputEncoding')).toEqual(['UTF-8']);
  expect(templates(doc)['text/html']).toBe('http://farhang.example:8080/search?q={searchTerms}');
  // Suggestions would need a token in a stored URL: there are none.
  expect(templates(doc)['application/x-suggestions+json']).toBeUndefined();
  const images = text(doc, 'Image');
  expect(images).not.toEqual([]);
  for (const image of images) expect(image).toMatch(/^http:\/\/farhang\.example:8080\/icons\//);
});

test('behind a TLS proxy the URLs are https, any other scheme is http; an IPv6 host keeps its brackets', async () => {
  const tls = await description({ Host: 'farhang.example', 'X-Forwarded-Proto': 'https' });
  expect(templates(tls)['text/html']).toBe('https://farhang.example/search?q={searchTerms}');
  const odd = await description({ Host: 'farhang.example', 'X-Forwarded-Proto': 'javascript"><x' });
  expect(templates(odd)['text/html']).toBe('http://farhang.example/search?q={searchTerms}');
  const v6 = await description({ Host: '[::1]:3000' });
  expect(templates(v6)['text/html']).toBe('http://[::1]:3000/search?q={searchTerms}');
});

test("the icons it names are the app's own, on the origin asked, each with its type", async () => {
  const doc = await description({ Host: `127.0.0.1:${service.port}` });
  const images = [...doc.getElementsByTagNameNS(NS, 'Image')];
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) {
    const url = new URL(image.textContent);
    expect(url.origin).toBe(`http://127.0.0.1:${service.port}`);
    expect(url.pathname).toMatch(/^\/icons\/icon(?:-192\.png|\.svg)$/);
    expect(image.getAttribute('type')).toBe(url.pathname.endsWith('.png') ? 'image/png' : 'image/svg+xml');
  }
  // That they are served, with those types, is installable.test.ts's (it serves the built app).
});

test.each([
  ['markup', 'evil.example"><script>alert(1)</script>'],
  ['a quote and an attribute', `evil.example" onload="alert(1)`],
  ['an entity', 'evil.example&amp;x'],
  ['a path', 'evil.example/search?q='],
  ['user info', 'user@evil.example'],
])('a Host header with %s is refused, not echoed', async (_what, host) => {
  const reply = await service.request('/opensearch.xml', { headers: { Host: host } });
  expect(reply.status).toBe(400);
  expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(at(reply.body, 'response')).toMatchObject({ status: false, code: 400, error: 'invalid_parameter' });
  expect(String(at(reply.body, 'response', 'message'))).toMatch(/^the Host header does not name a host/);
  expect(reply.text).not.toContain('evil.example');
});

test('with a public URL configured, the description is on it whatever Host or X-Forwarded-* is sent', async () => {
  const site = await startService({
    web: {
      root,
      config: () => ({ apiBase: '', token: 'app-token', product: 'farhang-web' }),
      publicUrl: 'https://farhang.example',
    },
  });
  try {
    const forged: Record<string, string>[] = [
      { Host: 'evil.example', 'X-Forwarded-Proto': 'http' },
      { Host: 'evil.example"><script>', 'X-Forwarded-Host': 'evil.example' },
    ];
    for (const headers of forged) {
      const reply = await site.request('/opensearch.xml', { headers });
      expect(reply.status).toBe(200);
      expect(reply.text).not.toContain('evil.example');
      const doc = new DOMParser().parseFromString(reply.text, 'application/xml');
      expect(templates(doc)['text/html']).toBe('https://farhang.example/search?q={searchTerms}');
      const images = text(doc, 'Image');
      expect(images).not.toEqual([]);
      for (const image of images) expect(image).toMatch(/^https:\/\/farhang\.example\/icons\//);
    }
  } finally {
    await site.stop();
  }
});
