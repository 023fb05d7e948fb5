/**
 * Pages drawn by the service over real HTTP, as a reader without JavaScript, a search engine or a
 * messenger's link reader gets them: the status says what the page says, the meaning is in the
 * body (sanitised), the head names the word, and the state handed to the browser carries the
 * answer unbroken whatever the meaning holds — and never to a shared cache or another origin.
 */
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PAGE_STATE_ID } from '../../src/shared/render-port';
import { startCorpusService, type CorpusService } from '../support/browser/xss-service';

const BREAKERS = `پایان</script><script>alert(1)</script> <!-- نه --> ]]> خط\u2028جدا\u2029بند`;
const ENTRIES = [
  { db: 'moein', title: 'امید', text: '(اُ) (اِ.) 1 - <b>آرزو</b>. 2 - چشمداشت.<script>alert("x")</script>' },
  { db: 'amid', title: 'امید', text: 'دلگرمی به آینده.' },
  { db: 'wiki', title: 'شکستنی', text: BREAKERS },
];

let site: CorpusService;
beforeAll(async () => {
  site = await startCorpusService(ENTRIES);
});
afterAll(async () => {
  await site?.stop();
});

interface Reply {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/** A GET as a browser sends it for a page; `host` overrides the Host header. */
function get(path: string, host?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(`${site.origin}${path}`, {
      headers: { Accept: 'text/html', ...(host === undefined ? {} : { Host: host }) },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** The text of the page's state element, and what it parses to. */
function stateOf(html: string): { readonly text: string; readonly value: unknown } {
  const match = new RegExp(`<script type="application/json" id="${PAGE_STATE_ID}">([\\s\\S]*?)</script>`).exec(html);
  if (match?.[1] === undefined) throw new Error('the page has no state element');
  return { text: match[1], value: JSON.parse(match[1]) };
}

/** The texts of the page's inline stylesheets, in order. */
const stylesOf = (html: string): string[] =>
  [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((found) => found[1] ?? '');
const hashSource = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const word = (db: string, title: string, num = 1) => `/word/${db}/${encodeURIComponent(title)}/${num}`;

test('a word page arrives with its sanitised meaning, its name in the head and its answer in the state', async () => {
  const page = await get(word('moein', 'امید'));
  expect(page.status).toBe(200);
  // The meaning in the body: digits in Persian, markup kept, script gone.
  expect(page.body).toMatch(/<div class="entry__meaning"[^>]*>\(اُ\) \(اِ\.\) ۱ - <b>آرزو<\/b>\. ۲ - چشمداشت\.<\/div>/);
  expect(page.body).not.toContain('alert("x")');
  expect(page.body).toContain('<title>امید — فرهنگ فارسی معین | فرهنگ</title>');
  expect(page.body).toContain('<meta name="description" content="(اُ) (اِ.) ۱ - آرزو. ۲ - چشمداشت." />');
  expect(page.body).toContain(`<link rel="canonical" href="${site.origin}${word('moein', 'امید')}" />`);
  expect(page.body).toContain('<meta property="og:title" content="امید — فرهنگ فارسی معین" />');
  // The other dictionaries' entries of the same word are drawn too.
  expect(page.body).toContain('دلگرمی به آینده.');
  const state = stateOf(page.body).value;
  expect(JSON.stringify(state)).toContain('"title":"امید","title_en":"","pron":"","db":"moein"');
});

test('a page carries the token: private, never stored, readable by no other origin, CSP as strict as ever', async () => {
  const page = await get(word('moein', 'امید'));
  expect(JSON.stringify(stateOf(page.body).value)).toMatch(/"token":"[^"]+"/);
  expect(page.headers['cache-control']).toBe('private, no-store');
  expect(page.headers['access-control-allow-origin']).toBeUndefined();
  expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
  const csp = String(page.headers['content-security-policy']);
  expect(csp).not.toContain('unsafe-inline');
  // Scripts: the boot script, in the page and allowed by its hash alone, and the state, which is data.
  const scripts = page.body.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts).toEqual(['<script>', `<script type="application/json" id="${PAGE_STATE_ID}">`]);
  const boot = /<script>([\s\S]*?)<\/script>/.exec(page.body)?.[1] ?? '';
  expect(boot).toContain('farhang-modules');
  expect(csp).toContain(`script-src 'self' 'sha256-${createHash('sha256').update(boot).digest('base64')}';`);
  // Its stylesheets are in the page, each allowed by its hash alone: the app's first, then its
  // parts' (the word page's sections among them).
  const styles = stylesOf(page.body);
  expect(styles[0]).toContain('@font-face');
  expect(styles.some((style) => style.includes('.tense__table'))).toBe(true);
  expect(csp).toContain(`style-src 'self' ${styles.map(hashSource).join(' ')};`);
  // No stylesheet to fetch before the first paint: a part's carried one is named by a link of a
  // type no browser fetches, which tells the app's loader it is there.
  const links = page.body.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? [];
  expect(links).toHaveLength(styles.length - 1);
  for (const link of links)
    expect(link).toMatch(/^<link rel="stylesheet" type="text\/x-carried-css" href="\/assets\/[\w-]+\.css" \/>$/);
});

test('the home page carries only the app’s stylesheet: none of a word page’s sections, and its policy allows that one', async () => {
  const page = await get('/');
  const styles = stylesOf(page.body);
  expect(styles).toHaveLength(1);
  for (const rule of ['.tense__table', '.band', '.example__text', '.declined']) expect(styles[0]).not.toContain(rule);
  expect(page.body).not.toContain('rel="stylesheet"');
  expect(String(page.headers['content-security-policy'])).toContain(`style-src 'self' ${hashSource(styles[0] ?? '')};`);
});

test('a page names the app and its parts for after its first paint, all at once, and preloads its font', async () => {
  const page = await get(word('moein', 'امید'));
  const modules = /<meta name="farhang-modules" content="([^"]+)" \/>/.exec(page.body)?.[1]?.split(' ') ?? [];
  expect(modules[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  expect(modules).toContainEqual(expect.stringMatching(/^\/assets\/word-page-[\w-]+\.js$/));
  expect(page.body).not.toMatch(/<link[^>]*modulepreload/);
  for (const module of modules) expect((await get(module)).status, module).toBe(200);
  expect(page.body).toMatch(
    /<link rel="preload" as="font" type="font\/woff2" crossorigin href="\/assets\/vazirmatn-persian-[\w-]+\.woff2" \/>/,
  );
});

test('no meaning can break out of the state: </script>, <!--, ]]> and U+2028/2029 stay inside, unchanged', async () => {
  const page = await get(word('wiki', 'شکستنی'));
  expect(page.status).toBe(200);
  const { text, value } = stateOf(page.body);
  for (const breaker of ['</script', '<!--', ']]>', '\u2028', '\u2029', '<script']) expect(text).not.toContain(breaker);
  expect(JSON.stringify(value)).toContain(JSON.stringify(BREAKERS).slice(1, -1));
  // In the body, the same meaning is inert text.
  expect(page.body).not.toContain('<script>alert(1)</script>');
});

test('an unknown word is a 404 with a way on: a search for it and the search box', async () => {
  const page = await get(word('moein', 'ناواژه'));
  expect(page.status).toBe(404);
  expect(page.body).toContain('<h1>این واژه پیدا نشد</h1>');
  expect(page.body).toContain(`href="/search?q=${encodeURIComponent('ناواژه')}"`);
  expect(page.body).toContain('role="search"');
});

test('an unknown word close to a known one is a 404 that links the close headword, in the body and the state', async () => {
  const page = await get(word('moein', 'امیدی'));
  expect(page.status).toBe(404);
  expect(page.body).toContain('<h2 id="close-words-heading">واژه‌های نزدیک</h2>');
  // The close headword's own word page, first in the service's priority order (moein before amid).
  expect(page.body).toMatch(new RegExp(`<a href="${word('moein', 'امید')}"[^>]*>(?:<bdi[^>]*>)?امید(?:</bdi>)?</a>`));
  // The browser finds the answer in the state, so hydration asks no search again.
  expect(JSON.stringify(stateOf(page.body).value)).toContain('"close"');
});

test('an entry number past the last is a 404 that offers the headword’s entries, in the body', async () => {
  const page = await get(word('moein', 'امید', 99));
  expect(page.status).toBe(404);
  expect(page.body).toContain('<h1>این واژه پیدا نشد</h1>');
  expect(page.body).toMatch(new RegExp(`<a href="${word('moein', 'امید', 1)}"[^>]*>فرهنگ فارسی معین، مدخل ۱</a>`));
  expect(page.body).toMatch(new RegExp(`<a href="${word('amid', 'امید', 1)}"[^>]*>فرهنگ فارسی عمید، مدخل ۱</a>`));
});

test('a page address that cannot be read is a Persian 400 page with the search box, whatever it accepts', async () => {
  for (const path of ['/word/moein/%E0%A4%A/1', '/word/moein/%D8%FF/1', '/%E0']) {
    const page = await get(path);
    expect(page.status).toBe(400);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<h1>این نشانی خوانده نشد</h1>');
    expect(page.body).toContain('role="search"');
  }
  // Only /v3 answers JSON: a client that accepts anything gets the page too.
  const plain = await new Promise<readonly [number, string | undefined]>((resolve, reject) => {
    const req = request(`${site.origin}/word/moein/%E0%A4%A/1`, { headers: { Accept: '*/*' } });
    req.on('response', (res) => {
      res.resume();
      resolve([res.statusCode ?? 0, res.headers['content-type']]);
    });
    req.on('error', reject);
    req.end();
  });
  expect(plain).toEqual([400, 'text/html; charset=utf-8']);
});

test('a bad address or parameter is a 400 page, an unknown page a 404, never a 200', async () => {
  const badNum = await get('/word/moein/x/0');
  expect(badNum.status).toBe(400);
  expect(badNum.body).toContain('این نشانی به واژه‌ای نمی‌رسد');
  expect((await get('/word/nodict/x/1')).status).toBe(400);
  const longQ = await get(`/search?q=${'ب'.repeat(101)}`);
  expect(longQ.status).toBe(400);
  const nowhere = await get('/no/such/page');
  expect(nowhere.status).toBe(404);
  expect(nowhere.body).toContain('این صفحه پیدا نشد');
});

test('a search page arrives with its count, results, type switch and chips', async () => {
  const page = await get(`/search?q=${encodeURIComponent('امید')}`);
  expect(page.status).toBe(200);
  // React keeps the number and the word apart with an empty comment.
  expect(page.body).toMatch(/<p id="[^"]+" class="search-results__count" tabindex="-1">۲(<!-- -->)? نتیجه<\/p>/);
  expect(page.body).toContain(`href="${word('moein', 'امید')}"`);
  expect(page.body).toContain(`href="${word('amid', 'امید')}"`);
  expect(page.body).toContain('<legend class="type-switch__legend">نوع جست‌وجو</legend>');
  expect(page.body).toContain('class="db-chip db-chip--all"');
  expect(page.body).toContain('<title>«امید» | فرهنگ</title>');
});

test('the home page and the reader’s own pages are drawn as the shell, with the header', async () => {
  const home = await get('/');
  expect(home.status).toBe(200);
  expect(home.body).toContain('<h1 class="home__title">فرهنگ</h1>');
  expect(home.body).toContain(`<link rel="canonical" href="${site.origin}/" />`);
  const library = await get('/library');
  expect(library.status).toBe(200);
  expect(library.body).toContain('class="site-header"');
});

test('absolute URLs never come from the Host header a client sends; a foreign Host gets no page and no token', async () => {
  const port = new URL(site.origin).port;
  const page = await get(word('moein', 'امید'), `localhost:${port}`);
  expect(page.status).toBe(200);
  expect(page.body).toContain(`<meta property="og:url" content="${site.origin}${word('moein', 'امید')}" />`);
  for (const path of [word('moein', 'امید'), '/config.json', '/']) {
    const foreign = await get(path, 'evil.example');
    expect(foreign.status, path).toBe(421);
    expect(foreign.headers['content-type'], path).toBe('application/json; charset=utf-8');
    expect(JSON.parse(foreign.body).response, path).toMatchObject({ status: false, code: 421, error: 'unknown_host' });
    expect(foreign.body, path).not.toMatch(/token/i);
  }
});
