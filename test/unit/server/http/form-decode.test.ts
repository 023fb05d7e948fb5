import { expect, test } from 'vitest';
import { decodeFormComponent } from '../../../../src/server/http/form-decode';
import { echoParams, parseQuery, redactTarget } from '../../../../src/server/http/query';

test.each([
  ['amid', 'amid'],
  ['%D8%A7%D9%85%DB%8C%D8%AF', 'امید'],
  ['%d8%a7%d9%85%db%8c%d8%af', 'امید'],
  ['a+b', 'a b'],
  ['%2B', '+'],
  ['%E2%80%8C', '\u200C'],
  ['%F0%9F%98%80', '😀'],
  ['%EF%BB%BFx', '\uFEFFx'],
  ['', ''],
  ['امید', 'امید'],
])('%j decodes as an HTML form would, to %j', (raw, text) => {
  expect(decodeFormComponent(raw)).toBe(text);
});

test.each(['%', '%Z', '%ZZ', '%4', 'ab%', '%E0%A4', '%FF', '%C0%AF', '%ED%A0%80', '%80'])(
  '%j is malformed (bad escape or not UTF-8)',
  (raw) => {
    expect(decodeFormComponent(raw)).toBeUndefined();
  },
);

test('repeated names keep every value; a bad value is null; a bad name is counted', () => {
  const query = parseQuery('q=a&q=b&start=%ZZ&%E0=1&&flag');
  expect(query.values.get('q')).toEqual(['a', 'b']);
  expect(query.values.get('start')).toEqual([null]);
  expect(query.values.get('flag')).toEqual(['']);
  expect(query.malformedNames).toBe(1);
});

test('the echo leaves out the token in any spelling and keeps __proto__ a plain key', () => {
  const echo = echoParams(parseQuery('q=x&token=s3cret&Token=s3cret&token%5B%5D=s3cret&__proto__=y&bad=%ZZ'));
  expect(echo).toEqual({ q: 'x', ['__proto__']: 'y' });
  expect(Object.getPrototypeOf(echo)).toBe(Object.prototype);
  expect(JSON.stringify(echo)).not.toContain('s3cret');
});

test.each([
  ['/v3/search?q=a&token=s3cret&rows=2', '/v3/search?q=a&rows=2'],
  ['/v3/search?token=s3cret', '/v3/search'],
  ['/v3/search?%74oken=s3cret&q=a', '/v3/search?q=a'],
  ['/v3/search?token=%ZZs3cret', '/v3/search'],
  ['/nowhere?TOKEN=s3cret', '/nowhere'],
  ['/v3/search?token%=s3cret', '/v3/search'],
])('the logged form of %j has no token', (url, logged) => {
  expect(redactTarget(url)).toBe(logged);
});
