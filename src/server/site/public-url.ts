/**
 * The site's public origin, as the operator configures it (`--public-url`, or FARHANG_PUBLIC_URL):
 * the one source of absolute URLs in what the service writes (og:url, the sitemap, robots.txt).
 * Never taken from a request's Host or X-Forwarded-* headers, which any client can set.
 */

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
