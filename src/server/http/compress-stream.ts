/**
 * An answer too large to hold, such as a sitemap of 50,000 URLs, sent as it is produced: pulled
 * chunk by chunk as the socket drains, through a brotli or gzip stream when the client accepts
 * one. Nothing waits for the whole body, so memory stays at a chunk or two per request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { chooseEncoding, type Coding } from './accept-encoding';
import { withVary } from './compress';
import type { Headers } from './security-headers';

function compressor(coding: Coding) {
  return coding === 'gzip'
    ? createGzip()
    : createBrotliCompress({
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
      });
}

/**
 * Sends the chunks `produce` yields, in chunked transfer encoding. `produce` is only called for
 * GET: a HEAD gets the headers alone, with nothing read from the store.
 */
export async function sendStream(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Readonly<Headers>,
  produce: () => Iterable<string>,
): Promise<void> {
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  res.writeHead(status, {
    ...withVary(headers),
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const source = Readable.from(produce(), { objectMode: false });
  // A client that goes away ends the pipeline with an error; the answer is over either way.
  await (encoding === 'identity' ? pipeline(source, res) : pipeline(source, compressor(encoding), res)).catch(
    (error: unknown) => {
      if (!res.destroyed) throw error;
    },
  );
}
