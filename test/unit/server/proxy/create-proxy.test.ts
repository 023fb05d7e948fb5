import { expect, test, vi } from 'vitest';
import { ApiError } from '../../../../src/server/ports/api-error';
import { cacheKey, createProxy } from '../../../../src/server/proxy/create-proxy';
import type { FetchLike } from '../../../../src/server/proxy/upstream-fetch';
import { WAIT_UNNAMED_S } from '../../../../src/shared/wire/waits';

const TOKEN = 'UPSTREAM-unit-0123456789';
const suggestBody = (word: string) =>
  JSON.stringify({
    response: { status: true, code: 200, state: null },
    meta: { q: word },
    data: { suggestion: [word] },
  });

/** A fake upstream: records every URL and answers after `release()`. */
function fakeUpstream(
  answer: (url: URL) => Response | Promise<Response> = (url) =>
    new Response(suggestBody(url.searchParams.get('q') ?? '')),
) {
  const urls: URL[] = [];
  const fetch: FetchLike = async (url) => {
    urls.push(new URL(url));
    return answer(new URL(url));
  };
  return { urls, fetch };
}

function proxyWith(
  fetch: FetchLike,
  extra: { now?: () => number; ttlMs?: number; timeoutMs?: number; cacheBytes?: number } = {},
) {
  const problems: string[] = [];
  const made = createProxy({
    upstream: 'http://upstream.test/base/',
    token: TOKEN,
    cacheBytes: extra.cacheBytes ?? 1024 * 1024,
    ttlMs: extra.ttlMs ?? 60_000,
    timeoutMs: extra.timeoutMs ?? 1_000,
    fetch,
    onProblem: (message) => problems.push(message),
    ...(extra.now === undefined ? {} : { now: extra.now }),
  });
  return { ...made, problems };
}

test('asks the upstream path with our token and compact JSON; the key is the parameters in a fixed order', async () => {
  const upstream = fakeUpstream();
  const { proxy } = proxyWith(upstream.fetch);
  expect(await proxy('suggest', { q: 'امی' })).toEqual({ data: { suggestion: ['امی'] } });
  const url = upstream.urls[0];
  expect(url?.pathname).toBe('/base/v3/suggest');
  expect(url?.searchParams.get('token')).toBe(TOKEN);
  expect(url?.searchParams.get('prettyprint')).toBe('false');
  expect(cacheKey('search', { rows: '10', q: 'a' })).toBe('GET /v3/search?q=a&rows=10');
});

test('concurrent identical calls make one upstream request; a later one is served from the cache', async () => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((done) => (release = done));
  const upstream = fakeUpstream(async (url) => {
    await gate;
    return new Response(suggestBody(url.searchParams.get('q') ?? ''));
  });
  const { proxy, stats } = proxyWith(upstream.fetch);
  const calls = Array.from({ length: 20 }, () => proxy('suggest', { q: 'ام' }));
  release();
  const answers = await Promise.all(calls);
  expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
  expect(upstream.urls).toHaveLength(1);
  await proxy('suggest', { q: 'ام' });
  expect(upstream.urls).toHaveLength(1);
  expect(stats.upstreamCalls).toBe(1);
  await proxy('suggest', { q: 'امی' });
  expect(upstream.urls).toHaveLength(2);
});

test('a cached answer is served for the TTL, a hit does not extend it, and then it is asked again', async () => {
  let now = 5_000;
  const upstream = fakeUpstream();
  const { proxy } = proxyWith(upstream.fetch, { now: () => now, ttlMs: 1_000 });
  await proxy('suggest', { q: 'ا' });
  now = 5_500;
  await proxy('suggest', { q: 'ا' });
  now = 5_999;
  await proxy('suggest', { q: 'ا' });
  expect(upstream.urls).toHaveLength(1);
  now = 6_001;
  await proxy('suggest', { q: 'ا' });
  expect(upstream.urls).toHaveLength(2);
});

