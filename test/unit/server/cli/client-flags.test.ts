import { expect, test } from 'vitest';
import { UsageError } from '../../../../src/server/cli/args';
import { parseClientFlags } from '../../../../src/server/cli/client-flags';

test('no proxy is trusted and 64 connections per client, unless the flags say otherwise', () => {
  expect(parseClientFlags({})).toEqual({ trustProxy: [], maxClientConnections: 64 });
  expect(parseClientFlags({ 'trust-proxy': ['10.0.0.5, 10.0.0.6', '::1'], 'max-client-connections': '0' })).toEqual({
    trustProxy: ['10.0.0.5', '10.0.0.6', '::1'],
    maxClientConnections: 0,
  });
});

test('a trusted proxy is an IP address, and the cap a whole number', () => {
  expect(() => parseClientFlags({ 'trust-proxy': ['nginx.internal'] })).toThrow(UsageError);
  expect(() => parseClientFlags({ 'max-client-connections': 'many' })).toThrow(UsageError);
});
