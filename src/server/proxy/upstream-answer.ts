import * as v from '../../shared/wire/check';
import { errorBodySchema, searchBodySchema, suggestBodySchema, wordBodySchema } from '../../shared/wire/schemas';
import { ERROR_STATUS, isErrorWord } from '../../shared/wire/errors';
import { WAIT_UNNAMED_S } from '../../shared/wire/waits';
import { ApiError } from '../ports/api-error';
import type { UpstreamReply } from './upstream-fetch';
import { parseJsonOrUndefined } from '../../shared/json';
import type { ProxyMembers } from '../ports/upstream';
import type { V3Operation } from '../../shared/wire/operations';

/** Longest wait we pass on from an upstream's Retry-After. */
const MAX_RETRY_AFTER = 3600;

export function retryAfter(upstream: string): Record<string, string> {
  const seconds = /^\d{1,5}$/.test(upstream.trim()) ? Number(upstream.trim()) : WAIT_UNNAMED_S;
  return { 'Retry-After': String(Math.min(Math.max(seconds, 1), MAX_RETRY_AFTER)) };
}

/** The members of a 200 body, read through the shared wire schemas (unknown members dropped). */
function members(op: V3Operation, body: unknown): ProxyMembers | undefined {
  if (op === 'search') {
    const read = v.safeParse(searchBodySchema, body);
    return read.success ? { data: read.output.data } : undefined;
  }
  if (op === 'word') {
    const read = v.safeParse(wordBodySchema, body);
    return read.success ? { word: read.output.word } : undefined;
  }
  const read = v.safeParse(suggestBodySchema, body);
  return read.success ? { data: read.output.data } : undefined;
}

function unreadable(): ApiError {
  return new ApiError('internal_error', 'the upstream service sent an answer this service cannot read');
}

/**
 * An upstream reply as our answer: a 200 as its members; a 400 or 404 as the same error word and
 * message (re-enveloped by the caller with our meta); a refusal of our credentials or a failure
 * of the upstream as our 503; anything unreadable as our 500. `secret` (the upstream token) is cut
 * out of any text passed on, should an upstream ever echo it.
 */
export function readUpstream(op: V3Operation, reply: UpstreamReply, secret: string): ProxyMembers {
  if (reply.status === 401 || reply.status === 403) {
    throw new ApiError('unavailable', 'the upstream service refused our credentials', retryAfter(reply.retryAfter));
  }
  if (reply.status >= 300 && reply.status < 400) {
    throw new ApiError(
      'bad_gateway',
      `the upstream service answered ${reply.status}, a redirect, which is never followed`,
    );
  }
  if (reply.status >= 500) {
    throw new ApiError(
      'unavailable',
      'the upstream service is failing; try again shortly',
      retryAfter(reply.retryAfter),
    );
  }
  const body = parseJsonOrUndefined(reply.text);
  if (reply.status === 200) {
    const found = members(op, body);
    if (found === undefined) throw unreadable();
    return found;
  }
  if (reply.status === 400 || reply.status === 404) {
    const read = v.safeParse(errorBodySchema, body);
    const word = read.success ? read.output.response.error : '';
    if (!read.success || !isErrorWord(word) || ERROR_STATUS[word] !== reply.status) throw unreadable();
    const message =
      secret === '' ? read.output.response.message : read.output.response.message.split(secret).join('[token]');
    throw new ApiError(word, message.slice(0, 500));
  }
  throw unreadable();
}
