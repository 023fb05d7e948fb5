/**
 * The token-check port: what a token store says of a presented token (docs/v3-contract.md §7).
 * The stores in `server/store` answer it; `server/http` turns it into 401/403 or a pass.
 */
export type TokenVerdict =
  | { readonly kind: 'ok'; readonly id: number; readonly name: string; readonly rateLimit: number | null }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'suspended'; readonly id: number; readonly reason: string };
