import { integerFlag, UsageError } from './args';

/** Proxy mode as the operator asked for it on the command line. */
export interface ProxySettings {
  readonly upstream: string;
  readonly token: string;
  readonly cacheBytes: number;
  readonly ttlMs: number;
  readonly timeoutMs: number;
}

export const PROXY_FLAGS = {
  upstream: { type: 'string' },
  'upstream-token': { type: 'string' },
  'cache-mb': { type: 'string' },
  'cache-ttl': { type: 'string' },
  'upstream-timeout': { type: 'string' },
} as const;

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
    throw new UsageError(
      '--upstream needs --upstream-token (our token at the upstream service), --upstream-token-file or FARHANG_UPSTREAM_TOKEN',
    );
  }
  const timeout = integerFlag(values['upstream-timeout'], '--upstream-timeout', 8);
  if (timeout === 0) throw new UsageError('--upstream-timeout must be at least 1 second');
  return {
    upstream: url.href.replace(/\/+$/, ''),
    token,
    cacheBytes: integerFlag(values['cache-mb'], '--cache-mb', 64) * 1024 * 1024,
    ttlMs: integerFlag(values['cache-ttl'], '--cache-ttl', 3600) * 1000,
    timeoutMs: timeout * 1000,
  };
}
