import { expect, test } from 'vitest';
import { clientAddress, trustedProxies } from '../../../../src/server/http/client-address';

const proxies = trustedProxies(['10.0.0.5', '10.0.0.6']);

test('without a trusted peer the client is the socket address, whatever X-Forwarded-For says', () => {
  expect(clientAddress('127.0.0.3', '198.51.100.4', proxies)).toBe('127.0.0.3');
  expect(clientAddress('::ffff:127.0.0.3', undefined, proxies)).toBe('127.0.0.3');
  expect(clientAddress('127.0.0.3', '198.51.100.4', trustedProxies([]))).toBe('127.0.0.3');
});

test('from a trusted proxy the right-most untrusted hop is the client', () => {
  expect(clientAddress('10.0.0.5', '203.0.113.9, 198.51.100.1', proxies)).toBe('198.51.100.1');
  expect(clientAddress('::ffff:10.0.0.5', ['203.0.113.9', '198.51.100.1, 10.0.0.6'], proxies)).toBe('198.51.100.1');
  expect(clientAddress('10.0.0.5', '10.0.0.6', proxies)).toBe('10.0.0.6');
});

test('a hop that is no IP address ends the walk at the last trusted hop', () => {
  expect(clientAddress('10.0.0.5', '198.51.100.1, unknown', proxies)).toBe('10.0.0.5');
  expect(clientAddress('10.0.0.5', '198.51.100.1, garbage, 10.0.0.6', proxies)).toBe('10.0.0.6');
});
