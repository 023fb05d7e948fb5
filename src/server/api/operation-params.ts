import { parseFilter, toDbName, type DbName } from '../../shared/catalog';
import { toSearchType, SEARCH_TYPES } from '../../shared/search-types';
import type { SearchQuery } from '../ports/engine';
import { ApiError } from '../ports/api-error';
import { booleanParam, digitsParam, optional, requiredText, single } from './params';
import type { ParsedQuery } from '../http/query';

export const DEFAULT_ROWS = 10;
export const MAX_ROWS = 50;
export const MAX_START = 10_000;

function parseRows(query: ParsedQuery): number {
  // `row` is an alias a published example uses; both at once is ambiguous.
  if (single(query, 'rows') !== undefined && single(query, 'row') !== undefined) {
    throw new ApiError('invalid_parameter', 'rows and row are both given; send rows only');
  }
  const name = single(query, 'rows') !== undefined ? 'rows' : 'row';
  const rows = digitsParam(query, name, 'a positive integer');
  if (rows === undefined) return DEFAULT_ROWS;
  if (rows === 0n) throw new ApiError('invalid_parameter', `${name} must be a positive integer`);
  return rows > BigInt(MAX_ROWS) ? MAX_ROWS : Number(rows);
}

/** `/v3/search` parameters, checked in the order of docs/v3-contract.md §4.3. */
export function parseSearch(query: ParsedQuery): SearchQuery {
  const q = requiredText(query, 'q');
  const rawType = optional(query, 'type');
  const type = rawType === undefined ? 'exact' : toSearchType(rawType);
  if (type === undefined) {
    throw new ApiError('invalid_parameter', `type must be one of ${SEARCH_TYPES.join(', ')}`);
  }
  const start = digitsParam(query, 'start', `an integer from 0 to ${MAX_START}`) ?? 0n;
  if (start > BigInt(MAX_START)) {
    throw new ApiError('invalid_parameter', `start must be an integer from 0 to ${MAX_START}`);
  }
  const rows = parseRows(query);
  const filter = parseFilter(single(query, 'filter'));
  const unknown = filter.unknown[0];
  if (unknown !== undefined) {
    throw new ApiError('unknown_database', `filter names an unknown database: ${unknown}`);
  }
  // Ours (no v3 parameter, so a v3 client never sends it): a description's meanings holding most of its words.
  const partial = booleanParam(query, 'partial', false);
  return { q, type, dbs: filter.dbs, start: Number(start), rows, ...(partial ? { partial } : {}) };
}

export interface WordQuery {
  readonly title: string;
  readonly db: DbName;
  /** The ordinal; undefined when it is a positive integer too large for any entry to have. */
  readonly num: number | undefined;
  /** `num` as the client wrote it, without leading zeros (for `meta`). */
  readonly numText: string;
  /** Ours (no v3 parameters): add the headword's forms, and its examples. */
  readonly forms: boolean;
  readonly examples: boolean;
}

/** `/v3/word` parameters: title, db, num. */
export function parseWord(query: ParsedQuery): WordQuery {
  const title = requiredText(query, 'title');
  const rawDb = optional(query, 'db');
  if (rawDb === undefined) throw new ApiError('missing_parameter', 'db is required');
  const db = toDbName(rawDb);
  if (db === undefined) throw new ApiError('unknown_database', `db names an unknown database: ${rawDb}`);
  const num = digitsParam(query, 'num', 'a positive integer');
  if (num === undefined) throw new ApiError('missing_parameter', 'num is required');
  if (num === 0n) throw new ApiError('invalid_parameter', 'num must be a positive integer');
  const safe = num <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(num) : undefined;
  return {
    title,
    db,
    num: safe,
    numText: num.toString(),
    forms: booleanParam(query, 'forms', false),
    examples: booleanParam(query, 'examples', false),
  };
}

/**
 * `/v3/suggest` parameters: q, and our own `forms` (no v3 parameter, so a v3 client never sends
 * it): true adds the headwords q is an inflected form of.
 */
export function parseSuggest(query: ParsedQuery): { readonly q: string; readonly forms: boolean } {
  return { q: requiredText(query, 'q'), forms: booleanParam(query, 'forms', false) };
}
