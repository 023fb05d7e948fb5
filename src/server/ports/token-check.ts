/**
 * The token-check port: what a token store says of a presented token (docs/v3-contract.md §7).
 * The token stores in `server/state` answer it; `server/api` turns it into 401/403 or a pass.
 */
export type TokenVerdict =
  | { readonly kind: 'ok'; readonly id: number; readonly name: string; readonly rateLimit: number | null }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'suspended'; readonly id: number; readonly reason: string };
