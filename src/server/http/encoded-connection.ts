import type { Socket } from 'node:net';
import { createTargetEncoder, type TargetEncoder } from './target-encoder';

/** A connection whose incoming bytes reach Node's HTTP parser through a TargetEncoder. */
export interface EncodedConnection {
  readonly encoder: TargetEncoder;
  /** After a refusal: later bytes are read and dropped, so the refused parser is fed no more. */
  discard(): void;
}

const keepReading = (): void => undefined;

/**
 * Hands `socket` to Node's connection listener `parse` with its incoming chunks encoded.
 *
 * Node's parser normally reads a TCP socket natively, out of JavaScript's sight. Node itself
 * switches to reading through the stream (`push`, then `'data'`) as soon as anyone listens for
 * `'data'`, the path it takes for every user that does; so the chunks are encoded in this
 * socket's own `push`, and a `'data'` listener is added once Node has set the connection up.
 * Writes go straight to the socket: answers cost nothing extra.
 */
export function encodeConnection(socket: Socket, parse: (socket: Socket) => void): EncodedConnection {
  const encoder = createTargetEncoder();
  let discarding = false;
  const push = socket.push.bind(socket);
  socket.push = (chunk: unknown, encoding?: BufferEncoding): boolean => {
    if (!Buffer.isBuffer(chunk)) return push(chunk, encoding);
    if (discarding) return true;
    return push(encoder.feed(chunk), encoding);
  };
  parse(socket);
  socket.on('data', keepReading);
  return {
    encoder,
    discard: () => {
      discarding = true;
    },
  };
}
