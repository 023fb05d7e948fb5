/**
 * The origins besides its own this app may ask, as the service that served it allows them (its
 * pages' CSP connect-src, `--api-origin`): the browser refuses every other before a request
 * leaves, so the app says so instead of trying. Not known (a static host's config, `npm run dev`):
 * nothing is refused here, and the browser has the last word.
 */
let allowed: readonly string[] | undefined;

export function setAllowedOrigins(origins: readonly string[] | undefined): void {
  allowed = origins;
}

/** The origin of `baseUrl` when this page may not ask it; undefined when it may, or nobody knows. */
export function refusedOrigin(baseUrl: string): string | undefined {
  if (allowed === undefined || baseUrl.trim() === '') return undefined;
  let origin: string;
  try {
    origin = new URL(baseUrl.trim()).origin;
  } catch {
    return undefined;
  }
  return origin === globalThis.location?.origin || allowed.includes(origin) ? undefined : origin;
}