test('the cache holds no more than its bytes: the least recently asked answer goes first', async () => {
  const upstream = fakeUpstream();
  // Room for two small suggest answers, not three.
  const { proxy } = proxyWith(upstream.fetch, { cacheBytes: 400 });
  const ask = (q: string) => proxy('suggest', { q });
  await ask('الف');
  await ask('ب');
  await ask('الف'); // now the most recently used
  await ask('پ'); // evicts ب
  expect(upstream.urls).toHaveLength(3);
  await ask('الف');
  await ask('پ');
  expect(upstream.urls).toHaveLength(3);
  await ask('ب');
  expect(upstream.urls).toHaveLength(4);
});

test('a TTL of 0 caches nothing', async () => {
  const upstream = fakeUpstream();
  const { proxy } = proxyWith(upstream.fetch, { ttlMs: 0 });
  await proxy('suggest', { q: 'ا' });
  await proxy('suggest', { q: 'ا' });
  expect(upstream.urls).toHaveLength(2);
});

test('errors are not cached: a 404 is asked again', async () => {
  const upstream = fakeUpstream(
    () =>
      new Response(JSON.stringify({ response: { status: false, code: 404, error: 'not_found', message: 'none' } }), {
        status: 404,
      }),
  );
  const { proxy } = proxyWith(upstream.fetch);
  await expect(proxy('word', { title: 'x', db: 'moein', num: '1' })).rejects.toMatchObject({ status: 404 });
  await expect(proxy('word', { title: 'x', db: 'moein', num: '1' })).rejects.toMatchObject({ status: 404 });
  expect(upstream.urls).toHaveLength(2);
});

test('an unreachable upstream is a 503 with Retry-After; the operator learns why, without the token', async () => {
  const refused = proxyWith(() => Promise.reject(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } })));
  const error: unknown = await refused.proxy('suggest', { q: 'x' }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 503, word: 'unavailable', headers: { 'Retry-After': String(WAIT_UNNAMED_S) } });
  expect(refused.problems.join('\n')).toContain('ECONNREFUSED');
  for (const line of refused.problems) expect(line).not.toContain(TOKEN);
});

/** An upstream that never answers: the request hangs until its signal aborts it, as fetch does. */
const silent: FetchLike = (_, init) =>
  new Promise((_resolve, reject) => init.signal.addEventListener('abort', () => reject(init.signal.reason)));

/** An upstream that sends its head at once, then its body never ends. */
const stalled: FetchLike = (_, init) =>
  Promise.resolve(
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"response":'));
          init.signal.addEventListener('abort', () => controller.error(init.signal.reason));
        },
      }),
    ),
  );

test.each([
  ['no head', silent],
  ['a body that never ends', stalled],
])('an upstream that sends %s is a 503 with Retry-After at its deadline, not before', async (_, fetch) => {
  vi.useFakeTimers();
  try {
    const slow = proxyWith(fetch, { timeoutMs: 2_000 });
    let outcome: unknown = 'pending';
    slow.proxy('suggest', { q: 'x' }).then(
      (members) => (outcome = members),
      (error: unknown) => (outcome = error),
    );
    await vi.advanceTimersByTimeAsync(1_999);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(ApiError);
    expect(outcome).toMatchObject({
      status: 503,
      word: 'unavailable',
      headers: { 'Retry-After': String(WAIT_UNNAMED_S) },
    });
    expect(slow.problems).toEqual(['suggest: upstream unreachable: no answer in time']);
  } finally {
    vi.useRealTimers();
  }
});

test('an upstream that answers in time leaves no deadline behind', async () => {
  vi.useFakeTimers();
  try {
    const { proxy } = proxyWith(fakeUpstream().fetch, { timeoutMs: 2_000 });
    expect(await proxy('suggest', { q: 'x' })).toEqual({ data: { suggestion: ['x'] } });
    expect(vi.getTimerCount()).toBe(0);
  } finally {
    vi.useRealTimers();
  }
});

