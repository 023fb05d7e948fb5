/**
 * Headers every answer carries, and the policies for JSON and for the web app. Kept in one place
 * so an API answer and an app file can never drift apart on CORS or sniffing.
 */

export type Headers = Record<string, string>;

export const ALLOW = 'GET, HEAD, OPTIONS';

/**
 * CORS on every answer: the API is read-only and authenticates by a token in the query, not by a
 * cookie, so any origin may read it; Retry-After is exposed so a browser app can honour a 503.
 */
export const CORS_HEADERS: Readonly<Headers> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Retry-After',
};

/** JSON answers of the API: errors never cached, never rendered as a page. */
export const JSON_HEADERS: Readonly<Headers> = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

/**
 * A successful answer's caching: its URL carries the token, so no cache may keep it — not a
 * shared one, and not the reader's own disk either (decision 019; it was `private, max-age=3600`).
 * The app keeps what it needs itself: its query cache in memory, and the offline worker's store
 * under keys without the token. The ETag stays, for clients that revalidate on their own.
 */
export const PRIVATE_JSON: Readonly<Headers> = { 'Cache-Control': 'private, no-store' };

/** The `'sha256-…'` sources of a page's inline styles and of its inline scripts. */
export interface InlineHashes {
  readonly styles?: readonly string[];
  readonly scripts?: readonly string[];
}

/** A CSP hash source: the algorithm and a base64 digest, quoted. */
const HASH_SOURCE = /^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/;

/**
 * The web app's Content-Security-Policy: only our own scripts, styles,
 * images and fonts; fetches to our origin plus any API origins the operator names; HTML sinks
 * only through the two Trusted Types policies the app defines, and the service worker's script
 * URL through a third (`farhang-sw`, which can name only /sw.js), the recogniser's worker through a
 * fourth (`farhang-ocr`, which can name only that worker's script). The worker itself falls under
 * script-src (no worker-src of its own) and, served with these headers, under the same connect-src.
 * `inline`: the styles and scripts a rendered page carries in itself, each allowed by its
 * `'sha256-…'` source, never by 'unsafe-inline'.
 */
export function contentSecurityPolicy(apiOrigins: readonly string[] = [], inline: InlineHashes = {}): string {
  const bad = apiOrigins.find((origin) => !isOrigin(origin));
  if (bad !== undefined) throw new Error(`not an origin for connect-src: ${bad}`);
  const { styles = [], scripts = [] } = inline;
  const badHash = [...styles, ...scripts].find((source) => !HASH_SOURCE.test(source));
  if (badHash !== undefined) throw new Error(`not a hash source for an inline style or script: ${badHash}`);
  const connect = ["'self'", ...apiOrigins].join(' ');
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scripts].join(' '),
    ["style-src 'self'", ...styles].join(' '),
    "img-src 'self'",
    "font-src 'self'",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    'trusted-types farhang-html dompurify farhang-sw farhang-ocr',
  ].join('; ');
}

/** Headers of the app's HTML, scripts and styles; `inline` as for contentSecurityPolicy. */
export function appHeaders(apiOrigins: readonly string[] = [], inline: InlineHashes = {}): Headers {
  return {
    'Content-Security-Policy': contentSecurityPolicy(apiOrigins, inline),
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  };
}

/**
 * The origin an operator names for the app to ask (`--api-origin`), as the browser writes it
 * (`https://dict.example`, lower case, no default port, no trailing slash).
 * @throws Error saying what is wrong: not http(s), or a path, query or fragment after the host.
 */
export function apiOriginOf(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`not an origin: ${value} (write it as https://host or https://host:port)`);
  }
  const extra = url.pathname !== '/' || url.search !== '' || url.hash !== '' || url.username !== '';
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || extra || !isOrigin(url.origin)) {
    throw new Error(`not an origin: ${value} (write it as https://host or https://host:port, nothing after)`);
  }
  return url.origin;
}

/**
 * The recogniser's worker scripts (`/assets/ocr-<hash>/…js`, scripts/build/ocr-assets-plugin.ts):
 * a worker runs under its own script's policy, not the page's. It imports its core from our
 * origin, compiles that core's WebAssembly, and fetches the `.wasm` and the Persian model from our
 * origin: nothing more, and no other origin.
 */
export const OCR_WORKER_POLICY = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'";

/** A script of the recogniser's folder, served with OCR_WORKER_POLICY. */
export function isOcrWorkerScript(path: string): boolean {
  return /^\/assets\/ocr-[0-9a-f]+\/[\w.-]+\.js$/.test(path);
}

/** An origin the CSP may name: scheme, host and optional port, nothing that could add a directive. */
export function isOrigin(value: string): boolean {
  return /^https?:\/\/[A-Za-z0-9.[\]:-]+$/.test(value);
}
