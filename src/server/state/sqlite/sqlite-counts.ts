import type { Database } from 'better-sqlite3';
import type { CountRow, CountStore, CountTotal } from '../../ports/counts';
import { boundProducts } from '../../ports/product-bound';

/**
 * Adds a batch of counts in one transaction; rows for an existing key add to it. Names past a
 * token's day's bound (ports/product-bound.ts) are counted as `(other)`, with the names already stored
 * keeping their place.
 */
export function addRequestCounts(database: Database, rows: readonly CountRow[]): void {
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

export function readRequestCounts(database: Database): CountTotal[] {
  return database
    .prepare<[], CountTotal>(
      `SELECT c.product AS product, c.token_id AS tokenId, coalesce(t.name, '') AS tokenName, c.code AS code,
              sum(c.count) AS count
       FROM request_counts c LEFT JOIN tokens t ON t.id = c.token_id
       GROUP BY c.product, c.token_id, c.code
       ORDER BY c.product, c.token_id, c.code`,
    )
    .all();
}

/** The request counts in the service's own SQLite file. */
export function sqliteCountStore(database: Database): CountStore {
  return {
    add: (rows) => addRequestCounts(database, rows),
    read: async () => readRequestCounts(database),
  };
}
