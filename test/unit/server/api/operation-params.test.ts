import { expect, test } from 'vitest';
import { DB_NAMES } from '../../../../src/shared/catalog';
import { ApiError } from '../../../../src/server/ports/api-error';
import { parseSearch, parseSuggest, parseWord } from '../../../../src/server/api/operation-params';
import { parseCommon } from '../../../../src/server/api/params';
import { parseQuery } from '../../../../src/server/http/query';

function failure(run: () => unknown): { word: string; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return { word: error.word, message: error.message };
    throw error;
  }
  throw new Error('expected an ApiError');
}

test('search defaults: exact, every database in catalog order, start 0, rows 10; q trimmed', () => {
  const query = parseSearch(parseQuery('q=+%D8%A7%D9%85%DB%8C%D8%AF+'));
  expect(query).toMatchObject({ q: 'امید', type: 'exact', start: 0, rows: 10 });
  expect(query.dbs).toEqual(DB_NAMES);
});

test('type and filter are matched case-insensitively after trimming; row is rows', () => {
  const query = parseSearch(parseQuery('q=x&type=+Text+&filter=moein,+en2Fa,,moein&row=3'));
  expect(query).toMatchObject({ type: 'text', dbs: ['moein', 'en2fa'], rows: 3 });
});

test.each([
  ['rows=51', 50],
  ['rows=99999999999999999999999', 50],
  ['rows=007', 7],
])('%s → %i rows', (param, rows) => {
  expect(parseSearch(parseQuery(`q=x&${param}`)).rows).toBe(rows);
});

test.each([
  ['', 'missing_parameter', 'q is required'],
  ['q=+++', 'missing_parameter', 'q is empty'],
  [`q=${'ب'.repeat(101)}`, 'invalid_parameter', 'q is longer than 100 characters'],
  ['q=x&type=fuzzy', 'invalid_parameter', 'type must be one of exact, ava, like, text'],
  ['q=x&start=-1', 'invalid_parameter', 'start must be'],
  ['q=x&start=1e3', 'invalid_parameter', 'start must be'],
  ['q=x&start=10001', 'invalid_parameter', 'start must be'],
  ['q=x&start=0x10', 'invalid_parameter', 'start must be'],
  ['q=x&rows=0', 'invalid_parameter', 'rows must be a positive integer'],
  ['q=x&rows=2.5', 'invalid_parameter', 'rows must be a positive integer'],
  ['q=x&row=abc', 'invalid_parameter', 'row must be a positive integer'],
  ['q=x&rows=2&row=3', 'invalid_parameter', 'rows and row'],
  ['q=x&filter=moein,klingon', 'unknown_database', 'klingon'],
  ['q=a&q=b', 'invalid_parameter', 'q is given more than once'],
  ['q=%E0%A4', 'invalid_parameter', 'q is not valid percent-encoded UTF-8'],
])('search %j → %s naming the parameter', (raw, word, message) => {
  const error = failure(() => parseSearch(parseQuery(raw)));
  expect(error.word).toBe(word);
  expect(error.message).toContain(message);
});

test('q of exactly 100 code points passes, counted in code points not UTF-16 units', () => {
  expect(parseSearch(parseQuery(`q=${'😀'.repeat(100)}`)).q).toHaveLength(200);
  expect(failure(() => parseSearch(parseQuery(`q=${'😀'.repeat(101)}`))).word).toBe('invalid_parameter');
});

test('start 10000 is the last page allowed', () => {
  expect(parseSearch(parseQuery('q=x&start=10000')).start).toBe(10_000);
});

test('word takes title, db (lenient) and num; meta num has no leading zeros', () => {
  expect(parseWord(parseQuery('title=%D8%A7%D9%85%DB%8C%D8%AF&db=+Moein&num=01'))).toEqual({
    title: 'امید',
    db: 'moein',
    num: 1,
    numText: '1',
    forms: false,
    examples: false,
  });
  // Ours, no v3 parameters: a word's forms and examples.
  expect(parseWord(parseQuery('title=x&db=fa2en&num=1&forms=true&examples=1'))).toMatchObject({
    forms: true,
    examples: true,
  });
});

test.each([
  ['db=moein&num=1', 'missing_parameter', 'title is required'],
  ['title=x&num=1', 'missing_parameter', 'db is required'],
  ['title=x&db=klingon&num=1', 'unknown_database', 'db names an unknown database: klingon'],
  ['title=x&db=moein', 'missing_parameter', 'num is required'],
  ['title=x&db=moein&num=0', 'invalid_parameter', 'num must be a positive integer'],
  ['title=x&db=moein&num=-2', 'invalid_parameter', 'num must be a positive integer'],
  ['title=x&db=moein&num=one', 'invalid_parameter', 'num must be a positive integer'],
])('word %j → %s', (raw, word, message) => {
  expect(failure(() => parseWord(parseQuery(raw)))).toEqual({ word, message });
});

test('suggest needs q, and takes our own forms as a boolean', () => {
  expect(parseSuggest(parseQuery('q=%D8%A7'))).toEqual({ q: 'ا', forms: false });
  expect(parseSuggest(parseQuery('q=%D8%A7&forms=1'))).toEqual({ q: 'ا', forms: true });
  expect(failure(() => parseSuggest(parseQuery('q=%D8%A7&forms=yes')))).toEqual({
    word: 'invalid_parameter',
    message: 'forms must be true, false, 1 or 0',
  });
  expect(failure(() => parseSuggest(parseQuery('q=')))).toEqual({ word: 'missing_parameter', message: 'q is empty' });
});

test.each([
  ['', { pretty: true, debug: false, ip: '', product: '' }],
  ['prettyprint=false&debug=1', { pretty: false, debug: true, ip: '', product: '' }],
  ['prettyprint=0&debug=TRUE', { pretty: false, debug: true, ip: '', product: '' }],
  ['ip=&product=&prettyprint=&debug=', { pretty: true, debug: false, ip: '', product: '' }],
  ['ip=2001%3Adb8%3A%3A1&product=my+app', { pretty: true, debug: false, ip: '2001:db8::1', product: 'my app' }],
  ['ip=192.0.2.7', { pretty: true, debug: false, ip: '192.0.2.7', product: '' }],
])('common parameters %j', (raw, common) => {
  expect(parseCommon(parseQuery(raw))).toEqual(common);
});

test.each([
  ['prettyprint=yes', 'prettyprint must be true, false, 1 or 0'],
  ['debug=2', 'debug must be true, false, 1 or 0'],
  ['ip=999.1.1.1', 'ip must be an IPv4 or IPv6 address'],
  ['ip=localhost', 'ip must be an IPv4 or IPv6 address'],
  [`product=${'p'.repeat(101)}`, 'product is longer than 100 characters'],
])('common %j → 400 naming it', (raw, message) => {
  expect(failure(() => parseCommon(parseQuery(raw)))).toEqual({ word: 'invalid_parameter', message });
});
