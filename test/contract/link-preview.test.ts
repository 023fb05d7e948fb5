// @vitest-environment jsdom
/**
 * Link previews of word pages: fetched the way a messenger's preview bot fetches them (no script
 * run, any Accept), the HTML carries Open Graph and Twitter tags and a <title> naming the word and
 * its dictionary, with the first line of the meaning as the description. Hostile headwords and
 * meanings come out as inert text. In proxy mode the entry comes from the upstream through the
 * proxy's cache.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, expect, test } from 'vitest';
import { createEngine } from '../../src/server/engine/create-engine';
import { createApp } from '../../src/server/serving/app';
import { createMemoryLimiter } from '../../src/server/state/memory-limiter';
import { close, createServer, listen } from '../../src/server/serving/server';
import { importIndexed } from '../../src/server/cli/load-data';
import { openStore } from '../../src/server/dictionary/open-store';
import { createToken, verifyToken } from '../../src/server/state/sqlite/sqlite-tokens';
import { startProxy } from '../unit/server/proxy/start-proxy';
import { at } from '../support/service/json';
import { rawRequest } from '../support/service/harness';

const HOSTILE_TITLE = `<script>alert("t")</script>'&<b>`;
const CLOSING_TITLE = `</title><script>alert(1)</script>`;
const LONG = 'واژه‌ای بلند '.repeat(40).trim();
const ENTRIES = [
  { db: 'moein', title: 'امید', text: '(اُ) (اِ.) 1 - آرزو. 2 - چشمداشت.<br>خط دوم که نباید بیاید.' },
  {
    db: 'moein',
    title: HOSTILE_TITLE,
    text: `<p>first "line" & 'more' <script>alert(2)</script><img src=x onerror=alert(3)></p><p>second</p>`,
  },
  { db: 'amid', title: CLOSING_TITLE, text: `<br>\n  قیمت $& و $' و $1 &lt;i&gt;\nپایان` },
  { db: 'dehkhoda', title: 'بلند', text: LONG },
];

const dir = mkdtempSync(join(tmpdir(), 'farhang-preview-'));
const fixture = join(dir, 'hostile.jsonl');
writeFileSync(fixture, `${ENTRIES.map((e) => JSON.stringify(e)).join('\n')}\n`);
const root = join(dir, 'dist');
const INDEX = `<!doctype html>
<html lang="fa" dir="rtl">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="فرهنگ: جست‌وجوی واژه در فرهنگ‌های فارسی" />
    <title>فرهنگ</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
mkdirSync(root);
writeFileSync(join(root, 'index.html'), INDEX);

const database = openStore(join(dir, 'preview.db'));
importIndexed(database, [fixture]);
const { token } = createToken(database, { name: 'preview' });
const engine = createEngine(database);
const upstreamLog: string[] = [];
const PUBLIC = 'https://farhang.example';
const web = { root, config: () => ({ apiBase: '', token: 'app', product: 'farhang-web' }), publicUrl: PUBLIC };
const server = createServer(
  createApp({
    limiter: createMemoryLimiter(),
    engine: () => engine,
    verifyToken: (presented) => verifyToken(database, presented),
    log: (line) => upstreamLog.push(line),
    rateLimit: 0,
    web,
  }),
);
const { port }: AddressInfo = await listen(server, 0, '127.0.0.1');
const proxy = await startProxy({ upstream: `http://127.0.0.1:${port}`, upstreamToken: token, web });

afterAll(async () => {
  await proxy.stop();
  await close(server);
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

const BOT = { 'User-Agent': 'TelegramBot (like TwitterBot)', Accept: '*/*' };
const wordPath = (db: string, title: string, num = 1) => `/word/${db}/${encodeURIComponent(title)}/${num}`;

/** The page as a preview bot reads it: the parsed head, no script run. */
async function preview(path: string, on = port, headers: Record<string, string> = BOT) {
  const reply = await rawRequest(on, path, { headers });
  // The environment's HTML parser, as a bot's lenient parser reads a page; nothing in it runs.
  const document = new DOMParser().parseFromString(reply.text, 'text/html');
  const meta = (key: string) =>
    document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? undefined;
  return { reply, document, meta, title: document.title };
}

