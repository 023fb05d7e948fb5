/**
 * What a 503 means to the load balancer (serving/turn-away.ts): a replica whose data is still
 * loading closes a trusted proxy's request unanswered, so nginx asks another replica; a request
 * that cannot be answered now on a replica that can serve is a JSON 503 with Retry-After, to the
 * proxy as to anyone, which nginx passes on without leaving the replica out.
 */
import { afterAll, expect, test } from 'vitest';
import { at } from '../support/service/json';
import { queryString, rawRequest, startService } from '../support/service/harness';

// The proxy is 127.0.0.1; a client that reaches the replica directly comes from 127.0.0.2.
const DIRECT = { localAddress: '127.0.0.2' };
const [loading, busy] = await Promise.all([
  startService({ engine: () => () => undefined, trustProxy: ['127.0.0.1'] }),
  // A pool whose threads never start: every meaning search is shed with a 503.
  startService({ pool: { size: 1, budgetMs: 300, start: false }, trustProxy: ['127.0.0.1'] }),
]);
afterAll(() => Promise.all([loading.stop(), busy.stop()]));

const search = (token: string, type = 'exact'): string =>
  `/v3/search${queryString({ q: 'امید', type, token, product: 'balancer' })}`;

test('a replica still loading its data closes the proxy’s request unanswered, logs why, and counts nothing', async () => {
  await expect(rawRequest(loading.port, search(loading.token))).rejects.toThrow(/socket hang up|ECONNRESET/);
  await expect(rawRequest(loading.port, '/', { headers: { Accept: 'text/html' } })).rejects.toThrow(
    /socket hang up|ECONNRESET/,
  );
  const line = loading.logs.find((logged) => logged.includes('/v3/search'));
  expect(JSON.parse(line ?? '{}')).toMatchObject({ status: 0, error: expect.stringMatching(/still loading/) });
  expect(line).not.toContain(loading.token);
  expect(loading.records).toEqual([]);
});

test('the loading replica still answers the proxy’s /readyz and /healthz, and a direct client its JSON 503', async () => {
  const ready = await rawRequest(loading.port, '/readyz');
  expect(ready.status).toBe(503);
  expect(ready.body).toMatchObject({ ready: false, data: 'loading' });
  expect((await rawRequest(loading.port, '/healthz')).status).toBe(200);

  const direct = await rawRequest(loading.port, search(loading.token), DIRECT);
  expect(direct.status).toBe(503);
  expect(direct.headers['retry-after']).toMatch(/^\d+$/);
  expect(at(direct.body, 'response')).toMatchObject({ status: false, code: 503, error: 'unavailable' });
});

test('a search shed on a replica that serves is a JSON 503 with Retry-After through the proxy, and the next call is answered', async () => {
  const shed = await rawRequest(busy.port, search(busy.token, 'text'));
  expect(shed.status).toBe(503);
  expect(shed.headers['retry-after']).toMatch(/^\d+$/);
  expect(at(shed.body, 'response')).toMatchObject({ status: false, code: 503, error: 'unavailable' });
  const word = await rawRequest(busy.port, search(busy.token));
  expect(word.status).toBe(200);
});
