import { expect, test } from 'vitest';
import { cacheKeyOf, excessOf, handlingOf, type RequestFacts } from '../../../../src/web/sw/sw-requests';

const ORIGIN = 'https://farhang.example';
const PRECACHED = new Set(['/index.html', '/assets/index-AbC123.js', '/icons/icon.svg']);

const get = (url: string, mode = 'cors'): RequestFacts => ({ method: 'GET', mode, url });
const handling = (request: RequestFacts) => handlingOf(request, ORIGIN, PRECACHED);

test('pages of the app, at any route, fall back to the shell', () => {
  for (const path of ['/', '/search?q=آب', '/word/moein/امید/1', '/settings', '/no/such/page']) {
    expect(handling(get(`${ORIGIN}${path}`, 'navigate')), path).toBe('shell');
  }
});

test('a navigation to the API, a file, the worker or another site is left to the browser', () => {
  for (const path of ['/v3/word?title=x&db=moein&num=1', '/config.json', '/opensearch.xml', '/sw.js', '/assets/x.js']) {
    expect(handling(get(`${ORIGIN}${path}`, 'navigate')), path).toBe('network');
  }
  expect(handling(get('https://elsewhere.example/word/moein/x/1', 'navigate'))).toBe('network');
});

test('the three reads of the v3 API are kept, words apart from lists, from this origin or another service', () => {
  for (const [method, kept] of [
    ['word', 'word'],
    ['search', 'list'],
    ['suggest', 'list'],
  ] as const) {
    expect(handling(get(`${ORIGIN}/v3/${method}?q=x&token=1.abc`))).toBe(kept);
    expect(handling(get(`https://api.example.org/dict/v3/${method}?q=x&token=1.abc`))).toBe(kept);
  }
  expect(handling(get(`${ORIGIN}/v3/other?q=x`))).toBe('network');
  expect(handling(get(`${ORIGIN}/v3/word/extra?q=x`))).toBe('network');
});

test('only GET is ever answered from a cache', () => {
  for (const method of ['POST', 'HEAD', 'OPTIONS']) {
    expect(handling({ method, mode: 'cors', url: `${ORIGIN}/v3/word?q=x` })).toBe('network');
    expect(handling({ method, mode: 'navigate', url: `${ORIGIN}/` })).toBe('network');
  }
});

test('/config.json has its own handling, built files come from the precache, the rest from the network', () => {
  expect(handling(get(`${ORIGIN}/config.json`))).toBe('config');
  expect(handling(get(`${ORIGIN}/assets/index-AbC123.js`))).toBe('precached');
  expect(handling(get(`${ORIGIN}/icons/icon.svg`))).toBe('precached');
  expect(handling(get(`${ORIGIN}/assets/index-Old999.js`))).toBe('network');
  expect(handling(get('https://elsewhere.example/assets/index-AbC123.js'))).toBe('network');
  expect(handling(get('https://elsewhere.example/config.json'))).toBe('network');
});

test('a cache key never holds the token, wherever it stands in the query', () => {
  const token = '12.abcdefghijklmnopqrstuvwxyz0123456789ABCD';
  const urls = [
    `${ORIGIN}/v3/word?title=%D8%A7%D9%85%DB%8C%D8%AF&db=moein&num=1&token=${token}&product=farhang-web`,
    `${ORIGIN}/v3/search?token=${token}&q=x`,
    `${ORIGIN}/v3/suggest?q=x&token=${token}&token=${token}`,
    `${ORIGIN}/v3/suggest?q=x&token=${encodeURIComponent(token)}#token=${token}`,
  ];
  for (const url of urls) {
    const key = cacheKeyOf(url);
    expect(key).not.toContain(token);
    expect(new URL(key).searchParams.has('token')).toBe(false);
  }
});

test('the key keeps every other parameter, in order, so different requests never share a key', () => {
  const key = cacheKeyOf(`${ORIGIN}/v3/word?title=%D8%A7%D9%85%DB%8C%D8%AF&db=moein&num=1&token=1.a&product=p`);
  expect(key).toBe(`${ORIGIN}/v3/word?title=%D8%A7%D9%85%DB%8C%D8%AF&db=moein&num=1&product=p`);
  expect([...new URL(key).searchParams.entries()]).toEqual([
    ['title', 'امید'],
    ['db', 'moein'],
    ['num', '1'],
    ['product', 'p'],
  ]);
  expect(cacheKeyOf(`${ORIGIN}/v3/word?title=a&num=1&token=1.a`)).not.toBe(
    cacheKeyOf(`${ORIGIN}/v3/word?title=a&num=2&token=1.a`),
  );
});

test('two tokens asking the same thing share one key', () => {
  expect(cacheKeyOf(`${ORIGIN}/v3/search?q=x&token=1.aaa`)).toBe(cacheKeyOf(`${ORIGIN}/v3/search?q=x&token=2.bbb`));
  expect(cacheKeyOf(`${ORIGIN}/v3/search?q=x&token=1.aaa`)).toBe(cacheKeyOf(`${ORIGIN}/v3/search?q=x`));
});

test('the oldest entries past the bound are the ones to drop', () => {
  expect(excessOf(0, 500)).toBe(0);
  expect(excessOf(500, 500)).toBe(0);
  expect(excessOf(501, 500)).toBe(1);
  expect(excessOf(3, 1)).toBe(2);
});

test('the picture reader’s files are kept once used, never at install, and only from its hash-named folder', () => {
  for (const file of ['worker.min.js', 'tesseract-core-simd-lstm.wasm', 'fas.traineddata.gz']) {
    expect(handling(get(`${ORIGIN}/assets/ocr-d66abe2f80/${file}`)), file).toBe('ocr');
  }
  expect(handling(get(`${ORIGIN}/assets/ocr-d66abe2f80/../index-AbC123.js`))).toBe('precached');
  expect(handling(get(`${ORIGIN}/assets/ocr-notahash/worker.min.js`))).toBe('network');
  expect(handling(get(`https://elsewhere.example/assets/ocr-d66abe2f80/worker.min.js`))).toBe('network');
});
