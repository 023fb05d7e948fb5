/**
 * The table of search types as a client meets it: a heavy type is taken by the search pool, so a
 * pool that never answers makes it a 503, while the other types are answered on the main thread.
 */
import { afterAll, expect, test } from 'vitest';
import { SEARCH_TYPES, searchTypeInfo } from '../../src/shared/search-types';
import { at } from '../support/service/json';
import { startService } from '../support/service/harness';

// A pool whose threads never start: whatever is sent there is refused once its budget is spent.
const idle = await startService({ pool: { size: 1, budgetMs: 200, start: false } });
afterAll(() => idle.stop());

test.each(SEARCH_TYPES.filter((type) => searchTypeInfo(type).heavy))(
  '%s goes to the pool: busy there, 503',
  async (type) => {
    const reply = await idle.call('search', { q: 'امید', type });
    expect(reply.status).toBe(503);
    expect(at(reply.body, 'response', 'error')).toBe('unavailable');
    expect(reply.headers['retry-after']).toMatch(/^\d+$/);
  },
);

test.each(SEARCH_TYPES.filter((type) => !searchTypeInfo(type).heavy))(
  '%s is answered beside a busy pool',
  async (type) => {
    const reply = await idle.call('search', { q: 'امید', type });
    expect(reply.status).toBe(200);
    expect(at(reply.body, 'data', 'num_found')).toBeGreaterThan(0);
  },
);

// Neither list above is empty, so both kinds were asked.
test('the pool takes the meaning and like searches, the rest are answered at once', () => {
  expect(SEARCH_TYPES.filter((type) => searchTypeInfo(type).heavy)).toEqual(['like', 'text']);
});
