/**
 * Which `Host` a request may name (docs/v3-contract.md §11; decision 019). A page on another name
 * that resolves to this service (DNS rebinding) would otherwise read /config.json and the app's
 * token as if it were our own origin. Allowed: no Host at all (HTTP/1.0 clients), localhost and
 * any *.localhost name, IP literals, the host of the public URL, and the names the operator adds.
 */
import { isIP } from 'node:net';

export type HostCheck = (host: string | undefined) => boolean;

/** The name of a Host header without its port, lower-cased; IPv6 literals without brackets. */
export function hostName(host: string): string {
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(1, value.indexOf(']') < 0 ? undefined : value.indexOf(']'));
  const colon = value.lastIndexOf(':');
  return (colon < 0 ? value : value.slice(0, colon)).replace(/\.$/, '');
}

export function hostCheck(allowed: readonly string[]): HostCheck {
  const names = new Set(allowed.map(hostName));
  return (host) => {
    if (host === undefined || host === '') return true;
    const name = hostName(host);
    return name === 'localhost' || name.endsWith('.localhost') || isIP(name) !== 0 || names.has(name);
  };
}
