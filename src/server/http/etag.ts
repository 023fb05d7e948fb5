/**
 * Validators for answers built per request (pages, API JSON): a weak ETag drawn from the body's
 * identity bytes, so the br, gzip and plain forms of one answer share it (they are the same
 * representation, differently encoded), and `If-None-Match` checked with the weak comparison
 * RFC 9110 §13.1.2 prescribes for it.
 */
import { createHash } from 'node:crypto';

/** `W/"…"`: 128 bits of SHA-256 of the body, base64url. Hashing is cheap next to building the body. */
export function etagOf(body: Buffer | string): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
}

const opaque = (tag: string): string => tag.trim().replace(/^W\//, '');

/** Whether `If-None-Match` names this ETag (or `*`): the client's copy is still good → 304. */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const mine = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === mine);
}
