import { expect, test } from 'vitest';
import { searchWithoutToken, stripTokenFromAddress } from '../../../src/web/connection/url-token';

test('a query string without a token is left alone', () => {
  expect(searchWithoutToken('?q=%D8%A2%D8%A8&type=exact')).toBeNull();
  expect(searchWithoutToken('')).toBeNull();
});

test('token is removed in any case and the rest is kept', () => {
  expect(searchWithoutToken('?q=x&token=1.abc&type=text')).toBe('?q=x&type=text');
  expect(searchWithoutToken('?TOKEN=1.abc&Token=2')).toBe('');
});

test('the history entry is replaced, with path and hash kept and the token gone', () => {
  const calls: string[] = [];
  const replaced = stripTokenFromAddress(
    { pathname: '/word/moein/%D8%A7/1', search: '?token=secret&x=1', hash: '#m' },
    {
      state: null,
      replaceState: (_state: unknown, _unused: string, url?: string | URL | null) => calls.push(String(url)),
    },
  );
  expect(replaced).toBe(true);
  expect(calls).toEqual(['/word/moein/%D8%A7/1?x=1#m']);
});
