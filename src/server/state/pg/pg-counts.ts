import type { Pool, PoolClient } from 'pg';
import type { CountRow, CountStore, CountTotal } from '../../ports/counts';
import { boundProducts } from '../../ports/product-bound';
import { inTransaction } from './pg-schema';

// Any 64-bit number no other application on the server is likely to lock with.
const COUNTS_LOCK = 7_146_500_419;
/** Rows a statement writes at most: a batch held through an outage goes in several. */
const ROWS_PER_STATEMENT = 5_000;

/** The names each token's day already has in the table, for the pairs in `rows`. */
async function storedNames(
  client: PoolClient,
  rows: readonly CountRow[],
): Promise<(day: string, tokenId: number) => string[]> {
  const pairs = [
    ...new Map(rows.map((row) => [`${row.day} ${row.tokenId}`, [row.day, row.tokenId] as const])).values(),
  ];
  const found = await client.query<{ day: string; token_id: string; product: string }>(
    `SELECT DISTINCT c.day, c.token_id, c.product FROM farhang_request_counts c
     JOIN unnest($1::text[], $2::bigint[]) AS p (day, token_id) ON c.day = p.day AND c.token_id = p.token_id`,
    [pairs.map(([day]) => day), pairs.map(([, tokenId]) => tokenId)],
  );
  const names = new Map<string, string[]>();
  for (const row of found.rows) {
    const key = `${row.day} ${row.token_id}`;
    const list = names.get(key) ?? [];
    list.push(row.product);
    names.set(key, list);
  }
  return (day, tokenId) => names.get(`${day} ${tokenId}`) ?? [];
}

/**
 * The fleet's request counts: every replica adds its batches to the same rows. A batch is one
 * transaction, its rows sent as five arrays a statement (never near PostgreSQL's 65,535
 * parameters) in statements of ROWS_PER_STATEMENT rows. Replicas write one at a time, so the
 * bound on a token's product names (ports/product-bound.ts) holds for the fleet, not per replica.
 */
export function pgCountStore(pool: Pool): CountStore {
  return {
    async add(rows: readonly CountRow[]) {
      if (rows.length === 0) return;
      await inTransaction(pool, async (client) => {
        await client.query('SELECT pg_advisory_xact_lock($1)', [COUNTS_LOCK]);
        // A batch's keys are distinct, and stay so once bounded: no row is hit twice in a statement.
        const bounded = boundProducts(rows, await storedNames(client, rows));
        for (let start = 0; start < bounded.length; start += ROWS_PER_STATEMENT) {
          const chunk = bounded.slice(start, start + ROWS_PER_STATEMENT);
          await client.query(
            `INSERT INTO farhang_request_counts (day, product, token_id, code, count)
             SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[], $4::integer[], $5::bigint[])
             ON CONFLICT (day, product, token_id, code)
             DO UPDATE SET count = farhang_request_counts.count + excluded.count`,
            [
              chunk.map((row) => row.day),
              chunk.map((row) => row.product),
              chunk.map((row) => row.tokenId),
              chunk.map((row) => row.code),
              chunk.map((row) => row.count),
            ],
          );
        }
      });
    },
    async read(): Promise<CountTotal[]> {
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
