/**
 * The text of a `<form method="post" action="/read">` (the reading page without JavaScript): an
 * `application/x-www-form-urlencoded` body whose `text` field is read, the raw body capped. Each
 * byte of Persian is three characters percent-encoded, so the cap is three times the text's.
 */
import type { IncomingMessage } from 'node:http';
import { MAX_READ_BYTES } from '../../shared/wire/read';
import { ApiError } from '../ports/api-error';
import { decodeFormComponent } from '../http/form-decode';
import { readBody } from '../http/request-body';

/** The largest form body read: the text at its largest, all percent-encoded, and room for other fields. */
export const MAX_FORM_BYTES = 3 * MAX_READ_BYTES + 4096;

const FORM_TYPE_RE = /^\s*application\/x-www-form-urlencoded\s*(?:;|$)/i;

/** The posted text (empty when the form has none), or the refusal the page shows. */
export async function postedText(req: IncomingMessage): Promise<{ text: string } | { refused: ApiError }> {
  if (!FORM_TYPE_RE.test(req.headers['content-type'] ?? '')) {
    return { refused: new ApiError('invalid_parameter', 'the form must be sent as application/x-www-form-urlencoded') };
  }
  let body: Buffer;
  try {
    body = await readBody(req, MAX_FORM_BYTES);
  } catch (error) {
    if (error instanceof ApiError) return { refused: error };
    throw error;
  }
  for (const pair of body.toString('latin1').split('&')) {
    const at = pair.indexOf('=');
    if (decodeFormComponent(at < 0 ? pair : pair.slice(0, at)) !== 'text') continue;
    const text = decodeFormComponent(at < 0 ? '' : pair.slice(at + 1));
    if (text === undefined)
      return { refused: new ApiError('invalid_parameter', 'text is not valid percent-encoded UTF-8') };
    return { text };
  }
  return { text: '' };
}
