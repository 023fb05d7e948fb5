import type { Pool } from 'pg';
import type { CountStore } from '../count-store';
import type { RequestCountRow, RequestCountTotal } from '../counters';
import { inTransaction } from './pg-schema';

/** The fleet's request counts: every replica adds its batches to the same rows. */
export function pgCountStore(pool: Pool): CountStore {
  return {
    async add(rows: readonly RequestCountRow[]) {
      if (rows.length === 0) return;
      // One statement per batch; a batch's keys are distinct, so no row is hit twice.
      const values: (string | number)[] = [];
      const tuples = rows.map((row, index) => {
        values.push(row.day, row.product, row.tokenId, row.code, row.count);
        const at = index * 5;
        return `($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5})`;
      });
      await inTransaction(pool, (client) =>
        client.query(
          `INSERT INTO farhang_request_counts (day, product, token_id, code, count) VALUES ${tuples.join(', ')}
           ON CONFLICT (day, product, token_id, code) DO UPDATE SET count = farhang_request_counts.count + excluded.count`,
          values,
        ),
      );
    },
    async read(): Promise<RequestCountTotal[]> {
      const found = await pool.query<{ product: string; token_id: string; name: string; code: number; count: string }>(
        `SELECT c.product, c.token_id, coalesce(t.name, '') AS name, c.code, sum(c.count) AS count
         FROM farhang_request_counts c LEFT JOIN farhang_tokens t ON t.id = c.token_id
         GROUP BY c.product, c.token_id, t.name, c.code
         ORDER BY c.product, c.token_id, c.code`,
      );
      return found.rows.map((row) => ({
        product: row.product,
        tokenId: Number(row.token_id),
        tokenName: row.name,
        code: row.code,
        count: Number(row.count),
      }));
    },
  };
}
