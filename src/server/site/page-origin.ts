import type { IncomingMessage } from 'node:http';

/**
 * The origin of absolute URLs in a page when no public one is configured: the address this
 * service listens on, as the socket reports it — never the request's Host or X-Forwarded-*
 * headers, which any client can set.
 */
export function localOrigin(req: IncomingMessage): string {
  const raw = req.socket.localAddress ?? '127.0.0.1';
  const address = raw.startsWith('::ffff:') && raw.includes('.') ? raw.slice('::ffff:'.length) : raw;
  const host = address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${req.socket.localPort ?? 80}`;
}

/** A configured public URL as an origin plus path prefix, without a trailing slash. */
export function publicOrigin(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, '');
}
