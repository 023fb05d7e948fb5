import type { IncomingMessage, ServerResponse } from 'node:http';
import type { V3Port } from '../../shared/render-port';
import type { SearchFrom } from '../ports/search-pool';
import { ApiError } from '../ports/api-error';
import { errorBody, okBody, toApiError } from '../api/envelope';
import { askedBy, membersSource, type MembersDeps } from '../api/members-source';
import { OPERATIONS } from '../api/operations';
import { checkedText, readFilter } from '../api/read-params';
import { readingRoom, readWords } from '../api/read-words';
import type { Charge } from '../api/auth';
import type { ParsedQuery } from '../http/query';

/** No budget to draw from (a test's port, or a service without limits). */
const always: Charge = () => Promise.resolve(true);

function queryOf(params: Readonly<Record<string, string>>): ParsedQuery {
  return { values: new Map(Object.entries(params).map(([name, value]) => [name, [value]])), malformedNames: 0 };
}

/**
 * `POST /api/read` for a page: the posted text (already decoded) in `params.text`, and `filter`;
 * its pieces after the first drawn from the page's budget. The answer goes into the page's state
 * as compact JSON, so its room is counted so.
 */
async function readForPage(
  params: Readonly<Record<string, string>>,
  deps: MembersDeps,
  from: SearchFrom,
  charge: Charge,
): Promise<object> {
  const dbs = readFilter(queryOf(params.filter === undefined ? {} : { filter: params.filter }), deps.credits?.());
  const text = checkedText(params.text ?? '');
  const meta = { filter: dbs.join(',') };
  const limits = { roomBytes: readingRoom(meta, undefined, false), pretty: false, charge };
  return okBody(meta, { ...(await readWords(text, dbs, deps, limits, from)) });
}

/**
 * The service's own v3 operations for the pages it renders: the same parameter checks, source of
 * members and per-client queue as over HTTP (`from` is the page's reader), envelope and error
 * words, without a token (the page is the service's own) and without the request log or counters
 * (the page request has its own line). Never throws: a failure is the answer the service would
 * have sent.
 */
export function inProcessV3Port(deps: MembersDeps, from: SearchFrom, charge: Charge = always): V3Port {
  return async (method, params) => {
    const operation = OPERATIONS.get(`/v3/${method}`);
    try {
      if (method === 'read') return { status: 200, body: await readForPage(params, deps, from, charge) };
      if (operation === undefined) throw new ApiError('not_found', `no operation ${method}`);
      const call = operation.parse(queryOf(params));
      const members = await membersSource(deps, from)(call);
      return { status: 200, body: okBody(call.meta, members) };
    } catch (error) {
      const apiError = toApiError(error);
      return { status: apiError.status, body: errorBody(apiError, {}), retryAfter: apiError.headers['Retry-After'] };
    }
  };
}

/**
 * A page's port, asked as the page's client: `clientOf` names them as the API's limits do, and
 * `chargeOf` takes a long text's further pieces from that client's page budget.
 */
export function pagePorts(
  deps: MembersDeps,
  clientOf: (req: IncomingMessage) => string,
  chargeOf: (req: IncomingMessage) => Charge = () => always,
): (req: IncomingMessage, res: ServerResponse) => V3Port {
  return (req, res) => inProcessV3Port(deps, askedBy(res, clientOf(req)), chargeOf(req));
}
