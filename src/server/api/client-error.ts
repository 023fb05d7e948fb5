import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { ApiError } from '../ports/api-error';
import { MAX_URL_BYTES } from './api';
import { errorBody, serialize } from './envelope';
import { CORS_HEADERS, JSON_HEADERS } from '../http/security-headers';

function reasonOf(error: NodeJS.ErrnoException): string {
  const reason = 'reason' in error && typeof error.reason === 'string' ? error.reason : '';
  return /^[\w ,.'-]{1,100}$/.test(reason) ? `: ${reason}` : '';
}

/** Node's error codes for a request it refused before the app, as the error the client gets. */
export function refusalOf(error: NodeJS.ErrnoException, requestLineBytes: number): ApiError {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return requestLineBytes > MAX_URL_BYTES
        ? new ApiError('uri_too_long', `request URL is longer than ${MAX_URL_BYTES} bytes`)
        : new ApiError('headers_too_large', 'the request head is larger than the service reads');
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return new ApiError('payload_too_large', 'the chunk extensions of the request body are too large');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new ApiError('request_timeout', 'the request did not arrive in time');
    default:
      // llhttp's reasons are fixed English sentences ("Invalid method encountered"), never request bytes.
      return new ApiError('bad_request', `the request is not valid HTTP/1.1${reasonOf(error)}`);
  }
}

/** The v3 error envelope as a whole HTTP/1.1 message that closes the connection. */
export function refusalMessage(error: ApiError): Buffer {
  const body = serialize(errorBody(error, {}), true);
  const headers: Record<string, string> = {
    ...CORS_HEADERS,
    ...JSON_HEADERS,
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return Buffer.from(`HTTP/1.1 ${error.status} ${STATUS_CODES[error.status] ?? ''}\r\n${lines.join('')}\r\n${body}`);
}

/** How long a refused connection may take to read its answer before it is cut. */
const LINGER_MS = 2_000;

/** Cuts a refused connection LINGER_MS from now unless it has closed by then. */
export function lingerThenCut(socket: Duplex): void {
  const linger = setTimeout(() => socket.destroy(), LINGER_MS);
  linger.unref();
  socket.once('close', () => clearTimeout(linger));
}

/**
 * Answers a request Node refused (the server's `clientError`): the JSON envelope and
 * `Connection: close`, after the answers to earlier pipelined requests, which keep their order
 * (`inFlight` is the latest of them; they finish in order).
 */
export function answerRefusal(socket: Duplex, error: ApiError, inFlight: ServerResponse | undefined): void {
  lingerThenCut(socket);
  const write = (): void => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(refusalMessage(error));
  };
  if (inFlight === undefined || inFlight.writableFinished) write();
  else inFlight.once('finish', write);
}
