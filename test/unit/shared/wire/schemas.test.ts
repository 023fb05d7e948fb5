import { expect, test } from 'vitest';
import * as v from '../../../../src/shared/wire/check';
import {
  errorBodySchema,
  searchBodySchema,
  suggestBodySchema,
  wordBodySchema,
} from '../../../../src/shared/wire/schemas';

const result = {
  id: 'moein_12',
  title: 'امید',
  title_en: '',
  pron: 'omid',
  text: 'آرزو...',
  source: 'فرهنگ فارسی معین',
  db: 'moein',
  num: 1,
};

test('a search body with the full envelope validates', () => {
  const body = {
    response: { status: true, code: 200, state: null },
    meta: { q: 'امید', type: 'exact', filter: 'moein', start: '0', rows: '10' },
    data: { num_found: 1, results: [result] },
  };
  expect(v.parse(searchBodySchema, body).data.results[0]?.title).toBe('امید');
});

test('a search result without pron and title_en (as the public service may send) reads them as empty', () => {
  const { pron: _p, title_en: _t, ...bare } = result;
  const body = {
    response: { status: true, code: 200 },
    meta: { q: 'امید', type: 'exact', filter: 'moein' },
    data: { num_found: 1, results: [bare] },
  };
  const parsed = v.parse(searchBodySchema, body);
  expect(parsed.data.results[0]).toMatchObject({ pron: '', title_en: '' });
  expect(parsed.response.state).toBeNull();
});

test('num as a string is refused: strict clients decode it as an integer', () => {
  const body = {
    response: { status: true, code: 200, state: null },
    meta: { q: 'x', type: 'exact', filter: 'moein' },
    data: { num_found: 1, results: [{ ...result, num: '1' }] },
  };
  expect(v.safeParse(searchBodySchema, body).success).toBe(false);
});

test('word, suggest and error bodies validate; a wrong shape does not', () => {
  expect(
    v.safeParse(wordBodySchema, {
      response: { status: true, code: 200, state: null },
      meta: { word: 'امید', title: 'امید', num: '1', db: 'moein' },
      word: { id: 'moein_12', title: 'امید', title_en: '', pron: '', db: 'moein', source: 'معین', text: '<b>x</b>' },
    }).success,
  ).toBe(true);
  expect(
    v.safeParse(suggestBodySchema, {
      response: { status: true, code: 200 },
      meta: { q: 'ام' },
      data: { suggestion: ['امید'] },
    }).success,
  ).toBe(true);
  expect(
    v.safeParse(errorBodySchema, {
      response: { status: false, code: 400, error: 'missing_parameter', message: 'q is required', state: null },
      meta: {},
    }).success,
  ).toBe(true);
  expect(
    v.safeParse(suggestBodySchema, { response: { status: true, code: 200 }, meta: { q: 'x' }, data: {} }).success,
  ).toBe(false);
});
