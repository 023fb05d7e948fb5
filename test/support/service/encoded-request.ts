/**
 * A request whose answer is kept as the bytes that came over the wire, and also decoded the way a
 * browser would decode them by their Content-Encoding — to check what was sent, not just what a
 * client ends up reading.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface EncodedReply {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  /** The body as sent. */
  readonly wire: Buffer;
  /** The body after undoing its Content-Encoding, as UTF-8 text. */
  readonly text: string;
}

function decode(encoding: string | undefined, wire: Buffer): Buffer {
  // HEAD and 304 answers carry the headers of a body they do not send.
  if (wire.length === 0) return wire;
  if (encoding === 'br') return brotliDecompressSync(wire);
  if (encoding === 'gzip') return gunzipSync(wire);
  if (encoding === undefined) return wire;
  throw new Error(`unexpected Content-Encoding: ${encoding}`);
}

export function encodedRequest(
  port: number,
  path: string,
  headers: Readonly<Record<string, string>> = {},
  method = 'GET',
): Promise<EncodedReply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const wire = Buffer.concat(chunks);
        try {
          const text = decode(res.headers['content-encoding'], wire).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, wire, text });
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`no answer within 10 s to ${path}`)));
    req.end();
  });
}
