/**
 * Every wait a 503 (or the app after one) asks for, in seconds, named for its cause. The service
 * sends them as Retry-After; the app reads the same table, so a new wait is one line here.
 */

/** The dictionary data is being loaded or swapped: a start takes seconds, not minutes. */
export const WAIT_STARTING_S = 5;

/** The search pool is full or a search spent its budget: a slot frees within a second. */
export const WAIT_SEARCH_BUSY_S = 1;

/** The shared token and limit store cannot be reached: a short wait while it comes back. */
export const WAIT_STATE_DOWN_S = 2;

/** A 503 whose cause named no wait: an upstream that is down or sent none, a page whose answer had none. */
export const WAIT_UNNAMED_S = 5;

/** The browser app's own wait before it tries again by itself when a 503 or 429 named none. */
export const WAIT_APP_RETRY_S = 10;
