import type { Database } from 'better-sqlite3';
import { boundProducts } from './product-bound';

/** Requests answered on one UTC day for one product and token, with one status code. */
export interface RequestCountRow {
  day: string;
  product: string;
  tokenId: number;
  code: number;
  count: number;
}

/** Counts summed over all days; `tokenName` is '' when no token was identified (id 0). */
export interface RequestCountTotal {
  product: string;
  tokenId: number;
  tokenName: string;
  code: number;
  count: number;
}

/**
 * Adds a batch of counts in one transaction; rows for an existing key add to it. Names past a
 * token's day's bound (product-bound.ts) are counted as `(other)`, with the names already stored
 * keeping their place.
 */
export function addRequestCounts(database: Database, rows: readonly RequestCountRow[]): void {
  if (rows.length === 0) return;
  const upsert = database.prepare(
    `INSERT INTO request_counts (day, product, token_id, code, count) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (day, product, token_id, code) DO UPDATE SET count = count + excluded.count`,
  );
  const stored = database
    .prepare<[string, number], string>('SELECT DISTINCT product FROM request_counts WHERE day = ? AND token_id = ?')
    .pluck();
  database.transaction(() => {
    const bounded = boundProducts(rows, (day, tokenId) => stored.all(day, tokenId));
    for (const row of bounded) upsert.run(row.day, row.product, row.tokenId, row.code, row.count);
  })();
}

export function readRequestCounts(database: Database): RequestCountTotal[] {
  return database
    .prepare<[], RequestCountTotal>(
      `SELECT c.product AS product, c.token_id AS tokenId, coalesce(t.name, '') AS tokenName, c.code AS code,
              sum(c.count) AS count
       FROM request_counts c LEFT JOIN tokens t ON t.id = c.token_id
       GROUP BY c.product, c.token_id, c.code
       ORDER BY c.product, c.token_id, c.code`,
    )
    .all();
}