test('an upstream answer too large to be a v3 answer is our 500, and is not cached', async () => {
  const big = `{"pad":"${'x'.repeat(4 * 1024 * 1024)}"}`;
  const upstream = fakeUpstream(() => new Response(big));
  const { proxy } = proxyWith(upstream.fetch);
  await expect(proxy('suggest', { q: 'x' })).rejects.toMatchObject({ status: 500, word: 'internal_error' });
  await expect(proxy('suggest', { q: 'x' })).rejects.toMatchObject({ status: 500, word: 'internal_error' });
  expect(upstream.urls).toHaveLength(2);
});

const LIMIT = 4 * 1024 * 1024;

/** A body sent in `count` chunks of `size` bytes, each made only when read; says how far it was read. */
function countedBody(count: number, size: number) {
  const seen = { pulled: 0, cancelled: false };
  const chunk = new Uint8Array(size).fill(0x78);
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (seen.pulled === count) return controller.close();
        seen.pulled += 1;
        controller.enqueue(chunk);
      },
      cancel() {
        seen.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, seen };
}

test('a chunked upstream answer past the limit is refused as our 500 and cancelled, not read whole', async () => {
  const bodies: ReturnType<typeof countedBody>[] = [];
  const upstream = fakeUpstream(() => {
    const body = countedBody(1000, 64 * 1024);
    bodies.push(body);
    return new Response(body.stream);
  });
  const { proxy } = proxyWith(upstream.fetch);
  await expect(proxy('suggest', { q: 'x' })).rejects.toMatchObject({ status: 500, word: 'internal_error' });
  await expect(proxy('suggest', { q: 'x' })).rejects.toMatchObject({ status: 500, word: 'internal_error' });
  expect(upstream.urls).toHaveLength(2);
  for (const { seen } of bodies) {
    expect(seen.cancelled).toBe(true);
    expect(seen.pulled * 64 * 1024).toBeLessThanOrEqual(LIMIT + 64 * 1024);
  }
});

test('the limit counts bytes: a v3 answer of more bytes than the limit in fewer UTF-16 units is refused', async () => {
  // The word is sent twice (meta.q and the suggestion), two bytes a letter: past the limit in bytes,
  // half of it in UTF-16 units.
  const word = 'ب'.repeat(LIMIT / 4 + 100);
  const upstream = fakeUpstream(() => new Response(suggestBody(word)));
  const { proxy } = proxyWith(upstream.fetch);
  await expect(proxy('suggest', { q: 'x' })).rejects.toMatchObject({ status: 500, word: 'internal_error' });
});

test('an upstream Content-Length past the limit is refused before any of the body is read', async () => {
  const body = countedBody(100, 64 * 1024);
  const upstream = fakeUpstream(() => new Response(body.stream, { headers: { 'Content-Length': String(LIMIT + 1) } }));
  const { proxy } = proxyWith(upstream.fetch);
  await expect(proxy('suggest', { q: 'x' })).rejects.toMatchObject({ status: 500, word: 'internal_error' });
  expect(body.seen).toEqual({ pulled: 0, cancelled: true });
});

test('an answer just under the limit, read in chunks, is read whole and decoded across chunk edges', async () => {
  const word = 'ب'.repeat((LIMIT - 400) / 4);
  const bytes = new TextEncoder().encode(suggestBody(word));
  expect(bytes.byteLength).toBeLessThanOrEqual(LIMIT);
  // Odd-sized chunks split the two-byte letters between chunks.
  const chunks = Array.from({ length: Math.ceil(bytes.byteLength / 65_537) }, (_, i) =>
    bytes.subarray(i * 65_537, (i + 1) * 65_537),
  );
  const upstream = fakeUpstream(
    () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            for (const chunk of chunks) controller.enqueue(chunk);
            controller.close();
          },
        }),
      ),
  );
  const { proxy } = proxyWith(upstream.fetch);
  expect(await proxy('suggest', { q: 'x' })).toEqual({ data: { suggestion: [word] } });
});
