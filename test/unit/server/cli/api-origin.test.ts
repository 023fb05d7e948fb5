import { expect, test } from 'vitest';
import { UsageError } from '../../../../src/server/cli/args';
import { parseStart } from '../../../../src/server/cli/start-command';
import { parseServe } from '../../../../src/server/cli/serve-settings';

test('--api-origin names the other services the served app may ask, as the browser writes their origins', () => {
  const args = ['--api-origin', 'https://Dict.Example/', '--api-origin', 'http://127.0.0.1:9000'];
  expect(parseServe(args).apiOrigins).toEqual(['https://dict.example', 'http://127.0.0.1:9000']);
  expect(parseServe([...args, '--api-origin', 'https://dict.example:443']).apiOrigins).toHaveLength(2);
  expect(parseStart(args).apiOrigins).toEqual(['https://dict.example', 'http://127.0.0.1:9000']);
  expect(parseServe([]).apiOrigins).toEqual([]);
});

test('an --api-origin that is not a bare http(s) origin is a usage error naming the flag', () => {
  for (const bad of [
    'dict.example',
    'ftp://dict.example',
    'https://dict.example/v3',
    'https://a.example/?x',
    "https://a.example'",
  ]) {
    expect(() => parseServe(['--api-origin', bad])).toThrow(UsageError);
    expect(() => parseServe(['--api-origin', bad])).toThrow(/^--api-origin: not an origin/);
  }
});
