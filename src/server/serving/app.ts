import type { Credits } from '../../shared/credits';
import { isIP } from 'node:net';
import type { HostCheck } from '../http/host-check';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Engine } from '../ports/engine';
import { answerApi, MAX_URL_BYTES, type Seen } from '../api/api';
import { ApiError } from '../ports/api-error';
import type { TokenVerdict } from '../ports/token-check';
import type { RequestRecord } from '../api/counters';
import { sendError, toApiError } from '../api/envelope';
import { OPERATIONS } from '../api/operations';
import { answerRead, READ_ALLOW, READ_PATH } from '../api/read-api';
import { prettyOf } from '../api/params';
import { echoParams, parseQuery, splitTarget, type ParsedQuery } from '../http/query';
import { DEFAULT_RATE_LIMIT } from '../api/rate-limit';
import type { RateLimiter } from '../ports/rate-limiter';
import { answerHealth, hasData, HEALTH_PATHS, type Readiness } from '../api/health';
import { turnAway } from './turn-away';
import { formatLogLine } from '../http/request-log';
import { ALLOW, CORS_HEADERS } from '../http/security-headers';
import { createWebHandler, type WebOptions } from '../site/web-app';
import type { Proxy } from '../ports/upstream';
import type { SearchPool } from '../ports/search-pool';
import { admitPageFor, wordLookup } from '../site/link-preview-lookup';
import { clientAddress, clientGroup, trustedProxies } from '../http/client-address';
import { pagePorts } from '../site/in-process-v3';
import { isReadablePath, ROUTE_PATTERNS } from '../../shared/routes';
import type { Example } from '../../shared/wire/word-extras';

/** Everything the app needs from outside; tests hand in fakes, the CLI the real store and engine. */
export interface AppDeps {
  /** The engine, or undefined while the data is loaded or swapped (→ 503 with Retry-After). */
  engine(): Engine | undefined;
  verifyToken(token: string): TokenVerdict | Promise<TokenVerdict>;
  /** Where the rate budgets are kept: this process's memory, or Redis shared by a fleet. */
  readonly limiter: RateLimiter;
  /** What /readyz reports beyond the data; default: ready once the data is loaded. */
  readiness?(): Readiness;
  /** Called once per v3 request when it is answered, for the per-product counters. */
  onRequest?(record: RequestRecord): void;
  /** Receives one JSON line per request. */
  log?(line: string): void;
  /** Requests per second for tokens without their own limit; 0 = none. Default 20 (burst 2×). */
  readonly rateLimit?: number;
  /** Serve the built web app from this directory too. */
  readonly web?: WebOptions;
  /** When set, /v3 calls are answered from an upstream v3 service instead of the engine. */
  readonly proxy?: Proxy;
  /** Beside a proxy: a headword's examples from our own shipped corpora (api/members-source.ts). */
  readonly examplesOf?: (headword: string) => readonly Example[];
  /** Worker threads for meaning and like searches (decision 018); without it they run here. */
  readonly searchPool?: SearchPool;
  /** The credits in effect once the data is in: a text read without a filter asks real entries first. */
  credits?(): Credits | undefined;
  /** The token anonymous browsers share (the app's web token): limited per client too. */
  readonly sharedToken?: string;
  /** Peers whose `X-Forwarded-For` names the client (`--trust-proxy`); none by default. */
  readonly trustProxy?: readonly string[];
  /** Which Host names are answered; default: every one (tests). */
  readonly hostAllowed?: HostCheck;
}

/** The log's word for a request closed unanswered, for the balancer to ask another replica. */
const TURNED_AWAY = 'data still loading: closed unanswered for the load balancer to try another replica';

const ANSWERED = new Set(['GET', 'HEAD', 'OPTIONS']);
const NO_QUERY: ParsedQuery = { values: new Map(), malformedNames: 0 };

/** The page a form posts its text to (`<form method="post" action="/read">`), drawn by the web app. */
const READ_PAGE = ROUTE_PATTERNS.read;

function preflight(req: IncomingMessage, res: ServerResponse, methods = 'GET, HEAD', allow = ALLOW): void {
  const asked = req.headers['access-control-request-headers'];
  // Only plain header names are echoed back; a read-only API has nothing to hide behind them.
  const allowHeaders = typeof asked === 'string' && /^[\w-]+(\s*,\s*[\w-]+)*$/.test(asked) && asked.length <= 256;
  res.writeHead(204, {
    ...CORS_HEADERS,
    Allow: allow,
    'Access-Control-Allow-Methods': methods,
    'Access-Control-Max-Age': '86400',
    ...(allowHeaders ? { 'Access-Control-Allow-Headers': asked } : {}),
  });
  res.end();
}

