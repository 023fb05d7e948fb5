import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse, delay, type JsonBodyType } from 'msw';
import { v3Get } from '../../../../src/web/api/api-client';
import { HttpError, NetworkError, ResponseValidationError, TimeoutError } from '../../../../src/web/api/errors';
import { suggestBodySchema } from '../../../../src/shared/wire/schemas';

const BASE = 'http://v3.test';
const settings = { baseUrl: BASE, token: 'secret-token', product: 'farhang-web' };
const server = setupServer();
const seen: URL[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

const ok = { response: { status: true, code: 200, state: null }, meta: { q: 'آب' }, data: { suggestion: ['آب'] } };

function answer(body: JsonBodyType, init?: ResponseInit) {
  server.use(
    http.get(`${BASE}/v3/suggest`, ({ request }) => {
      seen.push(new URL(request.url));
      return HttpResponse.json(body, init);
    }),
  );
}

test('a good body comes back validated, with token and product added at send time', async () => {
  answer(ok);
  const body = await v3Get('suggest', { q: 'آب' }, suggestBodySchema, { settings });
  expect(body.data.suggestion).toEqual(['آب']);
  expect(seen[0]?.searchParams.get('token')).toBe('secret-token');
  expect(seen[0]?.searchParams.get('product')).toBe('farhang-web');
  expect(seen[0]?.searchParams.get('q')).toBe('آب');
});

test('an error status becomes an HttpError with the error word, message and Retry-After', async () => {
  answer(
    { response: { status: false, code: 503, error: 'unavailable', message: 'loading', state: null }, meta: {} },
    { status: 503, headers: { 'Retry-After': '7' } },
  );
  const error = await v3Get('suggest', { q: 'آب' }, suggestBodySchema, { settings }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(HttpError);
  expect(error).toMatchObject({ status: 503, errorWord: 'unavailable', serviceMessage: 'loading', retryAfterMs: 7000 });
});

test('a 200 whose body is not a v3 body is a ResponseValidationError', async () => {
  answer({ hello: 'world' });
  await expect(v3Get('suggest', { q: 'آب' }, suggestBodySchema, { settings })).rejects.toBeInstanceOf(
    ResponseValidationError,
  );
});

test('a body that is not JSON is a ResponseValidationError, not a crash', async () => {
  server.use(http.get(`${BASE}/v3/suggest`, () => new HttpResponse('<html>oops', { status: 200 })));
  await expect(v3Get('suggest', { q: 'آب' }, suggestBodySchema, { settings })).rejects.toBeInstanceOf(
    ResponseValidationError,
  );
});

test('no answer within the time limit is a TimeoutError', async () => {
  server.use(
    http.get(`${BASE}/v3/suggest`, async () => {
      await delay(2_000);
      return HttpResponse.json(ok);
    }),
  );
  await expect(v3Get('suggest', { q: 'آب' }, suggestBodySchema, { settings, timeoutMs: 50 })).rejects.toBeInstanceOf(
    TimeoutError,
  );
});

test('a refused connection is a NetworkError', async () => {
  server.use(http.get(`${BASE}/v3/suggest`, () => HttpResponse.error()));
  await expect(v3Get('suggest', { q: 'آب' }, suggestBodySchema, { settings })).rejects.toBeInstanceOf(NetworkError);
});

test("the caller's abort is a cancellation, not a failure to report", async () => {
  server.use(
    http.get(`${BASE}/v3/suggest`, async () => {
      await delay(1_000);
      return HttpResponse.json(ok);
    }),
  );
  const controller = new AbortController();
  const pending = v3Get('suggest', { q: 'آب' }, suggestBodySchema, { settings, signal: controller.signal });
  controller.abort();
  const error = await pending.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DOMException);
  expect(error).toMatchObject({ name: 'AbortError' });
});
