import type { ServerResponse } from 'node:http';
import type { Engine } from '../ports/engine';
import type { SearchFrom, SearchPool } from '../ports/search-pool';
import type { Proxy } from '../ports/upstream';
import type { ProxyMembers } from '../ports/upstream';
import { ApiError, loadedEngine } from '../ports/api-error';
import type { TokenVerdict } from '../ports/token-check';
import { authenticate } from './auth';
import { okBody, sendJson, serialize } from './envelope';
import type { Call, Operation } from './operations';
import { parseCommon } from './params';
import type { ParsedQuery } from '../http/query';
import type { RateLimiter } from '../ports/rate-limiter';

/** Longest request target the API reads (Node itself refuses headers past maxHeaderSize). */
export const MAX_URL_BYTES = 8192;

export interface ApiDeps {
  engine(): Engine | undefined;
  verifyToken(token: string): TokenVerdict | Promise<TokenVerdict>;
  readonly limiter: RateLimiter;
  /** Requests per second for tokens without a limit of their own; 0 = none. */
  readonly defaultRate: number;
  /** The token anonymous browsers share: limited per client as well as in total. */
  readonly sharedToken?: string;
  /** When set, the members come from an upstream v3 service through this proxy, not the engine. */
  readonly proxy?: Proxy;
  /** When set, meaning and like searches run on its worker threads (decision 018). */
  readonly searchPool?: SearchPool;
}

/** What the request log and counters learn while a request is answered. */
export interface Seen {
  tokenId: number;
}

/** Where the members come from: the upstream when proxying, else the engine (503 while none is loaded). */
function membersSource(deps: ApiDeps, from: SearchFrom): (call: Call) => ProxyMembers | Promise<ProxyMembers> {
  const { proxy } = deps;
  if (proxy !== undefined) return (call) => call.fromProxy(proxy);
  const engine = loadedEngine(deps.engine());
  return (call) => call.fromEngine(engine, deps.searchPool, from);
}

/**
 * Answers one v3 call in the order of precedence of docs/v3-contract.md §2.5 (method and path were
 * checked by the caller): 401/403 with our own tokens and rate limits, then our 400s, then 503 when
 * no data is loaded, then the engine or the upstream (404 not found). Proxied or not, the envelope,
 * meta and debug are ours; only the members come from the upstream. Throws ApiError; the caller
 * turns it into the envelope.
 */
export async function answerApi(
  res: ServerResponse,
  operation: Operation,
  query: ParsedQuery,
  urlLength: number,
  deps: ApiDeps,
  seen: Seen,
  client: string,
): Promise<void> {
  await authenticate(query, (token) => deps.verifyToken(token), deps, seen, client);
  if (urlLength > MAX_URL_BYTES) {
    throw new ApiError('invalid_parameter', `request URL is longer than ${MAX_URL_BYTES} bytes`);
  }
  if (query.malformedNames > 0) {
    throw new ApiError('invalid_parameter', 'a parameter name is not valid percent-encoded UTF-8');
  }
  const call = operation.parse(query);
  const common = parseCommon(query);
  // A client that hangs up gives its place in the search queue back.
  const gone = new AbortController();
  const leave = (): void => {
    if (!res.writableFinished) gone.abort();
  };
  res.once('close', leave);
  const source = membersSource(deps, { client, signal: gone.signal });
  const started = performance.now();
  const members = await source(call);
  const tookMs = Math.round((performance.now() - started) * 100) / 100;
  const debug = common.debug ? { took_ms: tookMs, ...call.debug } : undefined;
  sendJson(res, 200, serialize(okBody(call.meta, members, debug), common.pretty));
}
