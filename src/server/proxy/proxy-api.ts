import type { ServerResponse } from 'node:http';
import { DB_NAMES } from '../../shared/catalog';
import { avaKey, canonical, exactKey, textWords } from '../../shared/persian/normalise';
import type { Debug } from '../../shared/wire/schemas';
import { MAX_URL_BYTES, type Seen } from '../http/api';
import { ApiError } from '../http/api-error';
import { authenticate, type TokenVerdict } from '../http/auth';
import { okBody, sendJson, serialize } from '../http/envelope';
import { parseSearch, parseSuggest, parseWord } from '../http/operation-params';
import { parseCommon } from '../http/params';
import type { ParsedQuery } from '../http/query';
import type { RateLimiter } from '../http/rate-limit';
import type { Proxy } from './create-proxy';
import type { ProxyOperation } from './upstream-answer';

export interface ProxyApiDeps {
  verifyToken(token: string): TokenVerdict;
  readonly limiter: RateLimiter;
  readonly proxy: Proxy;
}

interface Planned {
  readonly op: ProxyOperation;
  /** What we echo in `meta`, exactly as the local engine path does. */
  readonly meta: Readonly<Record<string, string>>;
  /** The effective parameters sent upstream (and the cache key); undefined → 404 without asking. */
  readonly params: Readonly<Record<string, string>> | undefined;
  readonly debug: Omit<Debug, 'took_ms'>;
}

function normalizedFor(type: string, q: string): string {
  if (type === 'ava') return avaKey(q);
  if (type === 'text') return textWords(q).join(' ');
  return exactKey(q);
}

/** Our own validation of the client's parameters (every 400 is ours), per operation. */
function plan(path: string, query: ParsedQuery): Planned {
  if (path === '/v3/search') {
    const s = parseSearch(query);
    const params = { q: s.q, type: s.type, filter: s.dbs.join(','), start: String(s.start), rows: String(s.rows) };
    const debug = { normalized_q: normalizedFor(s.type, s.q), type: s.type, filter: [...s.dbs] };
    return { op: 'search', meta: params, params, debug };
  }
  if (path === '/v3/word') {
    const w = parseWord(query);
    const params = w.num === undefined ? undefined : { title: w.title, db: w.db, num: w.numText };
    const meta = { word: w.title, title: w.title, num: w.numText, db: w.db };
    return { op: 'word', meta, params, debug: { normalized_q: canonical(w.title), type: 'word', filter: [w.db] } };
  }
  const { q } = parseSuggest(query);
  return {
    op: 'suggest',
    meta: { q },
    params: { q },
    debug: { normalized_q: exactKey(q), type: 'suggest', filter: [...DB_NAMES] },
  };
}

/**
 * One v3 call answered from the upstream instead of the engine, in the same order of precedence as
 * the local path: 401/403 with OUR tokens and rate limits, then our 400s, then the upstream (via
 * the cache). The answer is enveloped here with our own meta; nothing of the upstream's envelope,
 * meta or headers is passed on.
 */
export async function answerProxied(
  res: ServerResponse,
  path: string,
  query: ParsedQuery,
  urlLength: number,
  deps: ProxyApiDeps,
  seen: Seen,
): Promise<void> {
  authenticate(query, (token) => deps.verifyToken(token), deps.limiter, seen);
  if (urlLength > MAX_URL_BYTES) {
    throw new ApiError('invalid_parameter', `request URL is longer than ${MAX_URL_BYTES} bytes`);
  }
  if (query.malformedNames > 0) {
    throw new ApiError('invalid_parameter', 'a parameter name is not valid percent-encoded UTF-8');
  }
  const planned = plan(path, query);
  const common = parseCommon(query);
  const { meta } = planned;
  if (planned.params === undefined) {
    throw new ApiError(
      'not_found',
      `no entry in ${meta.db ?? ''} has title ${meta.title ?? ''} and num ${meta.num ?? ''}`,
    );
  }
  const started = performance.now();
  const members = await deps.proxy(planned.op, planned.params);
  const tookMs = Math.round((performance.now() - started) * 100) / 100;
  const debug = common.debug ? { took_ms: tookMs, ...planned.debug } : undefined;
  sendJson(res, 200, serialize(okBody(meta, members, debug), common.pretty));
}
