/**
 * The limits `serve` runs with (it passes only the client flags, never these): a head or a request
 * that does not arrive in time is cut off in seconds rather than after Node's own minutes. How a
 * cut-off client is answered is checked over real sockets in test/contract/fuzz-slow-headers.test.ts.
 */
import { expect, test } from 'vitest';
import { createServer } from '../../../../src/server/serving/server';
import { SERVER_DEFAULTS } from '../../../../src/server/serving/server-options';

test('a server made without options has the service’s own time and connection limits', () => {
  const server = createServer(() => undefined);
  expect({
    headersTimeout: server.headersTimeout,
    requestTimeout: server.requestTimeout,
    keepAliveTimeout: server.keepAliveTimeout,
    maxConnections: server.maxConnections,
  }).toEqual({
    headersTimeout: SERVER_DEFAULTS.headersTimeout,
    requestTimeout: SERVER_DEFAULTS.requestTimeout,
    keepAliveTimeout: SERVER_DEFAULTS.keepAliveTimeout,
    maxConnections: SERVER_DEFAULTS.maxConnections,
  });
  // Node's own defaults are a minute for the head and five for the request.
  expect(SERVER_DEFAULTS.headersTimeout).toBeLessThanOrEqual(10_000);
  expect(SERVER_DEFAULTS.requestTimeout).toBeLessThanOrEqual(15_000);
});

test('options given replace the defaults one by one', () => {
  const server = createServer(() => undefined, { headersTimeout: 500, requestTimeout: 1000 });
  expect([server.headersTimeout, server.requestTimeout, server.keepAliveTimeout]).toEqual([
    500,
    1000,
    SERVER_DEFAULTS.keepAliveTimeout,
  ]);
});
