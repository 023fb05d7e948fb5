import { isIP } from 'node:net';

/** `::ffff:127.0.0.2` and `127.0.0.2` are the same client. */
export function plainAddress(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/** The addresses named with `--trust-proxy`, in the form `clientAddress` compares. */
export function trustedProxies(addresses: readonly string[]): ReadonlySet<string> {
  return new Set(addresses.map(plainAddress));
}

/**
 * The client a request comes from (docs/v3-contract.md §10.4): the socket's peer, unless that
 * peer is a trusted proxy; then the right-most address of `X-Forwarded-For` that is not itself a
 * trusted proxy. Addresses a client wrote itself further left are never believed, and a hop that
 * is not an IP address ends the walk at the last trusted hop.
 */
export function clientAddress(
  remote: string | undefined,
  forwarded: string | readonly string[] | undefined,
  trusted: ReadonlySet<string>,
): string {
  const peer = plainAddress(remote ?? '');
  if (!trusted.has(peer) || forwarded === undefined) return peer;
  const hops = (typeof forwarded === 'string' ? [forwarded] : forwarded)
    .join(',')
    .split(',')
    .map((hop) => plainAddress(hop.trim()));
  let client = peer;
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = hops[i] ?? '';
    if (isIP(hop) === 0) return client;
    client = hop;
    if (!trusted.has(hop)) return hop;
  }
  return client;
}
