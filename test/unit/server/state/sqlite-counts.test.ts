import { expect, test } from 'vitest';
import { addRequestCounts, readRequestCounts } from '../../../../src/server/state/sqlite/sqlite-counts';
import { openStore } from '../../../../src/server/dictionary/open-store';
import { createToken } from '../../../../src/server/state/sqlite/sqlite-tokens';
import { sqliteCountStore } from '../../../../src/server/state/sqlite/sqlite-counts';
import { countStoreContract } from './count-store-contract';

test('request counts add up per product, token and code over days, with token names', () => {
  const database = openStore(':memory:');
  const { id } = createToken(database, { name: 'mobile app' });
  addRequestCounts(database, [
    { day: '2026-11-21', product: 'vajeh', tokenId: id, code: 200, count: 5 },
    { day: '2026-11-21', product: 'vajeh', tokenId: id, code: 404, count: 1 },
    { day: '2026-11-21', product: '', tokenId: 0, code: 401, count: 2 },
  ]);
  addRequestCounts(database, [
    { day: '2026-11-21', product: 'vajeh', tokenId: id, code: 200, count: 3 },
    { day: '2026-11-22', product: 'vajeh', tokenId: id, code: 200, count: 10 },
    { day: '2026-11-22', product: 'alpha', tokenId: id, code: 200, count: 1 },
  ]);
  addRequestCounts(database, []);
  expect(readRequestCounts(database)).toEqual([
    { product: '', tokenId: 0, tokenName: '', code: 401, count: 2 },
    { product: 'alpha', tokenId: id, tokenName: 'mobile app', code: 200, count: 1 },
    { product: 'vajeh', tokenId: id, tokenName: 'mobile app', code: 200, count: 18 },
    { product: 'vajeh', tokenId: id, tokenName: 'mobile app', code: 404, count: 1 },
  ]);
});

test('a batch is one transaction: a bad row leaves none of the batch counted', () => {
  const database = openStore(':memory:');
  const rows = [
    { day: '2026-11-21', product: 'p', tokenId: 0, code: 200, count: 1 },
    // SQLite stores NaN as NULL, which the table refuses.
    { day: '2026-11-21', product: 'q', tokenId: 0, code: 200, count: Number.NaN },
  ];
  expect(() => addRequestCounts(database, rows)).toThrow();
  expect(readRequestCounts(database)).toEqual([]);
});

countStoreContract('sqlite', async () => {
  const database = openStore(':memory:');
  return {
    counts: sqliteCountStore(database),
    close: async () => {
      database.close();
    },
  };
});