function firstValue(query: ParsedQuery, name: string): string {
  const value = query.values.get(name)?.[0];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The v3 service as a request listener, separate from any server: the precedence of
 * docs/v3-contract.md §2.5 (405 method, 404 path, then each operation's own checks), one place that
 * turns errors into the envelope, a request log line and a counter record per request.
 */
export function createApp(deps: AppDeps): RequestListener {
  const api = {
    ...deps,
    defaultRate: deps.rateLimit ?? DEFAULT_RATE_LIMIT,
  };
  const trusted = trustedProxies(deps.trustProxy ?? []);
  // Limits count by client group: an IPv6 client's whole /64 is one client.
  const clientOf = (req: IncomingMessage | undefined): string =>
    req === undefined
      ? ''
      : clientGroup(clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trusted));
  const web =
    deps.web === undefined
      ? undefined
      : createWebHandler({
          lookupWord: wordLookup(deps.engine, deps.proxy, api, clientOf),
          pageData: pagePorts(deps, clientOf, (req) => async () => (await admitPageFor(api, clientOf(req))).ok),
          admitPage: (req) => admitPageFor(api, clientOf(req)),
          onRenderError: (error) =>
            deps.log?.(
              JSON.stringify({ time: new Date(), renderError: error instanceof Error ? error.message : String(error) }),
            ),
          ...deps.web,
        });

  const handle = async (
    req: IncomingMessage,
    res: ServerResponse,
    url: string,
    seen: Seen,
    query: ParsedQuery,
  ): Promise<void> => {
    if (deps.hostAllowed?.(req.headers.host) === false) {
      throw new ApiError('unknown_host', 'this service does not answer for that Host name; its operator can allow it');
    }
    const method = req.method ?? 'GET';
    const { path } = splitTarget(url);
    if (path === READ_PATH) {
      if (method === 'OPTIONS') return preflight(req, res, 'POST', READ_ALLOW);
      if (method !== 'POST') {
        throw new ApiError('method_not_allowed', `method ${method} is not allowed; use POST`, { Allow: READ_ALLOW });
      }
      return answerRead(req, res, query, api, seen, clientOf(req));
    }
    const posted = method === 'POST' && path === READ_PAGE && web !== undefined;
    if (!ANSWERED.has(method) && !posted) {
      throw new ApiError('method_not_allowed', `method ${method} is not allowed; use GET or HEAD`, { Allow: ALLOW });
    }
    if (HEALTH_PATHS.has(path)) return answerHealth(res, path, deps);
    const operation = OPERATIONS.get(path);
    if (operation !== undefined) {
      if (method === 'OPTIONS') return preflight(req, res);
      return answerApi(res, operation, query, url.length, api, seen, clientOf(req));
    }
    if (web !== undefined && !path.startsWith('/v3/')) {
      if (method === 'OPTIONS') return preflight(req, res);
      if (url.length > MAX_URL_BYTES) {
        throw new ApiError('invalid_parameter', `request URL is longer than ${MAX_URL_BYTES} bytes`);
      }
      // A page path such as /word/moein/امید/1 is read decoded; bytes that are no UTF-8 name no file.
      // A page address is drawn as the app's bad-address page (site/web-app.ts); a file's is refused.
      if (!isReadablePath(path) && path.startsWith('/assets/'))
        throw new ApiError('invalid_parameter', 'the path is not valid percent-encoded UTF-8');
      return web(req, res, path);
    }
    throw new ApiError('not_found', 'unknown path; the operations are /v3/search, /v3/word and /v3/suggest');
  };

  return (req, res) => {
    const started = performance.now();
    const url = req.url ?? '/';
    const { path, rawQuery } = splitTarget(url);
    const seen: Seen = { tokenId: 0 };
    let query = NO_QUERY;
    let failure: string | undefined;
    let turnedAway = false;

    const answer = async (): Promise<void> => {
      if (turnAway(req, path, trusted, () => hasData(deps))) {
        turnedAway = true;
        return;
      }
      // Stopping: every answer ends its connection, so a balancer's kept-alive ones end with it.
      if (deps.readiness?.().stopping === true) res.setHeader('Connection', 'close');
      // Node refuses request heads past maxHeaderSize, so this reads at most a few kilobytes.
      query = parseQuery(rawQuery);
      await handle(req, res, url, seen, query);
    };

    const fail = (error: unknown): void => {
      const apiError = toApiError(error);
      if (apiError.status === 500) failure = error instanceof Error ? (error.stack ?? error.message) : String(error);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const meta = url.length <= MAX_URL_BYTES ? echoParams(query) : {};
      sendError(res, apiError, meta, prettyOf(query));
    };

    const finish = (): void => {
      const product = firstValue(query, 'product').slice(0, 100);
      const ip = firstValue(query, 'ip');
      const entry = {
        time: new Date(),
        method: req.method ?? '',
        url,
        status: turnedAway ? 0 : res.statusCode,
        ms: performance.now() - started,
        ip: isIP(ip) === 0 ? '' : ip,
        remote: req.socket.remoteAddress ?? '',
        product,
        ...(failure === undefined ? {} : { error: failure }),
        ...(turnedAway ? { error: TURNED_AWAY } : {}),
      };
      deps.log?.(formatLogLine(entry, firstValue(query, 'token')));
      // Closed unanswered, it is answered by another replica and counted there.
      if (!turnedAway && (OPERATIONS.has(path) || path === READ_PATH)) {
        deps.onRequest?.({ time: entry.time, product, tokenId: seen.tokenId, code: entry.status });
      }
    };

    answer()
      .catch(fail)
      // Whatever failed while failing, the client must not be left waiting.
      .catch(() => res.destroy())
      .finally(finish)
      .catch(() => undefined);
  };
}
