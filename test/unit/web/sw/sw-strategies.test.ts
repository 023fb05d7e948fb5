/**
 * The worker's answers against an in-memory Cache Storage (keys kept in insertion order, a put
 * moving its key to the end, as browsers do) and a stubbed network.
 */
import { afterEach, expect, test, vi } from 'vitest';
import {
  keptOrFetched,
  networkThenCopy,
  pageOrShell,
  SHELL_PATH,
  type Keeping,
} from '../../../../src/web/sw/sw-strategies';

const ORIGIN = 'https://farhang.example';

class MemoryCache {
  readonly entries = new Map<string, Response>();
  async put(key: string, response: Response): Promise<void> {
    this.entries.delete(key);
    this.entries.set(key, response);
  }
  async match(key: string): Promise<Response | undefined> {
    return this.entries.get(key)?.clone();
  }
  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(key: Request): Promise<boolean> {
    return this.entries.delete(key.url);
  }
}

function memoryCaches() {
  const named = new Map<string, MemoryCache>();
  const open = async (name: string) => {
    const cache = named.get(name) ?? new MemoryCache();
    named.set(name, cache);
    return cache;
  };
  const absolute = (key: string) => new URL(key, ORIGIN).href;
  const match = async (key: string, options: { cacheName: string }) =>
    named.get(options.cacheName)?.match(absolute(key));
  vi.stubGlobal('caches', { open, match });
  return {
    open: async (name: string) => open(name),
    put: async (name: string, key: string, body: string) => (await open(name)).put(absolute(key), new Response(body)),
  };
}

function network(answer: (url: string) => Response | Error) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    asked.push(request.url);
    const result = answer(request.url);
    if (result instanceof Error) throw result;
    return result;
  });
  return asked;
}

function keeping(max = 500): Keeping & { readonly work: Promise<unknown>[] } {
  const work: Promise<unknown>[] = [];
  return { cacheName: 'answers', max, keepAlive: (promise) => work.push(promise), work };
}

const wordUrl = (title: string, token = '1.secret') =>
  `${ORIGIN}/v3/word?title=${encodeURIComponent(title)}&db=moein&num=1&token=${token}`;

afterEach(() => {
  vi.unstubAllGlobals();
});

test('online, the network answers and a copy is kept under the token-free key', async () => {
  const store = memoryCaches();
  network(() => Response.json({ word: 'آب' }));
  const keep = keeping();
  const response = await networkThenCopy(new Request(wordUrl('آب')), keep);
  expect(await response.json()).toEqual({ word: 'آب' });
  await Promise.all(keep.work);
  const keys = [...(await store.open('answers')).entries.keys()];
  expect(keys).toEqual([`${ORIGIN}/v3/word?title=%D8%A2%D8%A8&db=moein&num=1`]);
});

test('offline, the kept copy answers, even when asked with another token', async () => {
  const store = memoryCaches();
  network(() => Response.json({ word: 'آب' }));
  const keep = keeping();
  await networkThenCopy(new Request(wordUrl('آب')), keep);
  await Promise.all(keep.work);
  network(() => new TypeError('Failed to fetch'));
  const response = await networkThenCopy(new Request(wordUrl('آب', '2.other')), keeping());
  expect(await response.json()).toEqual({ word: 'آب' });
  expect((await store.open('answers')).entries.size).toBe(1);
});

test('offline with no copy, the network failure goes through to the app', async () => {
  memoryCaches();
  const failure = new TypeError('Failed to fetch');
  network(() => failure);
  await expect(networkThenCopy(new Request(wordUrl('هرگز')), keeping())).rejects.toBe(failure);
});

test('only a 200 is kept: a 404, a 401 or a 503 is passed on and never stored', async () => {
  const store = memoryCaches();
  for (const status of [404, 401, 503]) {
    network(() => Response.json({ response: { status: false, code: status } }, { status }));
    const keep = keeping();
    const response = await networkThenCopy(new Request(wordUrl(`x${status}`)), keep);
    expect(response.status).toBe(status);
    expect(keep.work).toEqual([]);
  }
  expect((await store.open('answers')).entries.size).toBe(0);
});

test('the copies are bounded: past the bound the oldest go, and a word read again is new again', async () => {
  const store = memoryCaches();
  network(() => Response.json({}));
  const read = async (title: string) => {
    const keep = keeping(3);
    await networkThenCopy(new Request(wordUrl(title)), keep);
    await Promise.all(keep.work);
  };
  for (const title of ['a', 'b', 'c', 'a', 'd']) await read(title);
  const titles = [...(await store.open('answers')).entries.keys()].map((key) => new URL(key).searchParams.get('title'));
  expect(titles).toEqual(['c', 'a', 'd']);
});

test('a page comes from the network while it answers in time, else from the cached shell', async () => {
  const store = memoryCaches();
  await store.put('shell', SHELL_PATH, 'cached shell');
  network(() => new Response('fresh page'));
  expect(await (await pageOrShell(new Request(`${ORIGIN}/word/moein/آب/1`), 'shell', 1000)).text()).toBe('fresh page');
  network(() => new TypeError('Failed to fetch'));
  expect(await (await pageOrShell(new Request(`${ORIGIN}/word/moein/آب/1`), 'shell', 1000)).text()).toBe(
    'cached shell',
  );
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
  expect(await (await pageOrShell(new Request(`${ORIGIN}/search?q=x`), 'shell', 20)).text()).toBe('cached shell');
});

test('with no shell kept, a page waits for whatever the network says', async () => {
  memoryCaches();
  const failure = new TypeError('Failed to fetch');
  network(() => failure);
  await expect(pageOrShell(new Request(`${ORIGIN}/`), 'shell', 1000)).rejects.toBe(failure);
});

test('a picture reader’s file is fetched once: after that, online or off, its kept copy answers', async () => {
  const store = memoryCaches();
  const url = `${ORIGIN}/assets/ocr-d66abe2f80/fas.traineddata.gz`;
  const asked = network(() => new Response('model'));
  const keep = keeping(14);
  await expect((await keptOrFetched(new Request(url), keep)).text()).resolves.toBe('model');
  await Promise.all(keep.work);
  network(() => new Error('offline'));
  await expect((await keptOrFetched(new Request(url), keep)).text()).resolves.toBe('model');
  expect(asked).toEqual([url]);
  expect([...(await store.open('answers')).entries.keys()]).toEqual([url]);
});
