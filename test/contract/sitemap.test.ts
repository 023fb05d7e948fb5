// @vitest-environment jsdom
/**
 * Crawlability over real HTTP: robots.txt names the sitemap; the sitemap index lists files of at
 * most `limit` word pages (50,000 in service; 10 here, so the 63 fixture entries need seven); every
 * URL is absolute on the configured public origin, whatever Host or X-Forwarded-* the crawler sends;
 * every entry is listed once and each listed URL opens the word's page.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Database } from 'better-sqlite3';
import { afterAll, expect, test } from 'vitest';
import { createEngine } from '../../src/server/engine/create-engine';
import { createApp } from '../../src/server/serving/app';
import { createMemoryLimiter } from '../../src/server/state/memory-limiter';
import { close, createServer, listen } from '../../src/server/serving/server';
import { importIndexed } from '../../src/server/cli/load-data';
import { openStore } from '../../src/server/dictionary/open-store';
import { wordPages } from '../../src/server/dictionary/word-pages';
import { encodedRequest } from '../support/service/encoded-request';
import { FIXTURE } from '../support/service/harness';

const PUBLIC = 'https://farhang.example';
const LIMIT = 10;
const dir = mkdtempSync(join(tmpdir(), 'farhang-sitemap-'));
const root = join(dir, 'dist');
mkdirSync(root);
writeFileSync(join(root, 'index.html'), '<!doctype html><title>فرهنگ</title><div id="root"></div>');

const stops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const stop of stops) await stop();
  rmSync(dir, { recursive: true, force: true });
});

async function startSite(name: string, withPublicUrl = true) {
  const database = openStore(join(dir, `${name}.db`));
  importIndexed(database, [FIXTURE]);
  const engine = createEngine(database);
  const server = createServer(
    createApp({
      limiter: createMemoryLimiter(),
      engine: () => engine,
      verifyToken: () => ({ kind: 'invalid' }),
      rateLimit: 0,
      web: {
        root,
        config: () => ({ apiBase: '', token: 'app', product: 'farhang-web' }),
        words: wordPages(database),
        sitemapLimit: LIMIT,
        ...(withPublicUrl ? { publicUrl: PUBLIC } : {}),
      },
    }),
  );
  const { port }: AddressInfo = await listen(server, 0, '127.0.0.1');
  stops.push(async () => {
    await close(server);
    database.close();
  });
  return { port, database };
}

const site = await startSite('main');
const FORGED = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http' };

/** The `<loc>`s of a sitemap document, read by an XML parser. */
function locs(xml: string, parent: 'sitemap' | 'url'): string[] {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return [...document.getElementsByTagName(parent)].map(
    (node) => node.getElementsByTagName('loc')[0]?.textContent ?? '',
  );
}

/** Every word page the sitemap of the service on `port` lists, file by file. */
async function crawl(port: number, headers: Record<string, string> = {}) {
  const index = await encodedRequest(port, '/sitemap.xml', headers);
  expect(index.status).toBe(200);
  const files = locs(index.text, 'sitemap');
  const perFile: string[][] = [];
  for (const file of files) {
    expect(file.startsWith(`${PUBLIC}/`)).toBe(true);
    const reply = await encodedRequest(port, new URL(file).pathname, headers);
    expect(reply.status).toBe(200);
    perFile.push(locs(reply.text, 'url'));
  }
  return { index, files, perFile };
}

function entryUrls(database: Database): string[] {
  const rows = database
    .prepare<[], { db: string; title: string; num: number }>('SELECT db, title, num FROM entries')
    .all();
  return rows.map((r) => `${PUBLIC}/word/${r.db}/${encodeURIComponent(r.title)}/${r.num}`).sort();
}

test('robots.txt keeps crawlers off the API and the token, and names the sitemap on the public origin', async () => {
  const reply = await encodedRequest(site.port, '/robots.txt', FORGED);
  expect(reply.status).toBe(200);
  expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
  const lines = reply.text.split('\n');
  expect(lines).toContain('User-agent: *');
  expect(lines).toContain('Disallow: /v3/');
  expect(lines).toContain('Disallow: /config.json');
  expect(lines).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);
  expect(reply.text).not.toContain('evil.example');
});

test('the sitemap lists every word page once, in files of at most the limit, on the public origin only', async () => {
  const { index, files, perFile } = await crawl(site.port, { ...FORGED, 'Accept-Encoding': 'br' });
  expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(index.headers['content-encoding']).toBe('br');
  expect(index.headers.vary).toBe('Accept-Encoding');
  expect(files).toHaveLength(Math.ceil(63 / LIMIT));
  for (const urls of perFile) {
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.length).toBeLessThanOrEqual(LIMIT);
  }
  const all = perFile.flat();
  expect(all.sort()).toEqual(entryUrls(site.database));
  expect(new Set(all).size).toBe(63);
  expect(all.join('\n')).not.toContain('evil.example');
});

test('each word page in the sitemap names its Persian, English and x-default versions, as the page’s head does', async () => {
  const { files } = await crawl(site.port);
  const reply = await encodedRequest(site.port, new URL(files[0] ?? '').pathname);
  const document = new DOMParser().parseFromString(reply.text, 'application/xml');
  const url = document.getElementsByTagName('url')[0];
  const loc = url?.getElementsByTagName('loc')[0]?.textContent ?? '';
  const links = [...(url?.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link') ?? [])].map((link) => [
    link.getAttribute('rel'),
    link.getAttribute('hreflang'),
    link.getAttribute('href'),
  ]);
  expect(links).toEqual([
    ['alternate', 'fa', `${loc}?lang=fa`],
    ['alternate', 'en', `${loc}?lang=en`],
    ['alternate', 'x-default', loc],
  ]);
  const page = await encodedRequest(site.port, new URL(loc).pathname, { Accept: 'text/html' });
  for (const [, hreflang, href] of links) {
    expect(page.text).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${href}" />`);
  }
});

test('a URL from the sitemap opens its word page; a file the index does not list is a 404', async () => {
  const { perFile } = await crawl(site.port);
  const first = perFile[0]?.[0] ?? '';
  const page = await encodedRequest(site.port, new URL(first).pathname, { Accept: 'text/html' });
  expect(page.status).toBe(200);
  expect(page.text).toContain('<div id="root">');
  expect(page.text).toContain(`content="${first}"`);
  for (const path of ['/sitemap-words-99.xml', '/sitemap-words-x.xml']) {
    expect((await encodedRequest(site.port, path)).status).toBe(404);
  }
  const head = await encodedRequest(site.port, '/sitemap-words-0.xml', {}, 'HEAD');
  expect(head.status).toBe(200);
  expect(head.wire.length).toBe(0);
});

test('after the dictionaries are imported again (new ids, a gap before them) no listed file is empty', async () => {
  const reimported = await startSite('reimported');
  importIndexed(reimported.database, [FIXTURE]);
  const { files, perFile } = await crawl(reimported.port);
  expect(files.length).toBeLessThanOrEqual(Math.ceil(63 / LIMIT) + 1);
  for (const urls of perFile) expect(urls.length).toBeGreaterThan(0);
  expect(perFile.flat().sort()).toEqual(entryUrls(reimported.database));
});

test('without a public URL there is no sitemap to name, and none is served', async () => {
  const bare = await startSite('bare', false);
  const robots = await encodedRequest(bare.port, '/robots.txt');
  expect(robots.text).toContain('Disallow: /v3/');
  expect(robots.text).not.toContain('Sitemap:');
  expect((await encodedRequest(bare.port, '/sitemap.xml')).status).toBe(404);
});
