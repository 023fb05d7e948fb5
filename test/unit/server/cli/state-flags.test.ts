import { expect, test } from 'vitest';
import { UsageError } from '../../../../src/server/cli/args';
import { staleSeconds } from '../../../../src/server/cli/state-flags';

test('cached tokens are trusted 600 s without word from the state store, unless --state-stale says otherwise', () => {
  expect(staleSeconds(undefined)).toBe(600);
  expect(staleSeconds('30')).toBe(30);
});

test('--state-stale is a whole number of seconds, at least 1', () => {
  for (const value of ['0', '-5', '1.5', 'soon', '']) expect(() => staleSeconds(value)).toThrow(UsageError);
});
