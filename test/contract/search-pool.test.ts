/**
 * Meaning and like searches on the pool of worker threads (decision 018, docs/v3-contract.md
 * §10.6): the same answers, byte for byte, as on the main thread; cheap lookups answered
 * while heavy searches run; a busy pool is a JSON 503 with Retry-After, never a stall.
 */
import { afterAll, expect, test } from 'vitest';
import { at } from '../support/service/json';
import { queryString, rawRequest, startService, type Reply } from '../support/service/harness';

const [pooled, plain, idle] = await Promise.all([
  startService({ pool: { size: 2, budgetMs: 5000 } }),
  startService(),
  // A pool whose threads never start: no pooled search could be answered within its budget.
  startService({ pool: { size: 1, budgetMs: 300, start: false } }),
]);
afterAll(() => Promise.all([pooled.stop(), plain.stop(), idle.stop()]));

const SEARCHES: readonly Record<string, string>[] = [
  { q: 'امید', type: 'like' },
  { q: 'امید', type: 'like', filter: 'moein', rows: '2', start: '1' },
  { q: 'اسمان', type: 'like', prettyprint: 'true' },
  { q: 'امید بستن', type: 'text' },
  { q: 'چشمداشت', type: 'text', rows: '50' },
  { q: 'داشتن', type: 'text', start: '2', rows: '3', filter: 'dehkhoda,moein' },
  { q: 'نیست‌واژه', type: 'text' },
];

test('pooled meaning and like searches answer exactly as the main thread does', async () => {
  for (const params of SEARCHES) {
    const [viaPool, direct] = await Promise.all([pooled.call('search', params), plain.call('search', params)]);
    expect(viaPool.status, JSON.stringify(params)).toBe(direct.status);
    expect(viaPool.text, JSON.stringify(params)).toBe(direct.text);
  }
  // The comparison compares something: found results, in several orders, and a 404.
  const statuses = await Promise.all(SEARCHES.map(async (params) => (await plain.call('search', params)).status));
  expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(5);
});

function expectBusy(reply: Reply): void {
  expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(at(reply.body, 'response')).toMatchObject({ status: false, code: 503, error: 'unavailable', state: null });
  expect(reply.headers['retry-after']).toMatch(/^\d+$/);
}

test('cheap lookups are answered while one client sends heavy searches; each heavy one is 200 or a JSON 503', async () => {
  const heavy = Array.from({ length: 24 }, (_, i) =>
    rawRequest(
      pooled.port,
      `/v3/search${queryString({ q: i % 2 === 0 ? 'داشتن' : 'امیدی', type: i % 2 === 0 ? 'text' : 'like', token: pooled.token })}`,
      { localAddress: '127.0.0.2' },
    ),
  );
  const cheap = Array.from({ length: 8 }, () =>
    rawRequest(pooled.port, `/v3/word${queryString({ title: 'امید', db: 'moein', num: '2', token: pooled.token })}`, {
      localAddress: '127.0.0.3',
    }),
  );
  for (const reply of await Promise.all(cheap)) {
    expect(reply.status).toBe(200);
    expect(at(reply.body, 'word', 'title')).toBe('امید');
  }
  for (const reply of await Promise.all(heavy)) {
    if (reply.status === 200) expect(at(reply.body, 'response', 'code')).toBe(200);
    else expectBusy(reply);
  }
});

test('a busy pool answers its searches 503 with Retry-After at once while word, exact and suggest are answered', async () => {
  const replies = await Promise.all([
    idle.call('search', { q: 'امید', type: 'text' }),
    idle.call('search', { q: 'امید', type: 'like' }),
  ]);
  for (const reply of replies) {
    expectBusy(reply);
    expect(String(at(reply.body, 'response', 'message'))).toMatch(/within its time budget/);
  }
  expect((await idle.call('word', { title: 'امید', db: 'moein', num: '2' })).status).toBe(200);
  expect((await idle.call('search', { q: 'امید' })).status).toBe(200);
  expect((await idle.call('suggest', { q: 'ام' })).status).toBe(200);
});
