import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test, vi } from 'vitest';
import { main } from '../../../../src/server/cli/main';
import { parseServe, type ServeSettings } from '../../../../src/server/cli/serve-settings';
import { parseStart } from '../../../../src/server/cli/start-command';
import { tempDir } from '../../../support/temp-dir';
import { helpedFlags } from './read-usage';

afterEach(() => {
  vi.unstubAllEnvs();
});

const PROXY = ['--upstream', 'http://127.0.0.1:9', '--upstream-token', 'ours'];
const MB = 1024 * 1024;

/** Where each default the help prints shows in what `serve` parses from a command line without it. */
const SERVE_DEFAULTS: Readonly<Record<string, (settings: ServeSettings) => unknown>> = {
  port: (settings) => settings.port,
  host: (settings) => settings.host,
  'rate-limit': (settings) => settings.rateLimit,
  'state-stale': (settings) => settings.stateStale,
  drain: (settings) => settings.drain,
  'search-budget-ms': (settings) => settings.pool?.budgetMs,
  'max-client-connections': (settings) => settings.clients?.maxClientConnections,
  'cache-mb': (settings) => (settings.proxy?.cacheBytes ?? 0) / MB,
  'cache-ttl': (settings) => (settings.proxy?.ttlMs ?? 0) / 1000,
  'upstream-timeout': (settings) => (settings.proxy?.timeoutMs ?? 0) / 1000,
};
/** Defaults the help says in words, or (the database file) that no parse shows. */
const IN_WORDS = ['db', 'web', 'public-url', 'web-token', 'search-workers'];

test('the default the help prints for a flag is the one serve takes when the flag is not given', () => {
  const settings = parseServe(PROXY);
  const printed = helpedFlags().filter((flag) => flag.default !== undefined);
  expect(printed.map((flag) => flag.name).sort()).toEqual([...Object.keys(SERVE_DEFAULTS), ...IN_WORDS].sort());
  for (const flag of printed.filter((each) => !IN_WORDS.includes(each.name))) {
    expect(String(SERVE_DEFAULTS[flag.name]?.(settings)), flag.name).toBe(flag.default);
  }
  expect(helpedFlags().find((flag) => flag.name === 'search-workers')?.default).toBe('cores − 1, from 1 to 4');
  expect(parseServe([]).pool?.workers).toBe(Math.max(1, Math.min(4, availableParallelism() - 1)));
});

test('start listens on 8080, or PORT, unless --port says otherwise, as its help says', () => {
  vi.stubEnv('PORT', undefined);
  vi.stubEnv('FARHANG_PUBLIC_URL', undefined);
  expect(parseStart([])).toMatchObject({ port: 8080, host: '127.0.0.1', publicUrl: 'http://127.0.0.1:8080' });
  vi.stubEnv('PORT', '9000');
  expect(parseStart([]).port).toBe(9000);
  expect(parseStart(['--port', '9001']).port).toBe(9001);
});

test.each([
  ['FARHANG_STATE_URL', 'state', 'postgres://env/farhang', 'postgres://flag/farhang', (s: ServeSettings) => s.state],
  ['FARHANG_RATE_URL', 'rate-store', 'redis://env:6379', 'redis://flag:6379', (s: ServeSettings) => s.rateStore],
  [
    'FARHANG_PUBLIC_URL',
    'public-url',
    'https://env.example',
    'https://flag.example',
    (s: ServeSettings) => s.publicUrl,
  ],
  ['FARHANG_WEB_TOKEN', 'web-token', 'env-web', 'flag-web', (s: ServeSettings) => s.webToken],
  ['FARHANG_UPSTREAM_TOKEN', 'upstream-token', 'env-up', 'flag-up', (s: ServeSettings) => s.proxy?.token],
])('%s stands in for --%s, and the flag wins over it', (env, flag, fromEnv, fromFlag, read) => {
  const base = flag === 'upstream-token' ? ['--upstream', 'http://127.0.0.1:9'] : [];
  vi.stubEnv(env, fromEnv);
  expect(read(parseServe(base))).toBe(fromEnv);
  expect(read(parseServe([...base, `--${flag}`, fromFlag]))).toBe(fromFlag);
});

test('FARHANG_TOKEN adds its tokens to those of --token', () => {
  vi.stubEnv('FARHANG_TOKEN', 'env-1, env-2');
  expect(parseServe(['--token', 'flag-1']).tokens).toEqual(['flag-1', 'env-1', 'env-2']);
});

/** Runs the command line as the user would, and gives back its exit code and what it printed. */
async function run(argv: readonly string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

test('a whole-number flag given "abc" is exit code 2, with a message naming the flag and the usage', async () => {
  const db = join(tempDir(), 'tokens.db');
  const cases = [
    ...[
      'port',
      'rate-limit',
      'drain',
      'state-stale',
      'search-workers',
      'search-budget-ms',
      'max-client-connections',
    ].map((name) => ['serve', `--${name}`]),
    ...['cache-mb', 'cache-ttl', 'upstream-timeout'].map((name) => ['serve', ...PROXY, `--${name}`]),
    ['start', '--port'],
    ['token', 'create', '--name', 'app', '--db', db, '--rate-limit'],
  ];
  for (const argv of cases) {
    const result = await run([...argv, 'abc']);
    expect(result.code, argv.join(' ')).toBe(2);
    expect(result.err).toContain(`farhang: ${argv.at(-1)} must be a whole number, not "abc"\nusage:\n`);
  }
});

test('an unknown flag, or one the command refuses, is exit code 2 with the usage', async () => {
  const unknown = await run(['serve', '--colour', 'red']);
  expect(unknown.code).toBe(2);
  expect(unknown.err).toMatch(/^farhang: Unknown option '--colour'.*\nusage:\n {2}serve /s);
  const refused = await run(['stats', '--rate-store', 'redis://x']);
  expect(refused).toMatchObject({ code: 2, out: '' });
  expect(refused.err).toMatch(/^farhang: stats takes --state, not --rate-store\nusage:/);
});
