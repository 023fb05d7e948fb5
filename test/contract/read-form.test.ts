/**
 * The reading page without JavaScript: a form posts its text to /read, and the page is drawn with
 * it. A stand-in server entry draws what the service handed it: the posted text, and the answer of
 * `v3('read')` for it (status, the words' headwords or the error).
 */
import { afterAll, expect, test } from 'vitest';
import { standInWebRoot } from '../support/service/stand-in-web-root';
import { startService } from '../support/service/harness';
import { at } from '../support/service/json';
import { MAX_READ_BYTES } from '../../src/shared/wire/read';

const root = standInWebRoot(
  `export async function render(request) {
    const posted = request.posted?.text;
    const answer = posted === undefined ? undefined : await request.v3('read', { text: posted });
    const body = answer?.body;
    const headword = (w) => w.reading === undefined ? '' : body.entries[body.readings[w.reading].entries[0]].title;
    const words = body?.words?.map((w) => posted.slice(w.start, w.end) + '=' + headword(w)).join('|');
    const error = answer?.body?.response?.error;
    const shown = { posted: posted === undefined ? null : posted.length, words, error, kept: error ? posted : undefined };
    return { status: answer?.status ?? 200, head: { title: 'read', description: '', previewTitle: 'read' },
      body: '<pre>' + JSON.stringify(shown).replace(/</g, '\\\\u003c') + '</pre>', stateScript: '', modules: [] };
  }`,
);

const service = await startService({
  data: ['test/fixtures/reading.jsonl'],
  web: { root, config: () => ({ apiBase: '', token: 'app-token', product: 'farhang-web' }) },
});
afterAll(async () => {
  await service.stop();
});

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' };

function shown(text: string): unknown {
  const json = /<pre>(.*)<\/pre>/.exec(text)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

test('a posted text is drawn with its words; the answer is never cached', async () => {
  const body = `text=${encodeURIComponent('کتاب‌ها را دوستش داشتم').replaceAll('%20', '+')}&submit=`;
  const reply = await service.request('/read', { method: 'POST', headers: FORM, body });
  expect(reply.status).toBe(200);
  expect(reply.headers['cache-control']).toBe('private, no-store');
  expect(shown(reply.text)).toEqual({ posted: 22, words: 'کتاب‌ها=کتاب|را=|دوستش داشتم=دوست داشتن' });
});

test('a text past 100 KiB is a 413 page that keeps its start, cut at a word, at the raw cap or once decoded', async () => {
  const long = 'کتاب '.repeat(12_000);
  const raw = await service.request('/read', {
    method: 'POST',
    headers: FORM,
    body: `text=${encodeURIComponent(long)}`,
  });
  expect(raw.status).toBe(413);
  expect(raw.headers.connection).toBe('close');
  const cut = shown(raw.text);
  expect(cut).toMatchObject({ error: 'payload_too_large' });
  const kept = at(cut, 'kept');
  expect(typeof kept === 'string' && long.startsWith(kept) && kept.endsWith('کتاب')).toBe(true);
  expect(Buffer.byteLength(String(kept))).toBeGreaterThan(MAX_READ_BYTES - 200);
  expect(Buffer.byteLength(String(kept))).toBeLessThanOrEqual(MAX_READ_BYTES);
  const ascii = await service.request('/read', { method: 'POST', headers: FORM, body: `text=${'a'.repeat(110_000)}` });
  expect(ascii.status).toBe(413);
  expect(shown(ascii.text)).toMatchObject({ posted: MAX_READ_BYTES, error: 'payload_too_large' });
});

test('an empty text, broken escapes or another type than a form are a 400 page, keeping what can be read', async () => {
  const empty = await service.request('/read', { method: 'POST', headers: FORM, body: 'text=++' });
  expect(empty.status).toBe(400);
  expect(shown(empty.text)).toMatchObject({ error: 'missing_parameter' });
  const broken = await service.request('/read', { method: 'POST', headers: FORM, body: 'text=%DA%A9%D8%ZZ+%D8' });
  expect(broken.status).toBe(400);
  expect(shown(broken.text)).toMatchObject({ kept: 'ک\uFFFD%ZZ \uFFFD', error: 'invalid_parameter' });
  const multipart = await service.request('/read', {
    method: 'POST',
    headers: { 'Content-Type': 'multipart/form-data; boundary=x', Accept: 'text/html' },
    body: '--x\r\nContent-Disposition: form-data; name="text"\r\n\r\nکتاب\r\n--x--\r\n',
  });
  expect(multipart.status).toBe(400);
  expect(multipart.headers.connection).toBe('close');
  expect(shown(multipart.text)).toMatchObject({ posted: 0, error: 'invalid_parameter' });
});

test('GET /read is a page like the others, with no posted text; POST elsewhere stays 405', async () => {
  const page = await service.request(`/read?text=${encodeURIComponent('کتاب')}`, { headers: { Accept: 'text/html' } });
  expect(page.status).toBe(200);
  expect(shown(page.text)).toEqual({ posted: null });
  const elsewhere = await service.request('/search', { method: 'POST', headers: FORM, body: 'text=a' });
  expect(elsewhere.status).toBe(405);
});
