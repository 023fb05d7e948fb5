import { expect, test } from 'vitest';
import { UsageError } from '../../../../src/server/cli/args';
import { parseServe } from '../../../../src/server/cli/serve-settings';
import { parseProxySettings } from '../../../../src/server/cli/proxy-flags';

const SECRET = 'UPSTREAM-flag-0123456789';

test('no --upstream: no proxy, and the proxy flags alone are a usage error', () => {
  expect(parseProxySettings({})).toBeUndefined();
  expect(() => parseProxySettings({ 'upstream-token': SECRET })).toThrow('--upstream-token needs --upstream');
  expect(() => parseProxySettings({ 'cache-mb': '8' })).toThrow(UsageError);
});

test('defaults: 64 MB, one hour, 8 s; a trailing slash of the upstream is dropped', () => {
  expect(parseProxySettings({ upstream: 'http://10.0.0.5:8787/', 'upstream-token': SECRET })).toEqual({
    upstream: 'http://10.0.0.5:8787',
    token: SECRET,
    cacheBytes: 64 * 1024 * 1024,
    ttlMs: 3_600_000,
    timeoutMs: 8_000,
  });
  const set = parseProxySettings({
    upstream: 'https://dict.example/api',
    'upstream-token': SECRET,
    'cache-mb': '1',
    'cache-ttl': '0',
    'upstream-timeout': '2',
  });
  expect(set).toMatchObject({
    upstream: 'https://dict.example/api',
    cacheBytes: 1_048_576,
    ttlMs: 0,
    timeoutMs: 2_000,
  });
});

test.each([
  [{ upstream: 'ftp://x' }, 'http:// or https://'],
  [{ upstream: 'not a url' }, 'http:// or https://'],
  [{ upstream: 'http://x/?token=1' }, 'without a query'],
  [{ upstream: `http://user:${SECRET}@x` }, 'without a query or credentials'],
  [{ upstream: 'http://x' }, 'needs --upstream-token'],
  [{ upstream: 'http://x', 'upstream-token': '  ' }, 'needs --upstream-token'],
  [{ upstream: 'http://x', 'upstream-token': SECRET, 'upstream-timeout': '0' }, 'at least 1 second'],
  [{ upstream: 'http://x', 'upstream-token': SECRET, 'cache-mb': '-1' }, '--cache-mb must be a whole number'],
])('%j is a usage error that never repeats the token', (values, message) => {
  let error: unknown;
  try {
    parseProxySettings(values);
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(UsageError);
  expect(String(error)).toContain(message);
  expect(String(error)).not.toContain(SECRET);
});

test('serve takes the flags, and refuses --data with --upstream', () => {
  const settings = parseServe(['--upstream', 'http://127.0.0.1:9', '--upstream-token', SECRET, '--token', 'mine']);
  expect(settings.proxy?.upstream).toBe('http://127.0.0.1:9');
  expect(settings.tokens).toEqual(['mine']);
  expect(parseServe([]).proxy).toBeUndefined();
  expect(() => parseServe(['--upstream', 'http://x', '--upstream-token', SECRET, '--data', 'a.jsonl'])).toThrow(
    '--data and --upstream exclude each other',
  );
});
