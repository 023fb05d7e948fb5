/**
 * The text of a `<form method="post" action="/read">` (the reading page without JavaScript): an
 * `application/x-www-form-urlencoded` body whose `text` field is read, the raw body capped. Each
 * byte of Persian is three characters percent-encoded, so the cap is three times the text's. A
 * form refused (too long, not a form, not UTF-8) keeps what of its text can be read and fits, so
 * the page that says why gives the reader their text back.
 */
import type { IncomingMessage } from 'node:http';
import { MAX_READ_BYTES } from '../../shared/wire/read';
import { utf8Bytes } from '../../shared/utf8';
import { ApiError } from '../ports/api-error';
import { decodeFormComponent, keptFormComponent } from '../http/form-decode';
import { readBodyUpTo } from '../http/request-body';

/** The largest form body read: the text at its largest, all percent-encoded, and room for other fields. */
export const MAX_FORM_BYTES = 3 * MAX_READ_BYTES + 4096;

const FORM_TYPE_RE = /^\s*application\/x-www-form-urlencoded\s*(?:;|$)/i;
/** How far back from the cap a cut looks for a space, so the text kept ends with a whole word. */
const WORD_ROOM = 200;

export interface PostedBody {
  /** The text, or as much of it as could be read and fits MAX_READ_BYTES when it is refused. */
  readonly text: string;
  /** Why the form is refused: the page's status and what it says. */
  readonly refused?: ApiError;
  /** The body was left unread (not a form, or past the cap): the connection closes after the page. */
  readonly unread?: boolean;
}

/** The longest start of `text` that fits `maxBytes` of UTF-8, ending at a space when one is near. */
export function fitted(text: string, maxBytes = MAX_READ_BYTES): string {
  if (utf8Bytes(text) <= maxBytes) return text;
  let end = 0;
  let bytes = 0;
  for (const char of text) {
    const size = utf8Bytes(char);
    if (bytes + size > maxBytes) break;
    bytes += size;
    end += char.length;
  }
  const space = text.slice(Math.max(0, end - WORD_ROOM), end + 1).search(/\s\S*$/);
  return space < 0 ? text.slice(0, end) : text.slice(0, Math.max(0, end - WORD_ROOM) + space).trimEnd();
}

function tooLong(): ApiError {
  return new ApiError('payload_too_large', `the text is larger than ${MAX_READ_BYTES} bytes`);
}

/** The posted text (empty when the form has none), and the refusal the page shows, if any. */
export async function postedText(req: IncomingMessage): Promise<PostedBody> {
  if (!FORM_TYPE_RE.test(req.headers['content-type'] ?? '')) {
    const refused = new ApiError('invalid_parameter', 'the form must be sent as application/x-www-form-urlencoded');
    return { text: '', refused, unread: true };
  }
  const { bytes, whole } = await readBodyUpTo(req, MAX_FORM_BYTES);
  for (const pair of bytes.toString('latin1').split('&')) {
    const at = pair.indexOf('=');
    if (decodeFormComponent(at < 0 ? pair : pair.slice(0, at)) !== 'text') continue;
    const raw = at < 0 ? '' : pair.slice(at + 1);
    const text = whole ? decodeFormComponent(raw) : undefined;
    if (text !== undefined && utf8Bytes(text) <= MAX_READ_BYTES) return { text };
    const kept = fitted(keptFormComponent(raw, !whole));
    if (!whole) return { text: kept, refused: tooLong(), unread: true };
    if (text !== undefined) return { text: kept, refused: tooLong() };
    return { text: kept, refused: new ApiError('invalid_parameter', 'text is not valid percent-encoded UTF-8') };
  }
  return whole ? { text: '' } : { text: '', refused: tooLong(), unread: true };
}
