import { expect, test } from 'vitest';
import { readAppConfig } from '../../../src/shared/app-config';

test('a config.json naming every member reads as it is', () => {
  expect(readAppConfig({ apiBase: 'https://api.example', token: 't', product: 'p' })).toEqual({
    apiBase: 'https://api.example',
    token: 't',
    product: 'p',
  });
});

test('a hand-written config.json that leaves members out reads them as empty', () => {
  expect(readAppConfig({ token: 't' })).toEqual({ apiBase: '', token: 't', product: '' });
});

test.each([[null], ['text'], [[]], [{ token: 5 }], [{ apiBase: null }]])('%o is no config', (raw) => {
  expect(readAppConfig(raw)).toBeUndefined();
});
