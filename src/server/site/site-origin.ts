/**
 * The one rule for the origin of absolute URLs in what the service writes (canonical links,
 * og:url, the sitemap, robots.txt, OpenSearch): the site's public origin as the operator configures
 * it (`--public-url`, or FARHANG_PUBLIC_URL), and only where none is configured a fallback each
 * caller names. Never a request's X-Forwarded-Host, which any client can set.
 */
import type { IncomingMessage } from 'node:http';

/** The variable `serve` and `start` read when no --public-url is given. */
export const PUBLIC_URL_ENV = 'FARHANG_PUBLIC_URL';

/**
 * `https://example.org` from what the operator typed (a trailing slash is fine); an Error saying
 * what is wrong otherwise. Only an origin: the app's routes start at the root of the site.
 */
export function parsePublicUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`the public URL must be an absolute http:// or https:// URL, not ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`the public URL must be http:// or https://, not ${url.protocol}`);
  }
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '' || url.pathname !== '/') {
    throw new Error('the public URL is an origin only (scheme, host, port): no path, query, fragment or credentials');
  }
  return url.origin;
}

/** The public URL a service listening on host:port has when none is configured. */
export function defaultPublicUrl(host: string, port: number): string {
  const wildcard = host === '0.0.0.0' || host === '::' || host === '';
  const name = wildcard ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** What a page or document falls back on when no public URL is configured. */
export type Unconfigured =
  /** The address this service listens on, as the socket reports it (rendered pages). */
  | 'socket'
  /** The request's Host, used only when it looks like a host (the OpenSearch description). */
  | 'host'
  /** No absolute URL at all rather than a guessed one (a link preview's og:url). */
  | 'none';

/**
 * The origin of absolute URLs in what the service writes for `req`: the configured public URL
 * whenever there is one, whatever Host or X-Forwarded-* a client sends; else `unconfigured`.
 */
export function siteOrigin(req: IncomingMessage, publicUrl: string | undefined, unconfigured: 'socket'): string;
export function siteOrigin(
  req: IncomingMessage,
  publicUrl: string | undefined,
  unconfigured: Unconfigured,
): string | undefined;
export function siteOrigin(
  req: IncomingMessage,
  publicUrl: string | undefined,
  unconfigured: Unconfigured,
): string | undefined {
  if (publicUrl !== undefined) return publicUrl.replace(/\/+$/, '');
  if (unconfigured === 'socket') return socketOrigin(req);
  return unconfigured === 'host' ? hostOrigin(req) : undefined;
}

function socketOrigin(req: IncomingMessage): string {
  const raw = req.socket.localAddress ?? '127.0.0.1';
  const address = raw.startsWith('::ffff:') && raw.includes('.') ? raw.slice('::ffff:'.length) : raw;
  const host = address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${req.socket.localPort ?? 80}`;
}

function hostOrigin(req: IncomingMessage): string | undefined {
  const host = req.headers.host ?? '';
  if (!/^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/.test(host)) return undefined;
  const scheme = req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  return `${scheme}://${host}`;
}
