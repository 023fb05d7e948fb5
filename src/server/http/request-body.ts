/**
 * A request body read with a hard cap: past `maxBytes` reading stops and the answer is 413 with
 * the connection closed, so no client can make the service hold more than the cap, whatever
 * Content-Length says or how long the body runs.
 */
import type { IncomingMessage } from 'node:http';
import { ApiError } from '../ports/api-error';

/** Headers of a refusal sent before the body was read: the rest of it is never read either. */
export const CLOSE = { Connection: 'close' } as const;

function tooLarge(maxBytes: number): ApiError {
  return new ApiError('payload_too_large', `the request body is larger than ${maxBytes} bytes`, CLOSE);
}

export function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? '0');
  if (declared > maxBytes) return Promise.reject(tooLarge(maxBytes));
  return new Promise((resolve, reject) => {
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
