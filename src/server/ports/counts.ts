/**
 * The counts port: the requests answered, per day, product, token and status code, as the API's
 * batch gathers them and a count store (state/: SQLite or PostgreSQL) keeps them.
 */

/** How many answers with `code` a product and token got on one UTC day. */
export interface CountRow {
  readonly day: string;
  readonly product: string;
  /** 0 when no token was identified. */
  readonly tokenId: number;
  readonly code: number;
  readonly count: number;
}

/** Counts summed over all days; `tokenName` is '' when no token was identified (id 0). */
export interface CountTotal {
  readonly product: string;
  readonly tokenId: number;
  readonly tokenName: string;
  readonly code: number;
  readonly count: number;
}

/**
 * Where the request counts go, whichever keeps them: each replica adds its batches, `stats`
 * reads the totals (a fleet's, when they are shared).
 */
export interface CountStore {
  add(rows: readonly CountRow[]): void | Promise<void>;
  read(): Promise<CountTotal[]>;
}
