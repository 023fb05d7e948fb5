/** Requests per second for a token with no limit of its own (docs/v3-contract.md §10.1). */
export const DEFAULT_RATE_LIMIT = 20;

/** The bucket key of a token (ids of `--token` secrets are negative, stored ones positive). */
export function tokenKey(id: number): string {
  return `token:${id}`;
}
