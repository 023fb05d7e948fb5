import { afterEach, expect, test, vi } from 'vitest';
import { UsageError } from '../../../../src/server/cli/args';
import { parseServe } from '../../../../src/server/cli/serve-settings';

afterEach(() => {
  vi.unstubAllEnvs();
});

test('--public-url gives the origin absolute URLs are written on; a trailing slash is dropped', () => {
  expect(parseServe(['--public-url', 'https://farhang.example/']).publicUrl).toBe('https://farhang.example');
  expect(parseServe(['--public-url', 'http://[::1]:9000']).publicUrl).toBe('http://[::1]:9000');
});

test('FARHANG_PUBLIC_URL stands in for the flag, and the flag wins over it', () => {
  vi.stubEnv('FARHANG_PUBLIC_URL', 'https://from-env.example');
  expect(parseServe([]).publicUrl).toBe('https://from-env.example');
  expect(parseServe(['--public-url', 'https://from-flag.example']).publicUrl).toBe('https://from-flag.example');
});

test('without either, the address the service listens on; with --port 0 (not known yet) none', () => {
  vi.stubEnv('FARHANG_PUBLIC_URL', '');
  expect(parseServe(['--port', '9000']).publicUrl).toBe('http://127.0.0.1:9000');
  expect(parseServe(['--port', '9000', '--host', '0.0.0.0']).publicUrl).toBe('http://localhost:9000');
  expect(parseServe(['--port', '0']).publicUrl).toBeUndefined();
});

test('a public URL that is not a bare http(s) origin is a usage error naming where it came from', () => {
  for (const bad of [
    'farhang.example',
    'ftp://farhang.example',
    'https://farhang.example/app',
    'https://u:p@x.example',
    'https://x.example/?a=1',
  ]) {
    expect(() => parseServe(['--public-url', bad])).toThrow(UsageError);
    expect(() => parseServe(['--public-url', bad])).toThrow(/^--public-url: /);
  }
  vi.stubEnv('FARHANG_PUBLIC_URL', 'not a url');
  expect(() => parseServe([])).toThrow(/^FARHANG_PUBLIC_URL: /);
});
