import { expect, test } from 'vitest';
import { ApiError } from '../../../../src/server/ports/api-error';
import { readUpstream } from '../../../../src/server/proxy/upstream-answer';
import { WAIT_UNNAMED_S } from '../../../../src/shared/wire/waits';

const SECRET = 'UPSTREAM-secret-0123456789';
const ok = { status: true, code: 200, state: null };

function reply(status: number, body: unknown, retryAfter = '') {
  return { status, retryAfter, text: typeof body === 'string' ? body : JSON.stringify(body) };
}

function failure(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('did not throw');
}

test('a 200 gives the members only, through the wire schema (foreign members dropped)', () => {
  const body = {
    response: ok,
    meta: { q: 'x', type: 'exact', filter: 'moein' },
    data: {
      num_found: 1,
      results: [{ id: 'moein_1', title: 'x', text: 't', source: 's', db: 'moein', num: 1, extra: 'no' }],
    },
    debug: { took_ms: 1, normalized_q: 'x', type: 'exact', filter: ['moein'] },
    secret: SECRET,
  };
  const members = readUpstream('search', reply(200, body), SECRET);
  expect(members).toEqual({
    data: {
      num_found: 1,
      results: [{ id: 'moein_1', title: 'x', title_en: '', pron: '', text: 't', source: 's', db: 'moein', num: 1 }],
    },
  });
  expect(JSON.stringify(members)).not.toContain(SECRET);
});

test('a 400 or 404 keeps its error word and message, with the upstream token cut out', () => {
  const body = (code: number, error: string) => ({
    response: { status: false, code, error, message: `no entry for ${SECRET}`, state: null },
    meta: {},
  });
  const notFound = failure(() => readUpstream('word', reply(404, body(404, 'not_found')), SECRET));
  expect([notFound.status, notFound.word]).toEqual([404, 'not_found']);
  expect(notFound.message).toBe('no entry for [token]');
  const bad = failure(() => readUpstream('search', reply(400, body(400, 'invalid_parameter')), SECRET));
  expect([bad.status, bad.word]).toEqual([400, 'invalid_parameter']);
});

test('the upstream refusing our credentials is our 503, never the client’s 401/403', () => {
  for (const status of [401, 403]) {
    const error = failure(() => readUpstream('suggest', reply(status, { response: {} }), SECRET));
    expect([error.status, error.word, error.message]).toEqual([
      503,
      'unavailable',
      'the upstream service refused our credentials',
    ]);
    expect(error.headers['Retry-After']).toMatch(/^\d+$/);
  }
});

test('an upstream 5xx is our 503 with Retry-After (the upstream’s own when it is a number)', () => {
  expect(failure(() => readUpstream('word', reply(500, 'oops'), SECRET)).status).toBe(503);
  const later = failure(() => readUpstream('word', reply(503, '{}', '30'), SECRET));
  expect(later.headers['Retry-After']).toBe('30');
  const odd = failure(() => readUpstream('word', reply(502, '{}', 'Wed, 21 Oct 2015 07:28:00 GMT'), SECRET));
  expect(odd.headers['Retry-After']).toBe(String(WAIT_UNNAMED_S));
});

test.each([
  ['not JSON', reply(200, '<html>')],
  ['wrong shape', reply(200, { response: ok, meta: { q: 'x' }, data: { suggestion: 'x' } })],
  [
    'an error word that does not fit the status',
    reply(404, { response: { status: false, code: 404, error: 'invalid_token' } }),
  ],
  ['an unexpected status', reply(418, { response: ok })],
])('an unreadable upstream answer (%s) is our 500', (_, upstream) => {
  const error = failure(() => readUpstream('suggest', upstream, SECRET));
  expect([error.status, error.word]).toEqual([500, 'internal_error']);
});
