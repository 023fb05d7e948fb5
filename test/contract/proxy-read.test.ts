/**
 * `POST /api/read` in proxy mode: the same words as the upstream's own reading, from one exact
 * search per distinct candidate headword, cached like every proxied search, with the same
 * examples (ours, shipped: no upstream call of their own).
 */
import { afterAll, expect, test } from 'vitest';
import * as v from '../../src/shared/wire/check';
import { readBodySchema } from '../../src/shared/wire/read';
import { wordViews } from '../../src/shared/reading/reading-view';
import { startProxy } from '../unit/server/proxy/start-proxy';
import { at, list } from '../support/service/json';
import { startService, type Reply } from '../support/service/harness';

const upstream = await startService({ data: ['test/fixtures/reading.jsonl'] });
const proxy = await startProxy({ upstream: `http://127.0.0.1:${upstream.port}`, upstreamToken: upstream.token });
afterAll(async () => {
  await proxy.stop();
  await upstream.stop();
});

const TEXT = 'کتاب‌ها و کتاب را دوستش داشتم؛ آنها تصمیم نخواهند گرفت. Book!';
const PLAIN = { 'Content-Type': 'text/plain; charset=utf-8' };

function words(reply: Reply) {
  expect(reply.status).toBe(200);
  const read = v.safeParse(readBodySchema, reply.body);
  if (!read.success) throw new Error(`not a reading body: ${reply.text}`);
  return wordViews(TEXT, read.output);
}

/** The exact searches the upstream has answered so far (its own request log). */
function upstreamSearches(): string[] {
  return upstream.logs
    .map((line) => String(at(JSON.parse(line), 'path')))
    .filter((path) => path.startsWith('/v3/search'));
}

test('the proxy reads a text into the same words as the upstream, one exact search per distinct candidate', async () => {
  const filter = '&filter=moein,fa2en,en2fa';
  const direct = await upstream.request(`/api/read?token=${upstream.token}${filter}`, {
    method: 'POST',
    headers: PLAIN,
    body: TEXT,
  });
  const before = upstreamSearches().length;
  const proxied = await proxy.request(`/api/read?token=${proxy.token}${filter}`, {
    method: 'POST',
    headers: PLAIN,
    body: TEXT,
  });
  // An exact search carries no example: the proxy's are our own corpora's, the upstream's the same.
  expect(words(direct).some((word) => word.headwords.some((entry) => entry.example !== undefined))).toBe(true);
  expect(words(proxied)).toEqual(words(direct));
  expect(words(proxied).find((word) => word.parts !== undefined)?.headwords[0]?.title).toBe('دوست داشتن');
  const asked = upstreamSearches().slice(before);
  expect(asked.length).toBe(proxy.stats.upstreamCalls);
  expect(new Set(asked).size).toBe(asked.length);
  expect(asked.every((path) => path.includes('type=exact'))).toBe(true);
  // «کتاب» written twice, and as the plural's headword: one search for it.
  expect(asked.filter((path) => path.includes(`q=${encodeURIComponent('کتاب')}&`))).toHaveLength(1);

  const again = await proxy.request(`/api/read?token=${proxy.token}${filter}`, {
    method: 'POST',
    headers: PLAIN,
    body: TEXT,
  });
  expect(words(again)).toEqual(words(direct));
  expect(upstreamSearches().length).toBe(before + asked.length);
});

test("a word's examples through the proxy are the ones the upstream gives, with their credits, and only when asked", async () => {
  const params = { title: 'کتاب', db: 'moein', num: '1' };
  const direct = await upstream.call('word', { ...params, examples: 'true' });
  const proxied = await proxy.call('word', { ...params, examples: 'true' });
  expect(proxied.status).toBe(200);
  expect(list(direct.body, 'examples').length).toBeGreaterThan(0);
  expect(at(proxied.body, 'examples')).toEqual(at(direct.body, 'examples'));
  expect(at(proxied.body, 'word')).toEqual(at(direct.body, 'word'));
  const plain = await proxy.call('word', params);
  expect(plain.body).not.toHaveProperty('examples');
});
