/**
 * Talking to the service over a bare TCP socket, byte for byte as a given client would, where
 * node:http (or fetch) would normalise the request. Responses are read back by Content-Length,
 * in order, so pipelined answers can be checked one by one.
 */
import { connect } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { parseJsonOrUndefined } from '../../../src/shared/json';

export interface RawReply {
  readonly status: number;
  /** Header names lower-cased; a repeated header keeps its last value. */
  readonly headers: Readonly<Record<string, string>>;
  /** The body, gunzipped when it came gzip-encoded. */
  readonly text: string;
  readonly body: unknown;
}

export interface Exchange {
  readonly replies: readonly RawReply[];
  /** Bytes after the last whole reply (should be none). */
  readonly rest: string;
  /** Whether the server closed the connection. */
  readonly closed: boolean;
}

function parseReplies(data: Buffer): { replies: RawReply[]; rest: Buffer } {
  const replies: RawReply[] = [];
  let pos = 0;
  for (;;) {
    const headEnd = data.indexOf('\r\n\r\n', pos);
    if (headEnd < 0) break;
    const [statusLine = '', ...lines] = data.toString('latin1', pos, headEnd).split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length'] ?? '0');
    if (data.length < headEnd + 4 + length) break;
    let raw = data.subarray(headEnd + 4, headEnd + 4 + length);
    if (headers['content-encoding'] === 'gzip') raw = gunzipSync(raw);
    const text = raw.toString('utf8');
    replies.push({ status: Number(statusLine.split(' ')[1]), headers, text, body: parseJsonOrUndefined(text) });
    pos = headEnd + 4 + length;
  }
  return { replies, rest: data.subarray(pos) };
}

/**
 * Writes `request` (a string is sent as UTF-8, unescaped) in one go, then reads until `expected`
 * replies have come or the server closes; fails after `timeoutMs`.
 */
export function exchange(port: number, request: string | Buffer, expected = 1, timeoutMs = 5_000): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let settled = false;
    const settle = (closed: boolean): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const { replies, rest } = parseReplies(Buffer.concat(chunks));
      socket.destroy();
      resolve({ replies, rest: rest.toString('latin1'), closed });
    };
    const timer = setTimeout(() => {
      settled = true;
      socket.destroy();
      const got = parseReplies(Buffer.concat(chunks)).replies.length;
      reject(new Error(`${got} of ${expected} replies within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (parseReplies(Buffer.concat(chunks)).replies.length >= expected) settle(false);
    });
    socket.on('close', () => settle(true));
    socket.on('error', () => settle(true));
    socket.write(typeof request === 'string' ? Buffer.from(request, 'utf8') : request);
  });
}

/** One request head, lines joined with CRLF and ended by the empty line. */
export function head(...lines: readonly string[]): string {
  return `${lines.join('\r\n')}\r\n\r\n`;
}
