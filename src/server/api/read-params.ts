/**
 * `POST /api/read`'s request, checked in the order of docs/v3-contract.md (reading): the filter as
 * search reads it, then the body's type and charset, its size, its bytes, and that it holds text.
 */
import type { IncomingMessage } from 'node:http';
import { filterNames, type DbName } from '../../shared/catalog';
import { readingOrder, type Credits } from '../../shared/credits';
import { MAX_READ_BYTES } from '../../shared/wire/read';
import { ApiError } from '../ports/api-error';
import { CLOSE, readBody, utf8Text } from '../http/request-body';
import type { ParsedQuery } from '../http/query';
import { single } from './params';

/**
 * The filter's databases, in priority order; unknown names are a 400 as in search. Without a
 * filter a text is read as the reading page reads it (readingOrder: a word leads to what it means
 * before its synonyms, to real entries before samples), not in the catalog's order search keeps.
 */
export function readFilter(query: ParsedQuery, credits: Credits | undefined): readonly DbName[] {
  const { named, unknown } = filterNames(single(query, 'filter'));
  if (unknown[0] !== undefined)
    throw new ApiError('unknown_database', `filter names an unknown database: ${unknown[0]}`);
  return named.length > 0 ? named : readingOrder(credits);
}

// Spaces and the invisible joiners alone hold no word to read.
const BLANK_RE = /^(?:\s|\u200C|\u200D|\uFEFF)*$/;
const MEDIA_RE = /^\s*([^;\s]*)\s*(?:;(.*))?$/;
const CHARSET_RE = /(?:^|;)\s*charset\s*=\s*"?([^";\s]*)"?/i;

/** 400 unless the body is plain text in UTF-8: no Content-Type, or `text/plain` with no charset or UTF-8. */
function checkType(contentType: string | undefined): void {
  if (contentType === undefined || contentType.trim() === '') return;
  const [, media = '', params = ''] = MEDIA_RE.exec(contentType) ?? [];
  if (media.toLowerCase() !== 'text/plain') {
    throw new ApiError('invalid_parameter', `Content-Type must be text/plain; charset=utf-8, not ${media}`, CLOSE);
  }
  const charset = CHARSET_RE.exec(params)?.[1];
  if (charset !== undefined && !/^utf-?8$/i.test(charset)) {
    throw new ApiError('invalid_parameter', `charset ${charset} is not read; send the text as UTF-8`, CLOSE);
  }
}

/** A text to read, however it came: 413 past MAX_READ_BYTES in UTF-8, 400 when it holds nothing to read. */
export function checkedText(text: string): string {
  if (Buffer.byteLength(text) > MAX_READ_BYTES) {
    throw new ApiError('payload_too_large', `the text is larger than ${MAX_READ_BYTES} bytes`);
  }
  if (BLANK_RE.test(text)) throw new ApiError('missing_parameter', 'text is required: send it as the request body');
  return text;
}

/** The text of the body; every refusal names what is wrong with it. */
export async function readTextBody(req: IncomingMessage): Promise<string> {
  checkType(req.headers['content-type']);
  const text = utf8Text(await readBody(req, MAX_READ_BYTES));
  if (text === undefined) throw new ApiError('invalid_parameter', 'text is not valid UTF-8');
  return checkedText(text);
}
