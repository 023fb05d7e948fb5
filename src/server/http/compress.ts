/**
 * The one way an answer with a body goes out: a 304 when the client's copy is current, else the
 * body in the encoding the client prefers. Text at or above a small floor is compressed on the
 * fly (brotli at a quality fast enough per request, or gzip); a file built with `.br`/`.gz`
 * siblings is sent as those instead. Every answer whose bytes depend on `Accept-Encoding` says so
 * with `Vary`. Other headers, `Cache-Control` above all, are the caller's and pass unchanged.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chooseEncoding, type Coding } from './accept-encoding';
import { notModified } from './etag';
import type { Headers } from './security-headers';

/** Below this many bytes, compressing saves less than the extra round of work and headers cost. */
export const COMPRESS_FLOOR_BYTES = 1024;

/** Bodies already compressed by the build, by coding. */
export type Precompressed = Partial<Record<Coding, Buffer>>;

// Text, JSON, XML, JavaScript and SVG shrink; images, fonts and archives are compressed already.
// WebAssembly shrinks by a quarter: the recogniser's core is sent precompressed (ocr-assets-plugin.ts).
const COMPRESSIBLE =
  /^(?:text\/|image\/svg\+xml|application\/(?:json|javascript|xml|wasm|manifest\+json|[\w.-]+\+xml))/i;

export function isCompressible(contentType: string | undefined): boolean {
  return contentType !== undefined && COMPRESSIBLE.test(contentType);
}

/** `Vary` with `Accept-Encoding` added to whatever the caller already varies on. */
export function withVary(headers: Readonly<Headers>): Headers {
  const vary = headers['Vary'];
  return { ...headers, Vary: vary === undefined || vary === '' ? 'Accept-Encoding' : `${vary}, Accept-Encoding` };
}

/**
 * Brotli quality 5 is about as fast as gzip's default and still ~15% smaller on our HTML and JSON;
 * 11, the build's setting, would cost tens of milliseconds a page.
 */
export function compressNow(coding: Coding, body: Buffer): Buffer {
  if (coding === 'gzip') return gzipSync(body);
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * Writes one answer. `headers` carries the type and caching policy (and an `ETag` when the
 * answer may be revalidated); Content-Length and Content-Encoding are set here. On HEAD, Node
 * sends the same headers and drops the body.
 */
export function sendAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Readonly<Headers>,
  body: Buffer | string,
  precompressed: Precompressed = {},
): void {
  const identity = typeof body === 'string' ? Buffer.from(body) : body;
  const hasBuilt = Object.keys(precompressed).length > 0;
  const varies = hasBuilt || (isCompressible(headers['Content-Type']) && identity.length >= COMPRESS_FLOOR_BYTES);
  const head = varies ? withVary(headers) : { ...headers };
  const etag = head['ETag'];
  if (status === 200 && etag !== undefined && notModified(req.headers['if-none-match'], etag)) {
    // A 304 carries the validators and caching headers a 200 would; no body, no length.
    delete head['Content-Type'];
    res.writeHead(304, head);
    res.end();
    return;
  }
  const encoding = varies ? chooseEncoding(req.headers['accept-encoding']) : 'identity';
  const sent = encoding === 'identity' ? identity : (precompressed[encoding] ?? compressNow(encoding, identity));
  res.writeHead(status, {
    ...head,
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    'Content-Length': String(sent.length),
  });
  res.end(sent);
}
