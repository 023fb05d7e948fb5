/**
 * How a shared token is split between clients (docs/v3-contract.md §10.2, §10.3,
 * docs/decisions/017-fair-share.md): each client gets the token's own rate, and all clients
 * together this many times it, so ordinary traffic never meets the total.
 */
export const SHARED_TOTAL_FACTOR = 50;
/** Missing or invalid tokens a client may present per second (bursts of twice this), whatever --rate-limit says. */
export const GUESS_RATE = 1;

/** One client's bucket of a shared token. */
export function clientKey(bucket: string, client: string): string {
  return `client:${bucket}:${client}`;
}

/** The bucket counting a client's invalid tokens. */
export function guessKey(client: string): string {
  return `guess:${client}`;
}
