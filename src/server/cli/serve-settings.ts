/** What `serve` is told by its flags and environment, read and checked before anything opens. */
import { existsSync } from 'node:fs';
import { UsageError } from './args';
import { flag } from './flag-table';
import { integerValue, parseFlags, stringValue } from './parse-flags';
import { parseProxySettings, type ProxySettings } from './proxy-flags';
import { defaultPublicUrl, parsePublicUrl } from '../site/site-origin';
import { rateStoreUrl, staleSeconds, stateUrl } from './state-flags';
import { parsePoolSettings, type PoolSettings } from './pool-flags';
import { parseClientFlags, type ClientSettings } from './client-flags';
import { tokensFrom, upstreamTokenFrom, webTokenFrom } from './secret-sources';
import { namesCredit, parseCreditFlags } from './credit-flags';
import type { OperatorCredit } from '../dictionary/dictionary-credits';
import { apiOriginOf } from '../http/security-headers';

export interface ServeSettings {
  readonly port: number;
  readonly host: string;
  readonly db: string | undefined;
  readonly data: readonly string[];
  /** The source and licence of the --data files, for readers (credit-flags.ts). */
  readonly credit?: OperatorCredit | undefined;
  readonly tokens: readonly string[];
  /** The token the served app hands its readers; undefined: one of its own (decision 019). */
  readonly webToken?: string | undefined;
  readonly rateLimit: number;
  /** The built app to serve too, or undefined for the API alone. */
  readonly web: string | undefined;
  /** Answer /v3 from this upstream v3 service instead of our own data. */
  readonly proxy?: ProxySettings | undefined;
  /** The site's public origin for absolute URLs (og:url, sitemap); see publicUrlOf. */
  readonly publicUrl?: string | undefined;
  /** Host names answered besides localhost names, IP literals and the public URL's host. */
  readonly allowedHosts?: readonly string[];
  /** Other v3 services the served app may ask (its pages' connect-src), as origins. */
  readonly apiOrigins?: readonly string[];
  /** PostgreSQL shared by a fleet for tokens and counts; undefined: the SQLite file. */
  readonly state?: string | undefined;
  /** Redis shared by a fleet for rate buckets; undefined: this process's memory. */
  readonly rateStore?: string | undefined;
  /** Seconds cached tokens are trusted without word from the shared state (default 600). */
  readonly stateStale?: number;
  /** Seconds to keep answering after SIGTERM with /readyz at 503, for balancers that poll it. */
  readonly drain?: number;
  /** Worker threads for meaning and like searches, and their time budget (decision 018). */
  readonly pool?: PoolSettings;
  /** --trust-proxy and --max-client-connections; default: no proxy trusted, 64 per client. */
  readonly clients?: ClientSettings;
}

/**
 * --public-url, else FARHANG_PUBLIC_URL, else the address the service listens on (none for
 * --port 0, whose port is not known yet: og:url and the sitemap are then left out).
 */
export function publicUrlOf(fromFlag: string | undefined, host: string, port: number): string | undefined {
  const publicUrl = flag('public-url');
  const given = stringValue(publicUrl, fromFlag);
  if (given === undefined || given.trim() === '') return port === 0 ? undefined : defaultPublicUrl(host, port);
  try {
    return parsePublicUrl(given);
  } catch (error) {
    const from = fromFlag === undefined ? publicUrl.env : '--public-url';
    throw new UsageError(`${from}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** `--api-origin` values as origins; a value that is none names the flag. */
export function apiOriginsOf(values: readonly string[] | undefined): string[] {
  return [
    ...new Set(
      (values ?? []).map((value) => {
        try {
          return apiOriginOf(value);
        } catch (error) {
          throw new UsageError(`--api-origin: ${error instanceof Error ? error.message : String(error)}`);
        }
      }),
    ),
  ];
}

export function parseServe(args: readonly string[]): ServeSettings {
  const { values } = parseFlags('serve', args);
  if (values.data === undefined && namesCredit(values))
    throw new UsageError('--source and --licence credit the --data files: they need --data');
  if (values.upstream === undefined && values['upstream-token-file'] !== undefined) {
    throw new UsageError('--upstream-token-file needs --upstream');
  }
  const upstreamToken =
    values.upstream === undefined
      ? values['upstream-token']
      : upstreamTokenFrom(values['upstream-token'], values['upstream-token-file'], process.env);
  const proxy = parseProxySettings({ ...values, 'upstream-token': upstreamToken });
  if (proxy !== undefined && values.data !== undefined) {
    throw new UsageError('--data and --upstream exclude each other: a proxy answers from the upstream');
  }
  const defaultWeb = existsSync('dist/index.html') ? 'dist' : undefined;
  const port = integerValue(flag('port'), values.port);
  const host = stringValue(flag('host'), values.host);
  return {
    port,
    host,
    db: values.db,
    data: values.data ?? [],
    credit: parseCreditFlags(values),
    tokens: tokensFrom(values.token, values['token-file'], process.env),
    webToken: webTokenFrom(values['web-token'], process.env),
    rateLimit: integerValue(flag('rate-limit'), values['rate-limit']),
    web: values.web ?? defaultWeb,
    proxy,
    publicUrl: publicUrlOf(values['public-url'], host, port),
    allowedHosts: values['allowed-host'] ?? [],
    apiOrigins: apiOriginsOf(values['api-origin']),
    state: stateUrl(values.state),
    rateStore: rateStoreUrl(values['rate-store']),
    stateStale: staleSeconds(values['state-stale']),
    drain: integerValue(flag('drain'), values.drain),
    pool: parsePoolSettings(values),
    clients: parseClientFlags(values),
  };
}
