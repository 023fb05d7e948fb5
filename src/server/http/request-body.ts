/**
 * A request body read with a hard cap: past `maxBytes` reading stops and the answer is 413 with
 * the connection closed, so no client can make the service hold more than the cap, whatever
 * Content-Length says or how long the body runs.
 */
import type { IncomingMessage } from 'node:http';
import { ApiError } from '../ports/api-error';

/** Headers of a refusal sent before the body was read: the rest of it is never read either. */
export const CLOSE = { Connection: 'close' } as const;

// Told by the server when Node's request timeout finds this body still arriving.
const TIMED_OUT_EVENT = 'farhang:body-timeout';
const timedOut = new WeakSet<IncomingMessage>();

function timeout(): ApiError {
  return new ApiError('request_timeout', 'the request body did not arrive in time', CLOSE);
}

/**
 * Node's request timeout (docs/v3-contract.md §10.5) met `req` with its body still arriving: its
 * reader gives up with a 408 that the request's own answer sends, a reader that starts later at
 * once. Whether anyone was reading it.
 */
export function timeOutBody(req: IncomingMessage): boolean {
  timedOut.add(req);
  return req.emit(TIMED_OUT_EVENT);
}

function tooLarge(maxBytes: number): ApiError {
  return new ApiError('payload_too_large', `the request body is larger than ${maxBytes} bytes`, CLOSE);
}

/**
 * The body's first `maxBytes` bytes, and whether that was all of it: past the cap reading stops
 * (the rest is never read, so the answer must close the connection).
 */
export function readBodyUpTo(req: IncomingMessage, maxBytes: number): Promise<{ bytes: Buffer; whole: boolean }> {
  if (timedOut.has(req)) return Promise.reject(timeout());
  return new Promise((resolve, reject) => {
    req.once(TIMED_OUT_EVENT, () => {
      req.off('data', take);
      reject(timeout());
    });
    const chunks: Buffer[] = [];
    let size = 0;
    const take = (chunk: Buffer): void => {
      if (size + chunk.length <= maxBytes) {
        chunks.push(chunk);
        size += chunk.length;
        return;
      }
      chunks.push(chunk.subarray(0, maxBytes - size));
      req.off('data', take);
      req.pause();
      resolve({ bytes: Buffer.concat(chunks, maxBytes), whole: false });
    };
    req.on('data', take);
    req.once('end', () => resolve({ bytes: Buffer.concat(chunks, size), whole: true }));
    req.once('error', () => reject(new ApiError('bad_request', 'the request body could not be read', CLOSE)));
  });
}

export function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? '0');
  if (declared > maxBytes) return Promise.reject(tooLarge(maxBytes));
  if (timedOut.has(req)) return Promise.reject(timeout());
  return new Promise((resolve, reject) => {
    req.once(TIMED_OUT_EVENT, () => stop(timeout()));
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (error: ApiError): void => {
      req.off('data', take);
      req.pause();
      reject(error);
    };
    const take = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > maxBytes) stop(tooLarge(maxBytes));
      else chunks.push(chunk);
    };
    req.on('data', take);
    req.once('end', () => resolve(Buffer.concat(chunks, size)));
    req.once('error', () => stop(new ApiError('bad_request', 'the request body could not be read', CLOSE)));
  });
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** The body as UTF-8 text (a byte-order mark dropped); undefined when it is not UTF-8. */
export function utf8Text(body: Buffer): string | undefined {
  try {
    return utf8.decode(body);
  } catch {
    return undefined;
  }
}
