// @vitest-environment jsdom
/**
 * Installing the app: the service hands a browser the manifest we ship (public/) with its type,
 * every icon it names exists with the declared type and size, text shared from another app lands
 * on the reading page (which opens a search for a word or two), and the page (the repository's index.html) links the manifest, the
 * OpenSearch description, a theme colour and an apple-touch-icon.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { at, list } from '../support/service/json';
import { startService } from '../support/service/harness';
import { SITE_NAME, SITE_PURPOSE } from '../../src/shared/site';
import { withSiteText } from '../../scripts/build/site-text-plugin';

const root = mkdtempSync(join(tmpdir(), 'farhang-installable-'));
// index.html as the build writes it, the site's name and description in it.
writeFileSync(join(root, 'index.html'), withSiteText(readFileSync('index.html', 'utf8')));
cpSync('public', root, { recursive: true });

const service = await startService({
  web: { root, config: () => ({ apiBase: '', token: 'app-token', product: 'farhang-web' }) },
});
afterAll(async () => {
  await service.stop();
  rmSync(root, { recursive: true, force: true });
});

const html = { Accept: 'text/html,application/xhtml+xml' };

/** The bytes of a file as a browser fetches it (the harness reads bodies as text). */
async function fetchBytes(path: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const response = await fetch(`http://127.0.0.1:${service.port}${path}`);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** Width × height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

async function manifest(): Promise<unknown> {
  const reply = await service.request('/manifest.webmanifest');
  expect(reply.status).toBe(200);
  expect(reply.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
  return reply.body;
}

test('the manifest is served as a manifest and names the app in Persian, right to left', async () => {
  const body = await manifest();
  expect(body).toMatchObject({
    name: 'فرهنگ — واژه‌نامهٔ فارسی',
    // The installed app says what the pages say (src/shared/site.ts).
    short_name: SITE_NAME,
    description: SITE_PURPOSE,
    lang: 'fa',
    dir: 'rtl',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#faf7f1',
  });
  expect(at(body, 'theme_color')).toMatch(/^#[0-9a-f]{6}$/);
});

test('every icon the manifest names is served with its declared type and size', async () => {
  const icons = list(await manifest(), 'icons');
  const purposes = new Set<string>();
  for (const icon of icons) {
    const src = String(at(icon, 'src'));
    const file = await fetchBytes(src);
    expect(file.status, src).toBe(200);
    expect(file.type, src).toBe(at(icon, 'type'));
    const sizes = String(at(icon, 'sizes'));
    if (file.type === 'image/png') expect(pngSize(file.bytes), src).toBe(sizes);
    else expect(file.bytes.toString('utf8'), src).toContain('<svg');
    purposes.add(`${String(at(icon, 'purpose'))} ${sizes}`);
  }
  expect([...purposes].sort()).toEqual([
    'any 192x192',
    'any 512x512',
    'any any',
    'maskable 192x192',
    'maskable 512x512',
  ]);
});

test('text shared from another app is posted to the reading page, the text, subject and link apart', async () => {
  // Posted, not in an address: a shared article is longer than any address may be.
  const share = at(await manifest(), 'share_target');
  expect(share).toMatchObject({ action: '/read', method: 'POST', enctype: 'application/x-www-form-urlencoded' });
  // What a browser posts (Web Share Target): one pair per shared member the params name; the
  // reading form's own field is `text`.
  expect(at(share, 'params')).toEqual({ title: 'title', text: 'text', url: 'url' });
});

test('the page links the manifest, the OpenSearch description, theme colours and a touch icon', async () => {
  const reply = await service.request('/', { headers: html });
  const page = new DOMParser().parseFromString(reply.text, 'text/html');
  expect(page.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/manifest.webmanifest');
  const search = page.querySelector('link[rel="search"]');
  expect(search?.getAttribute('type')).toBe('application/opensearchdescription+xml');
  expect(search?.getAttribute('title')).toBe(SITE_NAME);
  expect(page.title).toBe(SITE_NAME);
  expect(search?.getAttribute('href')).toBe('/opensearch.xml');
  const themes = [...page.querySelectorAll('meta[name="theme-color"]')].map((m) => m.getAttribute('content'));
  expect(themes).toContain(at(await manifest(), 'theme_color'));
  const touch = page.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href') ?? '';
  const icon = await fetchBytes(touch);
  expect(icon.status).toBe(200);
  expect(icon.type).toBe('image/png');
  expect(pngSize(icon.bytes)).toBe('180x180');
});

test('the icons the OpenSearch description names are served', async () => {
  const reply = await service.request('/opensearch.xml', { headers: { Host: `127.0.0.1:${service.port}` } });
  const doc = new DOMParser().parseFromString(reply.text, 'application/xml');
  const images = [...doc.getElementsByTagName('Image')];
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) {
    const file = await fetchBytes(new URL(image.textContent).pathname);
    expect(file.status).toBe(200);
    expect(file.type).toBe(image.getAttribute('type'));
  }
});
