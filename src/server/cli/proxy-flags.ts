import { UsageError } from './args';
import { flag } from './flag-table';
import { integerValue } from './parse-flags';

/** Proxy mode as the operator asked for it on the command line. */
export interface ProxySettings {
  readonly upstream: string;
  readonly token: string;
  readonly cacheBytes: number;
  readonly ttlMs: number;
  readonly timeoutMs: number;
}

export interface ProxyFlagValues {
  readonly upstream?: string | undefined;
  readonly 'upstream-token'?: string | undefined;
  readonly 'cache-mb'?: string | undefined;
  readonly 'cache-ttl'?: string | undefined;
  readonly 'upstream-timeout'?: string | undefined;
}

/** Undefined when no --upstream is given (the service answers from its own data). */
export function parseProxySettings(values: ProxyFlagValues): ProxySettings | undefined {
  const { upstream } = values;
  const others = ['upstream-token', 'cache-mb', 'cache-ttl', 'upstream-timeout'] as const;
  if (upstream === undefined) {
    const stray = others.find((name) => values[name] !== undefined);
    if (stray !== undefined) throw new UsageError(`--${stray} needs --upstream`);
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(upstream);
  } catch {
    throw new UsageError(`--upstream must be an http:// or https:// URL, not ${JSON.stringify(upstream)}`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search !== '' || url.username !== '') {
    throw new UsageError('--upstream must be an http:// or https:// URL without a query or credentials');
  }
  const token = values['upstream-token']?.trim() ?? '';
  // The message never repeats what was given: it may be a secret typed in the wrong place.
  if (token === '') {
    const env = flag('upstream-token').env;
    throw new UsageError(
      `--upstream needs --upstream-token (our token at the upstream service), --upstream-token-file or ${env}`,
    );
  }
  const timeout = integerValue(flag('upstream-timeout'), values['upstream-timeout']);
  if (timeout === 0) throw new UsageError('--upstream-timeout must be at least 1 second');
  return {
    upstream: url.href.replace(/\/+$/, ''),
    token,
    cacheBytes: integerValue(flag('cache-mb'), values['cache-mb']) * 1024 * 1024,
    ttlMs: integerValue(flag('cache-ttl'), values['cache-ttl']) * 1000,
    timeoutMs: timeout * 1000,
  };
}
