import { expect, test } from 'vitest';
import { chooseEncoding } from '../../../../src/server/http/accept-encoding';
import { notModified } from '../../../../src/server/http/etag';

test.each([
  [undefined, 'identity'],
  ['', 'identity'],
  ['gzip, deflate, br, zstd', 'br'],
  ['GZIP', 'gzip'],
  ['x-gzip', 'gzip'],
  ['br;q=0.5, gzip', 'gzip'],
  ['br;q=0.5, gzip;q=0.5', 'br'],
  ['br ; q=0.9 , gzip ; q=0.8', 'br'],
  ['br;q=0', 'identity'],
  ['*', 'br'],
  ['*;q=0', 'identity'],
  ['*, br;q=0', 'gzip'],
  ['gzip;q=0.001', 'gzip'],
  ['gzip;q=abc', 'identity'],
  ['identity;q=1, br;q=0.5', 'identity'],
  ['identity;q=0, br;q=0.1', 'br'],
  ['deflate, zstd', 'identity'],
  [',, ;q=1', 'identity'],
])('Accept-Encoding %j → %s', (header, expected) => {
  expect(chooseEncoding(header)).toBe(expected);
});

test('If-None-Match matches weakly, in a list, or as *; anything else is a fresh answer', () => {
  const etag = 'W/"abc"';
  expect(notModified('W/"abc"', etag)).toBe(true);
  expect(notModified('"abc"', etag)).toBe(true);
  expect(notModified('"x", W/"abc"', etag)).toBe(true);
  expect(notModified('*', etag)).toBe(true);
  expect(notModified('W/"abd"', etag)).toBe(false);
  expect(notModified('abc', etag)).toBe(false);
  expect(notModified(undefined, etag)).toBe(false);
});
