import { expect, test } from 'vitest';
import type { CountRow, CountStore, CountTotal } from '../../../../src/server/ports/counts';

export interface OpenedCounts {
  readonly counts: CountStore;
  close(): Promise<void>;
}

/**
 * What every count store must do, whichever keeps the counts: run against SQLite by the unit tests
 * and against PostgreSQL by the fleet test. Each test counts under token ids of its own (above any
 * a store issues in a test), so a shared server's earlier counts are never read.
 */
export function countStoreContract(name: string, open: () => Promise<OpenedCounts>): void {
  let nextId = 900_000_000 + (Date.now() % 1_000_000) * 100;
  const ids = (n: number): number[] => Array.from({ length: n }, () => (nextId += 1));
  const row = (tokenId: number, product: string, count = 1, code = 200): CountRow => ({
    day: '2026-11-26',
    product,
    tokenId,
    code,
    count,
  });
  const of = (totals: CountTotal[], tokenIds: readonly number[]): CountTotal[] =>
    totals.filter((total) => tokenIds.includes(total.tokenId));
  const sum = (totals: CountTotal[]): number => totals.reduce((all, total) => all + total.count, 0);

  test(`${name}: a batch of 20,000 distinct rows is written whole`, async () => {
    const { counts, close } = await open();
    try {
      const tokens = ids(200);
      const rows = tokens.flatMap((tokenId) => Array.from({ length: 100 }, (_, i) => row(tokenId, `p${i}`, 2)));
      await counts.add(rows);
      const stored = of(await counts.read(), tokens);
      expect(stored).toHaveLength(20_000);
      expect(sum(stored)).toBe(40_000);
    } finally {
      await close();
    }
  });

  test(`${name}: a token's day keeps its first 100 product names, across batches; the rest count as (other), totals exact`, async () => {
    const { counts, close } = await open();
    try {
      const [token = 0, anonymous = 0] = ids(2);
      const names = (from: number, n: number): string[] => Array.from({ length: n }, (_, i) => `n${from + i}`);
      await counts.add(names(0, 60).map((product) => row(token, product, 3)));
      // 10 names it already has, 60 new ones: room for 40 of them.
      await counts.add([...names(50, 70), '', '(other)'].map((product) => row(token, product)));
      await counts.add(names(0, 150).map((product) => row(anonymous, product)));
      const stored = of(await counts.read(), [token]);
      const products = stored.map((total) => total.product);
      expect(products.filter((product) => /^n\d+$/.test(product)).sort()).toEqual(names(0, 100).sort());
      expect(stored.find((total) => total.product === 'n55')?.count).toBe(4);
      expect(stored.find((total) => total.product === '')?.count).toBe(1);
      expect(stored.find((total) => total.product === '(other)')?.count).toBe(20 + 1);
      expect(sum(stored)).toBe(60 * 3 + 72);
      const other = of(await counts.read(), [anonymous]);
      expect(other).toHaveLength(101);
      expect(other.find((total) => total.product === '(other)')?.count).toBe(50);
    } finally {
      await close();
    }
  });
}
