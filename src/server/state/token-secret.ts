import crypto from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const SECRET_LENGTH = 40;
// The largest multiple of 62 below 256: bytes from it up are redrawn so every letter is as likely.
const FAIR_LIMIT = 256 - (256 % ALPHABET.length);
const TOKEN_RE = /^([1-9][0-9]{0,14})\.[A-Za-z0-9]{40}$/;
const MAX_TOKEN_LENGTH = 16 + 1 + SECRET_LENGTH;

/** A token is `ID.SECRET`; both token stores (SQLite, PostgreSQL) issue and check the same form. */
export function newToken(id: number): string {
  let secret = '';
  while (secret.length < SECRET_LENGTH) {
    for (const byte of crypto.randomBytes(SECRET_LENGTH * 2)) {
      if (byte < FAIR_LIMIT && secret.length < SECRET_LENGTH) secret += ALPHABET[byte % ALPHABET.length];
    }
  }
  return `${id}.${secret}`;
}

/** SHA-256 of a token; the one-shot `crypto.hash` costs about half of a Hash object on the hot path. */
export function digest(token: string): Buffer {
  return crypto.hash('sha256', token, 'buffer');
}

/** The id a well-formed token names, or undefined: the store is not asked about malformed ones. */
export function tokenId(presented: string): number | undefined {
  if (presented.length > MAX_TOKEN_LENGTH) return undefined;
  const match = TOKEN_RE.exec(presented);
  return match === null ? undefined : Number(match[1]);
}

// Compared against when the id is unknown, so every well-formed token costs the same work.
const NO_DIGEST = Buffer.alloc(32);

/**
 * Whether `presented` hashes to `hash` — hex as stored, or already decoded by a cache — in
 * constant time; undefined: no such token (the same work is done anyway).
 */
export function sameSecret(presented: string, hash: string | Buffer | undefined): boolean {
  const expected = hash === undefined ? NO_DIGEST : typeof hash === 'string' ? Buffer.from(hash, 'hex') : hash;
  const same = expected.length === NO_DIGEST.length && crypto.timingSafeEqual(digest(presented), expected);
  return same && hash !== undefined;
}
