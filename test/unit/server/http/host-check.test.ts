import { expect, test } from 'vitest';
import { hostCheck } from '../../../../src/server/http/host-check';

const allowed = hostCheck(['farhang.example', 'Dict.Example.org:8443']);

test('localhost names, IP literals, no Host at all, and the named hosts are answered, with any port', () => {
  for (const host of [
    undefined,
    '',
    'localhost',
    'LOCALHOST:8080',
    'app.localhost:3000',
    '127.0.0.1:8787',
    '10.1.2.3',
    '[::1]:8787',
    '[2001:db8::1]',
    'farhang.example',
    'farhang.example.:443',
    'dict.example.org',
  ]) {
    expect(allowed(host), String(host)).toBe(true);
  }
});

test('any other name is refused, however it is dressed', () => {
  for (const host of [
    'evil.example',
    'farhang.example.evil.example',
    'localhost.evil.example',
    'evil.example:8787',
    '1.2.3.4.nip.io',
  ]) {
    expect(allowed(host), host).toBe(false);
  }
});
