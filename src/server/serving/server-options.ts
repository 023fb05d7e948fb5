/**
 * The server's limits and their defaults, apart from the server itself: the command line's flag
 * table prints these defaults, and `token` or `--help` should not load the server to do it.
 */

/** Timeouts in milliseconds; a local read-only API needs seconds, not Node's minutes. */
export interface ServerOptions {
  /** Whole request head must arrive within this (slow-header clients are cut off). */
  readonly headersTimeout?: number;
  /** Whole request must arrive within this. Must not be below headersTimeout. */
  readonly requestTimeout?: number;
  /** An idle kept-alive connection is closed after this. */
  readonly keepAliveTimeout?: number;
  /** Largest request head in bytes; larger → 431 from Node before the app runs. */
  readonly maxHeaderSize?: number;
  /** How often Node checks the two timeouts above. */
  readonly connectionsCheckingInterval?: number;
  readonly maxConnections?: number;
  /** Open connections one client address may hold; more are closed at once (0 = no cap). */
  readonly maxClientConnections?: number;
  /** Peers exempt from the per-client cap (`--trust-proxy`: every client comes through them). */
  readonly trustProxy?: readonly string[];
}

export const SERVER_DEFAULTS = {
  headersTimeout: 10_000,
  requestTimeout: 15_000,
  keepAliveTimeout: 5_000,
  maxHeaderSize: 16_384,
  connectionsCheckingInterval: 1_000,
  maxConnections: 1_024,
  maxClientConnections: 64,
  trustProxy: [],
} as const satisfies Required<ServerOptions>;
