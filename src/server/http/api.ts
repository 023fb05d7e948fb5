import type { ServerResponse } from 'node:http';
import type { Engine } from '../engine/types';
import { ApiError } from './api-error';
import { authenticate, type TokenVerdict } from './auth';
import { okBody, sendJson, serialize } from './envelope';
import type { Operation } from './operations';
import { parseCommon } from './params';
import type { ParsedQuery } from './query';
import type { RateLimiter } from './rate-limit';

/** Longest request target the API reads (Node itself refuses headers past maxHeaderSize). */
export const MAX_URL_BYTES = 8192;
/** What a 503 tells clients to wait, in seconds. */
export const RETRY_AFTER_SECONDS = 5;

export interface ApiDeps {
  engine(): Engine | undefined;
  verifyToken(token: string): TokenVerdict;
  readonly limiter: RateLimiter;
}

/** What the request log and counters learn while a request is answered. */
export interface Seen {
  tokenId: number;
}

/**
 * Answers one v3 call in the spec's order of precedence (method and path were checked by the
 * caller): 401/403 token, then 400 parameters, then 503 when no data is loaded, then the engine
 * (404 not found). Throws ApiError; the caller turns it into the envelope.
 */
export function answerApi(
  res: ServerResponse,
  operation: Operation,
  query: ParsedQuery,
  urlLength: number,
  deps: ApiDeps,
  seen: Seen,
): void {
  authenticate(query, (token) => deps.verifyToken(token), deps.limiter, seen);
  if (urlLength > MAX_URL_BYTES) {
    throw new ApiError('invalid_parameter', `request URL is longer than ${MAX_URL_BYTES} bytes`);
  }
  if (query.malformedNames > 0) {
    throw new ApiError('invalid_parameter', 'a parameter name is not valid percent-encoded UTF-8');
  }
  const run = operation.parse(query);
  const common = parseCommon(query);
  const engine = deps.engine();
  if (engine === undefined) {
    throw new ApiError('unavailable', 'the dictionary data is being loaded; try again shortly', {
      'Retry-After': String(RETRY_AFTER_SECONDS),
    });
  }
  const started = performance.now();
  const answer = run(engine);
  const tookMs = Math.round((performance.now() - started) * 100) / 100;
  const debug = common.debug ? { took_ms: tookMs, ...answer.debug } : undefined;
  sendJson(res, 200, serialize(okBody(answer.meta, answer.members, debug), common.pretty));
}
