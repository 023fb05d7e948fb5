/**
 * `POST /api/read` (docs/v3-contract.md §16): a text in the body, every word of it with its
 * headword. Authenticated, limited and counted as the v3 operations are, in the same order of
 * precedence: 401/403, then the URL and the filter, then the body (400, 413), then 503 while no
 * data is loaded. A long text costs a request of the reader's budget per piece read, and the
 * answer is at most MAX_READ_ANSWER_BYTES.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError } from '../ports/api-error';
import type { ParsedQuery } from '../http/query';
import { MAX_URL_BYTES, type ApiDeps, type Seen } from './api';
import { authenticate } from './auth';
import { okBody, sendJson, serialize } from './envelope';
import { parseCommon } from './params';
import { readFilter, readTextBody } from './read-params';
import { readingRoom, readWords } from './read-words';
import { askedBy } from './members-source';

export const READ_PATH = '/api/read';
/** What the path answers, for `Allow` and the CORS preflight. */
export const READ_ALLOW = 'POST, OPTIONS';

export async function answerRead(
  req: IncomingMessage,
  res: ServerResponse,
  query: ParsedQuery,
  deps: ApiDeps,
  seen: Seen,
  client: string,
): Promise<void> {
  const charge = await authenticate(query, (token) => deps.verifyToken(token), deps, seen, client);
  if ((req.url ?? '').length > MAX_URL_BYTES) {
    throw new ApiError('invalid_parameter', `request URL is longer than ${MAX_URL_BYTES} bytes`);
  }
  if (query.malformedNames > 0) {
    throw new ApiError('invalid_parameter', 'a parameter name is not valid percent-encoded UTF-8');
  }
  const dbs = readFilter(query, deps.credits?.());
  const common = parseCommon(query);
  const text = await readTextBody(req);
  const started = performance.now();
  const filter = dbs.join(',');
  const debugOf = (tookMs: number) =>
    common.debug ? { took_ms: tookMs, normalized_q: '', type: 'read', filter: [...dbs] } : undefined;
  const roomBytes = readingRoom({ filter }, debugOf(Number.MAX_SAFE_INTEGER), common.pretty);
  const limits = { roomBytes, pretty: common.pretty, charge };
  const reading = await readWords(text, dbs, deps, limits, askedBy(res, client));
  const tookMs = Math.round((performance.now() - started) * 100) / 100;
  sendJson(res, 200, serialize(okBody({ filter }, { ...reading }, debugOf(tookMs)), common.pretty));
}
