import type { V3Port } from '../../shared/render-port';
import type { Engine } from '../ports/engine';
import type { SearchPool } from '../ports/search-pool';
import type { Proxy } from '../ports/upstream';
import { ApiError, loadedEngine, toApiError } from '../ports/api-error';
import { errorBody, okBody } from '../api/envelope';
import { OPERATIONS } from '../api/operations';
import { checkedText, readFilter } from '../api/read-params';
import { readWords } from '../api/read-words';
import type { ParsedQuery } from '../http/query';

function queryOf(params: Readonly<Record<string, string>>): ParsedQuery {
  return { values: new Map(Object.entries(params).map(([name, value]) => [name, [value]])), malformedNames: 0 };
}

/** `POST /api/read` for a page: the posted text (already decoded) in `params.text`, and `filter`. */
async function readForPage(
  params: Readonly<Record<string, string>>,
  engine: () => Engine | undefined,
  proxy: Proxy | undefined,
  pool: SearchPool | undefined,
): Promise<object> {
  const dbs = readFilter(queryOf(params.filter === undefined ? {} : { filter: params.filter }));
  const text = checkedText(params.text ?? '');
  const source = {
    engine,
    ...(proxy === undefined ? {} : { proxy }),
    ...(pool === undefined ? {} : { searchPool: pool }),
  };
  const words = await readWords(text, dbs, source);
  return okBody({ filter: dbs.join(',') }, { words });
}

/**
 * The service's own v3 operations for the pages it renders: the same parameter checks, engine or
 * upstream, envelope and error words as over HTTP, without a token (the page is the service's own)
 * and without the request log or counters (the page request has its own line). Never throws: a
 * failure is the answer the service would have sent.
 */
export function inProcessV3Port(engine: () => Engine | undefined, proxy: Proxy | undefined, pool?: SearchPool): V3Port {
  return async (method, params) => {
    const operation = OPERATIONS.get(`/v3/${method}`);
    try {
      if (method === 'read') return { status: 200, body: await readForPage(params, engine, proxy, pool) };
      if (operation === undefined) throw new ApiError('not_found', `no operation ${method}`);
      const call = operation.parse(queryOf(params));
      let members;
      if (proxy !== undefined) members = await call.fromProxy(proxy);
      else members = await call.fromEngine(loadedEngine(engine()), pool);
      return { status: 200, body: okBody(call.meta, members) };
    } catch (error) {
      const apiError = toApiError(error);
      return { status: apiError.status, body: errorBody(apiError, {}), retryAfter: apiError.headers['Retry-After'] };
    }
  };
}
