import { expect, test } from 'vitest';
import { createCounterBatch, type CountRow } from '../../../../src/server/http/counters';

test('requests are summed per day, product, token and code and written in one batch', () => {
  const batches: (readonly CountRow[])[] = [];
  const batch = createCounterBatch((rows) => batches.push(rows), { intervalMs: 60_000 });
  const time = new Date('2026-03-20T23:59:59Z');
  batch.record({ time, product: 'app', tokenId: 1, code: 200 });
  batch.record({ time, product: 'app', tokenId: 1, code: 200 });
  batch.record({ time, product: 'app', tokenId: 1, code: 404 });
  batch.record({ time: new Date('2026-03-21T00:00:01Z'), product: 'app', tokenId: 1, code: 200 });
  expect(batches).toEqual([]);
  batch.close();
  expect(batches).toEqual([
    [
      { day: '2026-03-20', product: 'app', tokenId: 1, code: 200, count: 2 },
      { day: '2026-03-20', product: 'app', tokenId: 1, code: 404, count: 1 },
      { day: '2026-03-21', product: 'app', tokenId: 1, code: 200, count: 1 },
    ],
  ]);
});

test('the timer flushes about every interval, and an empty batch writes nothing', async () => {
  const batches: (readonly CountRow[])[] = [];
  const batch = createCounterBatch((rows) => batches.push(rows), { intervalMs: 20 });
  batch.record({ time: new Date(), product: '', tokenId: 0, code: 401 });
  await new Promise((resolve) => setTimeout(resolve, 80));
  batch.close();
  expect(batches).toHaveLength(1);
  expect(batches[0]?.[0]).toMatchObject({ product: '', tokenId: 0, code: 401, count: 1 });
});

test('a failing sink is reported and does not throw into the service', () => {
  const errors: unknown[] = [];
  const batch = createCounterBatch(
    () => {
      throw new Error('disk full');
    },
    { intervalMs: 60_000, onError: (error) => errors.push(error) },
  );
  batch.record({ time: new Date(), product: 'x', tokenId: 1, code: 200 });
  expect(() => batch.close()).not.toThrow();
  expect(errors).toHaveLength(1);
});

test('a held batch gathers counts without writing until started, then writes them on its timer', async () => {
  const batches: (readonly CountRow[])[] = [];
  const batch = createCounterBatch((rows) => batches.push(rows), { intervalMs: 20, held: true });
  batch.record({ time: new Date(), product: 'app', tokenId: 0, code: 503 });
  batch.record({ time: new Date(), product: 'app', tokenId: 0, code: 503 });
  await new Promise((resolve) => setTimeout(resolve, 80));
  expect(batches).toEqual([]);
  batch.start();
  await new Promise((resolve) => setTimeout(resolve, 80));
  expect(batches).toHaveLength(1);
  expect(batches[0]?.[0]).toMatchObject({ product: 'app', code: 503, count: 2 });
  batch.close();
});
