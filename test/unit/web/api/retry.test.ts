import { expect, test } from 'vitest';
import { retryDelay, shouldRetry } from '../../../../src/web/api/query-client';
import { HttpError, NetworkError, ResponseValidationError, TimeoutError } from '../../../../src/web/api/errors';
import { parseRetryAfter } from '../../../../src/web/api/retry-after';

test.each([400, 401, 403, 404, 405])('a %i is an answer: never retried', (status) => {
  expect(shouldRetry(0, new HttpError(status, '', ''))).toBe(false);
});

test.each([
  ['500', new HttpError(500, 'internal_error', '')],
  ['503', new HttpError(503, 'unavailable', '')],
  ['network', new NetworkError()],
  ['timeout', new TimeoutError(10_000)],
])('a %s failure is retried twice, then given up', (_name, error) => {
  expect(shouldRetry(0, error)).toBe(true);
  expect(shouldRetry(1, error)).toBe(true);
  expect(shouldRetry(2, error)).toBe(false);
});

test('a body that is not v3 is not retried: asking again gives the same body', () => {
  expect(shouldRetry(0, new ResponseValidationError(['x']))).toBe(false);
});

test('503 waits as long as Retry-After asks; other failures back off', () => {
  expect(retryDelay(0, new HttpError(503, 'unavailable', '', 4_000))).toBe(4_000);
  expect(retryDelay(0, new NetworkError())).toBeLessThan(retryDelay(1, new NetworkError()));
});

test('Retry-After reads seconds and HTTP dates, capped at a minute', () => {
  expect(parseRetryAfter('3')).toBe(3_000);
  expect(parseRetryAfter('86400')).toBe(60_000);
  const now = Date.parse('2026-11-22T10:00:00Z');
  expect(parseRetryAfter('Sun, 22 Nov 2026 10:00:05 GMT', now)).toBe(5_000);
  expect(parseRetryAfter('soon')).toBeUndefined();
  expect(parseRetryAfter(null)).toBeUndefined();
});
