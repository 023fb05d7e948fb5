import type { ServerResponse } from 'node:http';
import { ApiError } from '../ports/api-error';
import type { TokenVerdict } from '../ports/token-check';
import { authenticate } from './auth';
import { okBody, sendJson, serialize } from './envelope';
import type { Operation } from './operations';
import { askedBy, membersSource, type MembersDeps } from './members-source';
import { parseCommon } from './params';
import type { ParsedQuery } from '../http/query';
import type { RateLimiter } from '../ports/rate-limiter';

/** Longest request target the API reads (Node itself refuses headers past maxHeaderSize). */
export const MAX_URL_BYTES = 8192;

export interface ApiDeps extends MembersDeps {
  verifyToken(token: string): TokenVerdict | Promise<TokenVerdict>;
  readonly limiter: RateLimiter;
  /** Requests per second for tokens without a limit of their own; 0 = none. */
  readonly defaultRate: number;
  /** The token anonymous browsers share: limited per client as well as in total. */
  readonly sharedToken?: string;
}

/** What the request log and counters learn while a request is answered. */
export interface Seen {
  tokenId: number;
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
  const source = membersSource(deps, askedBy(res, client));
  const started = performance.now();
  const members = await source(call);
  const tookMs = Math.round((performance.now() - started) * 100) / 100;
  const debug = common.debug ? { took_ms: tookMs, ...call.debug } : undefined;
  sendJson(res, 200, serialize(okBody(call.meta, members, debug), common.pretty));
}
