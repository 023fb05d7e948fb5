import { isIP } from 'node:net';

/** `::ffff:127.0.0.2` and `127.0.0.2` are the same client. */
export function plainAddress(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/** The first four groups of an IPv6 address, in hex without leading zeros (`2001:db8:0:7`). */
function prefix64(address: string): string {
  const plain = address.split('%')[0] ?? '';
  const [head = '', tail] = plain.split('::');
  const groups = (part: string): string[] =>
    part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const zeros = Array.from({ length: Math.max(0, 8 - left.length - right.length) }, () => '0');
  return [...left, ...zeros, ...right]
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':');
}

/**
 * The key every per-client limit and the connection cap count by (docs/v3-contract.md §10.4): an
 * IPv4 address as it is, an IPv6 address by its /64, since one host is handed a whole /64 and may
 * take any address in it.
 */
export function clientGroup(address: string): string {
  const plain = plainAddress(address);
  return isIP(plain.split('%')[0] ?? '') === 6 ? `${prefix64(plain)}::/64` : plain;
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
