import type { ServerResponse } from 'node:http';
import type { Debug } from '../../shared/wire/schemas';
import { ApiError } from '../ports/api-error';
import { sendAnswer } from '../http/compress';
import { etagOf } from '../http/etag';
import { PRIVATE_JSON, CORS_HEADERS, JSON_HEADERS, type Headers } from '../http/security-headers';

type Meta = Readonly<Record<string, string>>;

/** The body of a successful answer: the envelope, then the operation's own members. */
export function okBody(meta: Meta, members: Readonly<Record<string, unknown>>, debug?: Debug): object {
  return {
    response: { status: true, code: 200, state: null },
    meta,
    ...members,
    ...(debug === undefined ? {} : { debug }),
  };
}

/** Any thrown value as an ApiError; unknown failures become a generic 500 (no detail leaks). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError('internal_error', 'the service failed to answer this request');
}

/** The body of every non-200 answer: the same envelope, saying why. */
export function errorBody(error: ApiError, meta: Meta): object {
  return {
    response: { status: false, code: error.status, error: error.word, message: error.message, state: null },
    meta,
  };
}

/** prettyprint: two-space indentation when true, compact when false. */
export function serialize(body: object, pretty: boolean): string {
  return pretty ? JSON.stringify(body, null, 2) : JSON.stringify(body);
}

/**
 * Writes a JSON answer, compressed when the client accepts it and it is worth it. A 200 carries
 * an ETag, so a client whose copy has expired is told it is still good (304) instead of getting it
 * again. On HEAD, Node sends the same headers and drops the body.
 */
export function sendJson(res: ServerResponse, status: number, text: string, extra: Readonly<Headers> = {}): void {
  const headers = {
    ...CORS_HEADERS,
    ...JSON_HEADERS,
    ...(status === 200 ? { ...PRIVATE_JSON, ETag: etagOf(text) } : {}),
    ...extra,
  };
  sendAnswer(res.req, res, status, headers, text);
}

/** The one place an ApiError becomes an answer. */
export function sendError(res: ServerResponse, error: ApiError, meta: Meta, pretty: boolean): void {
  sendJson(res, error.status, serialize(errorBody(error, meta), pretty), error.headers);
}