test('a word page names the word and its dictionary, with the first line of the meaning', async () => {
  const page = await preview(wordPath('moein', 'امید'));
  expect(page.reply.status).toBe(200);
  expect(page.reply.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(page.title).toBe('امید — فرهنگ فارسی معین');
  expect(page.meta('og:title')).toBe('امید — فرهنگ فارسی معین');
  // Stored as «1 - آرزو. 2 - …»: a link preview reads as the page does, in Persian digits.
  expect(page.meta('og:description')).toBe('(اُ) (اِ.) ۱ - آرزو. ۲ - چشمداشت.');
  expect(page.meta('og:type')).toBe('website');
  expect(page.meta('og:url')).toBe(`${PUBLIC}${wordPath('moein', 'امید')}`);
  expect(page.meta('og:locale')).toBe('fa_IR');
  expect(page.meta('og:site_name')).toBe('فرهنگ');
  expect(page.meta('twitter:card')).toBe('summary');
  expect(page.meta('twitter:title')).toBe(page.meta('og:title'));
  expect(page.meta('twitter:description')).toBe(page.meta('og:description'));
  expect(page.meta('description')).toBe(page.meta('og:description'));
  expect(page.document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  expect(page.document.querySelectorAll('title')).toHaveLength(1);
  // Still the app: its root and its one module script.
  expect(page.document.getElementById('root')).not.toBeNull();
});

test('a preview follows its reader: English by Accept-Language, ?lang= over the cookie, varying on both', async () => {
  const english = await preview(wordPath('moein', 'امید'), port, { ...BOT, 'Accept-Language': 'en-US,en;q=0.8' });
  expect(english.document.documentElement.lang).toBe('en');
  expect(english.document.documentElement.dir).toBe('ltr');
  // The word as written, its dictionary named in the reader's language.
  expect(english.title).toBe('امید — Moein Persian Dictionary');
  expect(english.meta('og:locale')).toBe('en_US');
  expect(english.meta('og:site_name')).toBe('Farhang');
  expect(String(english.reply.headers['vary'])).toMatch(/Cookie, Accept-Language/);
  const hreflang = [...english.document.querySelectorAll('link[rel="alternate"]')].map((link) => [
    link.getAttribute('hreflang'),
    link.getAttribute('href'),
  ]);
  expect(hreflang).toEqual([
    ['fa', `${PUBLIC}${wordPath('moein', 'امید')}?lang=fa`],
    ['en', `${PUBLIC}${wordPath('moein', 'امید')}?lang=en`],
    ['x-default', `${PUBLIC}${wordPath('moein', 'امید')}`],
  ]);
  const chosen = await preview(`${wordPath('moein', 'امید')}?lang=fa`, port, {
    ...BOT,
    'Accept-Language': 'en',
    Cookie: 'lang=en',
  });
  expect(chosen.document.documentElement.lang).toBe('fa');
  expect(chosen.title).toBe('امید — فرهنگ فارسی معین');
  // The two answers differ in body, so in ETag: no revalidation hands one the other's copy.
  expect(chosen.reply.headers['etag']).not.toBe(english.reply.headers['etag']);
});

test('any Accept gets the page; a browser asking for HTML gets the same head', async () => {
  const none = await preview(wordPath('moein', 'امید'), port, {});
  const browser = await preview(wordPath('moein', 'امید'), port, { Accept: 'text/html' });
  expect(none.title).toBe('امید — فرهنگ فارسی معین');
  expect(browser.document.head.innerHTML).toBe(none.document.head.innerHTML);
  expect(browser.reply.headers['content-security-policy']).toContain("script-src 'self'");
});

test('a hostile headword and meaning come out as inert text, and no script is added', async () => {
  const page = await preview(wordPath('moein', HOSTILE_TITLE));
  expect(page.title).toBe(`${HOSTILE_TITLE} — فرهنگ فارسی معین`);
  expect(page.meta('og:title')).toBe(`${HOSTILE_TITLE} — فرهنگ فارسی معین`);
  expect(page.meta('og:description')).toBe(`first "line" & 'more'`);
  // The only script is the app's own module; no element came out of the data.
  const scripts = [...page.document.querySelectorAll('script')].map((s) => s.getAttribute('src'));
  expect(scripts).toEqual(['/assets/index-1.js']);
  expect(page.document.querySelectorAll('img, b, p')).toHaveLength(0);
  expect(page.reply.text).not.toContain('<script>alert');
  expect(page.reply.text).not.toMatch(/<b>|<img/);
});

test('a headword that closes the title, and replacement patterns in a meaning, stay text', async () => {
  const page = await preview(wordPath('amid', CLOSING_TITLE));
  expect(page.title).toBe(`${CLOSING_TITLE} — فرهنگ فارسی عمید`);
  // The first line with text; `$&` and friends are not replacement patterns here.
  expect(page.meta('og:description')).toBe(`قیمت $& و $' و $۱ <i>`);
  expect([...page.document.querySelectorAll('script')]).toHaveLength(1);
  expect(page.document.querySelectorAll('i')).toHaveLength(0);
});

test('a long first line is cut at a word to at most 200 characters', async () => {
  const description = (await preview(wordPath('dehkhoda', 'بلند'))).meta('og:description') ?? '';
  expect([...description].length).toBeLessThanOrEqual(200);
  expect(description.endsWith('...')).toBe(true);
  expect(LONG.startsWith(description.slice(0, -3))).toBe(true);
  expect(description.slice(0, -3).endsWith('بلند')).toBe(true);
});

test('a word that is not there gets the plain page with the generic tags', async () => {
  for (const path of [wordPath('moein', 'نیست'), wordPath('moein', 'امید', 2)]) {
    const page = await preview(path);
    expect(page.reply.status).toBe(200);
    expect(page.title).toBe('فرهنگ');
    expect(page.meta('og:title')).toBe('فرهنگ');
    expect(page.meta('og:description')).toBe('فرهنگ: جست‌وجوی واژه در فرهنگ‌های فارسی');
    expect(page.meta('og:site_name')).toBe('فرهنگ');
  }
});

test('og:url is on the configured public origin, whatever Host or X-Forwarded-* a client sends', async () => {
  const forged: Record<string, string>[] = [
    { Host: 'evil.example' },
    { Host: 'evil.example"><script>' },
    { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http' },
    { Host: 'evil.example:8443', Forwarded: 'host=evil.example;proto=http' },
  ];
  for (const headers of forged) {
    const page = await preview(wordPath('moein', 'امید'), port, { ...BOT, ...headers });
    expect(page.meta('og:url')).toBe(`${PUBLIC}${wordPath('moein', 'امید')}`);
    expect(page.reply.text).not.toContain('evil.example');
    expect(page.meta('og:title')).toBe('امید — فرهنگ فارسی معین');
  }
});

test('a service with no public URL configured gives no og:url rather than a guessed one', async () => {
  const bareWeb = { root, config: web.config };
  const bare = createServer(
    createApp({
      limiter: createMemoryLimiter(),
      engine: () => engine,
      verifyToken: () => ({ kind: 'invalid' }),
      web: bareWeb,
    }),
  );
  const { port: barePort }: AddressInfo = await listen(bare, 0, '127.0.0.1');
  try {
    const page = await preview(wordPath('moein', 'امید'), barePort);
    expect(page.meta('og:title')).toBe('امید — فرهنگ فارسی معین');
    expect(page.meta('og:url')).toBeUndefined();
  } finally {
    await close(bare);
  }
});

test('in proxy mode the preview comes from the upstream, once, through the proxy cache', async () => {
  const words = () => upstreamLog.filter((line) => String(at(JSON.parse(line), 'path')).startsWith('/v3/word')).length;
  const before = words();
  const direct = await preview(wordPath('moein', HOSTILE_TITLE));
  for (let i = 0; i < 3; i += 1) {
    const page = await preview(wordPath('moein', HOSTILE_TITLE), proxy.port);
    expect(page.title).toBe(direct.title);
    expect(page.meta('og:description')).toBe(direct.meta('og:description'));
    expect(page.meta('og:url')).toBe(`${PUBLIC}${wordPath('moein', HOSTILE_TITLE)}`);
  }
  expect(words()).toBe(before + 1);
  // An app call for the same word is then served from the same cache entry.
  expect((await proxy.call('word', { title: HOSTILE_TITLE, db: 'moein', num: '1' })).status).toBe(200);
  expect(words()).toBe(before + 1);
  const missing = await preview(wordPath('moein', 'نیست'), proxy.port);
  expect(missing.meta('og:title')).toBe('فرهنگ');
});

test('in proxy mode a page does not wait for a silent upstream: it goes out with the generic tags', async () => {
  const silent = createHttpServer(() => undefined);
  const { port: silentPort }: AddressInfo = await listen(silent, 0, '127.0.0.1');
  // The proxy would wait a minute: only the page's own, shorter wait can answer within this test
  // (how long it is, is checked on a fake clock in test/unit/server/site/link-preview-lookup.test.ts).
  const stuck = await startProxy({
    upstream: `http://127.0.0.1:${silentPort}`,
    upstreamToken: token,
    timeoutMs: 60_000,
    web,
  });
  try {
    const page = await preview(wordPath('moein', 'امید'), stuck.port);
    expect(page.reply.status).toBe(200);
    expect(page.meta('og:title')).toBe('فرهنگ');
  } finally {
    silent.closeAllConnections();
    await Promise.all([stuck.stop(), close(silent)]);
  }
});
