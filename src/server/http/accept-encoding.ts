/**
 * Content negotiation on `Accept-Encoding` (RFC 9110 §12.5.3): the coding the client weights
 * highest among those we can send, brotli before gzip at equal weight. Identity is always
 * acceptable to us as the fallback: a client that accepts nothing we have, or sends no header,
 * gets the bytes as they are, as before compression existed.
 */

export type Coding = 'br' | 'gzip';
export type Encoding = Coding | 'identity';

/** Our codings in order of preference when the client weights them alike. */
export const CODINGS: readonly Coding[] = ['br', 'gzip'];

/** Each coding named in the header with its weight; `x-gzip` is gzip (RFC 9110 §8.4.1.3). */
function weights(header: string): Map<string, number> {
  const named = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (name === '') continue;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param);
      if (match?.[1] !== undefined) q = Math.min(1, Number(match[1]));
      else if (/^\s*q\s*=/i.test(param)) q = 0; // a weight we cannot read is no consent
    }
    const key = name === 'x-gzip' ? 'gzip' : name;
    // Named twice: the higher weight stands.
    named.set(key, Math.max(q, named.get(key) ?? 0));
  }
  return named;
}

/** The encoding to send, of those `available` (in our order of preference), for this header. */
export function chooseEncoding(header: string | undefined, available: readonly Coding[] = CODINGS): Encoding {
  if (header === undefined || header.trim() === '') return 'identity';
  const named = weights(header);
  const star = named.get('*');
  let best: Encoding = 'identity';
  let bestQ = 0;
  for (const coding of available) {
    const q = named.get(coding) ?? star ?? 0;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  if (bestQ === 0) return 'identity';
  // Identity is implied at the lowest weight; only a client that weights it above every coding gets it.
  const identityQ = named.get('identity');
  return identityQ !== undefined && identityQ > bestQ ? 'identity' : best;
}
