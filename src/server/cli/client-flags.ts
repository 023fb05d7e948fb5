import { isIP } from 'node:net';
import { UsageError } from './args';
import { flag } from './flag-table';
import { integerValue } from './parse-flags';

export interface ClientSettings {
  /** Peers whose X-Forwarded-For names the client; none unless named. */
  readonly trustProxy: readonly string[];
  /** Open connections per client address; 0 = no cap. */
  readonly maxClientConnections: number;
}

/**
 * `--trust-proxy A[,B]` (repeatable) and `--max-client-connections N`: they tell clients apart and cap
 * each one's connections (docs/v3-contract.md §10.4, §10.5).
 */
export function parseClientFlags(values: {
  readonly 'trust-proxy'?: readonly string[] | undefined;
  readonly 'max-client-connections'?: string | undefined;
}): ClientSettings {
  const trustProxy = (values['trust-proxy'] ?? [])
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  for (const address of trustProxy) {
    if (isIP(address) === 0) throw new UsageError(`--trust-proxy takes IP addresses, not ${JSON.stringify(address)}`);
  }
  return {
    trustProxy,
    maxClientConnections: integerValue(flag('max-client-connections'), values['max-client-connections']),
  };
}
