import { expect, test } from 'vitest';
import { clientAddress, clientGroup, trustedProxies } from '../../../../src/server/http/client-address';

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

test('an IPv6 client is its /64, however the address is written; an IPv4 client is its address', () => {
  const group = clientGroup('2001:db8:0:7::1');
  expect(group).toBe('2001:db8:0:7::/64');
  for (const same of ['2001:0db8:0000:0007:ffff:1:2:3', '2001:db8:0:7:0:0:0:9', '2001:DB8:0:7::abcd']) {
    expect(clientGroup(same)).toBe(group);
  }
  expect(clientGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  expect(clientGroup('2001:db8:0:8::1')).not.toBe(group);
  expect(clientGroup('::1')).toBe('0:0:0:0::/64');
  expect(clientGroup('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  expect(clientGroup('::ffff:198.51.100.7')).toBe('198.51.100.7');
  expect(clientGroup('198.51.100.7')).not.toBe(clientGroup('198.51.100.8'));
});
