import { expect, test } from 'vitest';
import { OPERATIONS } from '../../../../src/server/api/operations';
import { parseQuery } from '../../../../src/server/http/query';
import type { Engine, SearchPage, SearchQuery } from '../../../../src/server/ports/engine';
import type { SearchPool } from '../../../../src/server/ports/search-pool';
import { SEARCH_TYPES, searchTypeInfo } from '../../../../src/shared/search-types';

const PAGE: SearchPage = { numFound: 0, results: [] };

// Fakes that only record which of them was asked: the answer's source is what is under test.
function fakes(): { engine: Engine; pool: SearchPool; asked: { engine: SearchQuery[]; pool: SearchQuery[] } } {
  const asked = { engine: [] as SearchQuery[], pool: [] as SearchQuery[] };
  const unused = (): never => {
    throw new Error('not part of a search');
  };
  const engine: Engine = {
    search: (query) => (asked.engine.push(query), PAGE),
    word: unused,
    wordForms: unused,
    examples: unused,
    suggest: unused,
    forms: unused,
    read: unused,
  };
  const pool: SearchPool = {
    search: (query) => (asked.pool.push(query), Promise.resolve(PAGE)),
    read: unused,
    close: unused,
  };
  return { engine, pool, asked };
}

const search = OPERATIONS.get('/v3/search');

test.each(SEARCH_TYPES.filter((type) => searchTypeInfo(type).heavy))(
  'a %s search is answered through the pool, not on the main thread',
  async (type) => {
    const { engine, pool, asked } = fakes();
    const call = search?.parse(parseQuery(`q=abc&type=${type}`));
    await call?.fromEngine(engine, pool);
    expect(asked.pool.map((query) => query.type)).toEqual([type]);
    expect(asked.engine).toEqual([]);
  },
);

test.each(SEARCH_TYPES.filter((type) => !searchTypeInfo(type).heavy))(
  'a %s search is answered on the main thread, not through the pool',
  async (type) => {
    const { engine, pool, asked } = fakes();
    const call = search?.parse(parseQuery(`q=abc&type=${type}`));
    await call?.fromEngine(engine, pool);
    expect(asked.engine.map((query) => query.type)).toEqual([type]);
    expect(asked.pool).toEqual([]);
  },
);

test('without a pool every type is answered on the main thread', async () => {
  const { engine, asked } = fakes();
  for (const type of SEARCH_TYPES) await search?.parse(parseQuery(`q=abc&type=${type}`)).fromEngine(engine);
  expect(asked.engine.map((query) => query.type)).toEqual(SEARCH_TYPES);
});

test("debug reports each type's own key of the query", () => {
  const normalized = (type: string, q: string) =>
    search?.parse(parseQuery(`q=${encodeURIComponent(q)}&type=${type}`)).debug.normalized_q;
  expect(normalized('exact', ' كتاب ')).toBe('کتاب');
  expect(normalized('text', 'آب  و  نان')).toBe('اب و نان');
  // ava matches by sound, so letters of one sound class share a key that exact keeps apart.
  expect(normalized('ava', 'کطاب')).toBe(normalized('ava', 'کتاب'));
  expect(normalized('exact', 'کطاب')).not.toBe(normalized('exact', 'کتاب'));
});
