import { expect, test } from 'vitest';
import { ApiError } from '../../../../src/server/http/api-error';
import { cacheKey, createProxy } from '../../../../src/server/proxy/create-proxy';
import type { FetchLike } from '../../../../src/server/proxy/upstream-fetch';

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

function proxyWith(fetch: FetchLike, extra: { now?: () => number; ttlMs?: number; timeoutMs?: number } = {}) {
  const problems: string[] = [];
  const made = createProxy({
    upstream: 'http://upstream.test/base/',
    token: TOKEN,
    cacheBytes: 1024 * 1024,
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

test('a cached answer expires after the TTL and is asked again', async () => {
  let now = 0;
  const upstream = fakeUpstream();
  const { proxy } = proxyWith(upstream.fetch, { now: () => now, ttlMs: 1_000 });
  await proxy('suggest', { q: 'ا' });
  now = 999;
  await proxy('suggest', { q: 'ا' });
  expect(upstream.urls).toHaveLength(1);
  now = 1_000;
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

test('an unreachable or too slow upstream is a 503 with Retry-After; the operator learns why, without the token', async () => {
  const refused = proxyWith(() => Promise.reject(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } })));
  const error: unknown = await refused.proxy('suggest', { q: 'x' }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 503, word: 'unavailable', headers: { 'Retry-After': '5' } });
  expect(refused.problems.join('\n')).toContain('ECONNREFUSED');

  const slow = proxyWith(
    (_, init) =>
      new Promise((_resolve, reject) => init.signal.addEventListener('abort', () => reject(init.signal.reason))),
    {
      timeoutMs: 50,
    },
  );
  await expect(slow.proxy('suggest', { q: 'x' })).rejects.toMatchObject({ status: 503 });
  expect(slow.problems.join('\n')).toContain('no answer in time');
  for (const line of [...refused.problems, ...slow.problems]) expect(line).not.toContain(TOKEN);
});

test('an upstream answer too large to be a v3 answer is our 500, and is not cached', async () => {
  const big = `{"pad":"${'x'.repeat(4 * 1024 * 1024)}"}`;
  const upstream = fakeUpstream(() => new Response(big));
  const { proxy } = proxyWith(upstream.fetch);
  await expect(proxy('suggest', { q: 'x' })).rejects.toMatchObject({ status: 500, word: 'internal_error' });
  await expect(proxy('suggest', { q: 'x' })).rejects.toMatchObject({ status: 500, word: 'internal_error' });
  expect(upstream.urls).toHaveLength(2);
});
