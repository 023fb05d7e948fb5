import { afterEach, expect, test, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
});
import { createCounterBatch } from '../../../../src/server/api/counters';
import type { CountRow } from '../../../../src/server/ports/counts';

test('requests are summed per day, product, token and code and written in one batch', async () => {
  const batches: (readonly CountRow[])[] = [];
  const batch = createCounterBatch((rows) => void batches.push(rows), { intervalMs: 60_000 });
  const time = new Date('2026-03-20T23:59:59Z');
  batch.record({ time, product: 'app', tokenId: 1, code: 200 });
  batch.record({ time, product: 'app', tokenId: 1, code: 200 });
  batch.record({ time, product: 'app', tokenId: 1, code: 404 });
  batch.record({ time: new Date('2026-03-21T00:00:01Z'), product: 'app', tokenId: 1, code: 200 });
  expect(batches).toEqual([]);
  await batch.close();
  expect(batches).toEqual([
    [
      { day: '2026-03-20', product: 'app', tokenId: 1, code: 200, count: 2 },
      { day: '2026-03-20', product: 'app', tokenId: 1, code: 404, count: 1 },
      { day: '2026-03-21', product: 'app', tokenId: 1, code: 200, count: 1 },
    ],
  ]);
});

test('the timer flushes once an interval has passed, and an empty batch writes nothing', async () => {
  vi.useFakeTimers();
  const batches: (readonly CountRow[])[] = [];
  const batch = createCounterBatch((rows) => void batches.push(rows), { intervalMs: 1_000 });
  batch.record({ time: new Date(), product: '', tokenId: 0, code: 401 });
  await vi.advanceTimersByTimeAsync(999);
  expect(batches).toEqual([]);
  await vi.advanceTimersByTimeAsync(1);
  expect(batches).toHaveLength(1);
  expect(batches[0]?.[0]).toMatchObject({ product: '', tokenId: 0, code: 401, count: 1 });
  // Intervals with nothing recorded write nothing, and neither does closing.
  await vi.advanceTimersByTimeAsync(5_000);
  await batch.close();
  expect(batches).toHaveLength(1);
});

test('a failing sink is reported and does not throw into the service', async () => {
  const errors: unknown[] = [];
  const batch = createCounterBatch(
    () => {
      throw new Error('disk full');
    },
    { intervalMs: 60_000, onError: (error) => errors.push(error) },
  );
  batch.record({ time: new Date(), product: 'x', tokenId: 1, code: 200 });
  await expect(batch.close()).resolves.toBeUndefined();
  expect(errors).toHaveLength(1);
});

test('a held batch gathers counts without writing until started, then writes them on its timer', async () => {
  const batches: (readonly CountRow[])[] = [];
  vi.useFakeTimers();
  const batch = createCounterBatch((rows) => void batches.push(rows), { intervalMs: 1_000, held: true });
  batch.record({ time: new Date(), product: 'app', tokenId: 0, code: 503 });
  batch.record({ time: new Date(), product: 'app', tokenId: 0, code: 503 });
  await vi.advanceTimersByTimeAsync(10_000);
  expect(batches).toEqual([]);
  batch.start();
  await vi.advanceTimersByTimeAsync(1_000);
  expect(batches).toHaveLength(1);
  expect(batches[0]?.[0]).toMatchObject({ product: 'app', code: 503, count: 2 });
  await batch.close();
});

test('a batch a server refused is kept and goes with the next write, so nothing is counted twice or lost', async () => {
  const written: (readonly CountRow[])[] = [];
  let down = true;
  const batch = createCounterBatch(
    async (rows) => {
      if (down) throw new Error('connection refused');
      written.push(rows);
    },
    { intervalMs: 60_000, onError: () => undefined },
  );
  const time = new Date('2026-03-20T12:00:00Z');
  batch.record({ time, product: 'app', tokenId: 1, code: 200 });
  await batch.flush();
  batch.record({ time, product: 'app', tokenId: 1, code: 200 });
  batch.record({ time, product: 'app', tokenId: 2, code: 403 });
  down = false;
  await batch.close();
  expect(written).toEqual([
    [
      { day: '2026-03-20', product: 'app', tokenId: 1, code: 200, count: 2 },
      { day: '2026-03-20', product: 'app', tokenId: 2, code: 403, count: 1 },
    ],
  ]);
});

