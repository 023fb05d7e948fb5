import { expect, test } from 'vitest';
import { hashWithoutToken, searchWithoutToken, stripTokenFromAddress } from '../../../src/web/connection/url-token';

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

test('a token in the fragment leaves it too, in any case or encoding; the rest of the fragment stays as written', () => {
  expect(hashWithoutToken('#token=1.abc')).toBe('');
  expect(hashWithoutToken('#m=1&TOKEN=1.abc&x=%D8%A7')).toBe('#m=1&x=%D8%A7');
  expect(hashWithoutToken('#to%6Ben=1.abc')).toBe('');
  expect(hashWithoutToken('#results')).toBeNull();
  expect(hashWithoutToken('#a=1&tokens=2')).toBeNull();
  expect(hashWithoutToken('')).toBeNull();
  const calls: string[] = [];
  const history = {
    state: { text: 'kept' },
    replaceState: (state: unknown, _unused: string, url?: string | URL | null) =>
      calls.push(`${JSON.stringify(state)} ${String(url)}`),
  };
  expect(stripTokenFromAddress({ pathname: '/read', search: '?x=1', hash: '#token=secret' }, history)).toBe(true);
  expect(stripTokenFromAddress({ pathname: '/', search: '?token=a', hash: '#b=1&token=c' }, history)).toBe(true);
  expect(stripTokenFromAddress({ pathname: '/', search: '', hash: '#m' }, history)).toBe(false);
  expect(calls).toEqual(['{"text":"kept"} /read?x=1', '{"text":"kept"} /#b=1']);
});