test('a token counts its first 100 product names of a day as themselves and the rest as (other); so do requests without a token', async () => {
  const batches: (readonly CountRow[])[] = [];
  const batch = createCounterBatch((rows) => void batches.push(rows), { intervalMs: 60_000 });
  const time = new Date('2026-03-20T10:00:00Z');
  for (const tokenId of [7, 0]) {
    for (let i = 0; i < 150; i += 1) batch.record({ time, product: `name${i}`, tokenId, code: 200 });
  }
  batch.record({ time: new Date('2026-03-21T00:00:01Z'), product: 'name149', tokenId: 7, code: 200 });
  await batch.close();
  const rows = batches.flat();
  for (const tokenId of [7, 0]) {
    const day = rows.filter((row) => row.tokenId === tokenId && row.day === '2026-03-20');
    expect(day).toHaveLength(101);
    expect(day.find((row) => row.product === 'name99')?.count).toBe(1);
    expect(day.find((row) => row.product === 'name100')).toBeUndefined();
    expect(day.find((row) => row.product === '(other)')?.count).toBe(50);
    expect(day.reduce((sum, row) => sum + row.count, 0)).toBe(150);
  }
  // A new day starts the list over.
  expect(rows.filter((row) => row.day === '2026-03-21')).toEqual([
    { day: '2026-03-21', product: 'name149', tokenId: 7, code: 200, count: 1 },
  ]);
});

test('while the sink fails the backlog stays bounded: requests needing a new row past it are counted as dropped and reported', async () => {
  vi.useFakeTimers();
  const written: CountRow[] = [];
  const dropped: [number, number][] = [];
  let down = true;
  const batch = createCounterBatch(
    async (rows) => {
      if (down) throw new Error('connection refused');
      written.push(...rows);
    },
    { intervalMs: 1_000, maxRows: 10, onError: () => undefined, onDropped: (n, rows) => dropped.push([n, rows]) },
  );
  const time = new Date();
  for (let i = 0; i < 15; i += 1) batch.record({ time, product: `p${i}`, tokenId: 1, code: 200 });
  // A row already held still counts.
  batch.record({ time, product: 'p0', tokenId: 1, code: 200 });
  await vi.advanceTimersByTimeAsync(1_000);
  expect(dropped).toEqual([[5, 10]]);
  await vi.advanceTimersByTimeAsync(5_000);
  expect(dropped).toHaveLength(1);
  down = false;
  await batch.close();
  expect(written).toHaveLength(10);
  expect(written.reduce((sum, row) => sum + row.count, 0)).toBe(11);
});

test('after a long outage, everything held is written within 5 s of the sink answering again', async () => {
  vi.useFakeTimers();
  let down = true;
  const written: CountRow[] = [];
  const batch = createCounterBatch(
    async (rows) => {
      // A server that is down answers each attempt after a while, not at once.
      await new Promise((done) => setTimeout(done, 300));
      if (down) throw new Error('connection refused');
      written.push(...rows);
    },
    { intervalMs: 1_000, onError: () => undefined },
  );
  let recorded = 0;
  for (let second = 0; second < 120; second += 1) {
    for (let i = 0; i < 50; i += 1) {
      batch.record({ time: new Date(), product: `p${i}`, tokenId: second % 7, code: 200 });
      recorded += 1;
    }
    await vi.advanceTimersByTimeAsync(1_000);
  }
  down = false;
  await vi.advanceTimersByTimeAsync(5_000);
  expect(written.reduce((sum, row) => sum + row.count, 0)).toBe(recorded);
  await batch.close();
});

test('control characters are left out of a counted product name: PostgreSQL refuses NUL in text, which would stop every write', async () => {
  const batches: (readonly CountRow[])[] = [];
  const batch = createCounterBatch((rows) => void batches.push(rows), { intervalMs: 60_000 });
  const time = new Date('2026-03-20T10:00:00Z');
  batch.record({ time, product: 'my\u0000app\u001f\u007f', tokenId: 3, code: 200 });
  batch.record({ time, product: 'myapp', tokenId: 3, code: 200 });
  await batch.close();
  expect(batches.flat()).toEqual([{ day: '2026-03-20', product: 'myapp', tokenId: 3, code: 200, count: 2 }]);
});
