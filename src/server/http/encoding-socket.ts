import { Duplex } from 'node:stream';
import type { AddressInfo, Socket } from 'node:net';
import { createTargetEncoder, type TargetEncoder } from './target-encoder';

/**
 * A TCP connection as Node's HTTP server sees it, with the incoming bytes passed through a
 * TargetEncoder. Node accepts any Duplex as a connection (`server.emit('connection', duplex)`);
 * this one forwards writes, timeouts and addresses to the real socket, and its destruction too.
 */
export class EncodingSocket extends Duplex {
  readonly encoder: TargetEncoder = createTargetEncoder();
  readonly #inner: Socket;
  #reading = true;

  constructor(inner: Socket) {
    super({ allowHalfOpen: true, decodeStrings: false });
    this.#inner = inner;
    inner.on('data', (chunk: Buffer) => {
      if (!this.#reading) return;
      if (!this.push(this.encoder.feed(chunk))) inner.pause();
    });
    inner.on('end', () => this.push(null));
    inner.on('timeout', () => this.emit('timeout'));
    inner.on('error', (error) => this.destroy(error));
    inner.on('close', () => this.destroy());
  }

  /** After a refusal: nothing more reaches the parser; the answer already written still goes out. */
  stopReading(): void {
    this.#reading = false;
  }

  override _read(): void {
    this.#inner.resume();
  }

  override _write(chunk: Buffer, encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.#inner.write(chunk, encoding, done);
  }

  override _writev(chunks: { chunk: Buffer; encoding: BufferEncoding }[], done: (error?: Error | null) => void): void {
    // Node writes a response's head and body together; keep them in one TCP segment.
    this.#inner.cork();
    for (const [i, { chunk, encoding }] of chunks.entries()) {
      this.#inner.write(chunk, encoding, i === chunks.length - 1 ? done : undefined);
    }
    this.#inner.uncork();
  }

  override _final(done: (error?: Error | null) => void): void {
    this.#inner.end(() => done());
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    this.#inner.destroy();
    done(error);
  }

  setTimeout(ms: number, callback?: () => void): this {
    this.#inner.setTimeout(ms);
    if (callback !== undefined) this.once('timeout', callback);
    return this;
  }

  setNoDelay(noDelay?: boolean): this {
    this.#inner.setNoDelay(noDelay);
    return this;
  }

  setKeepAlive(enable?: boolean, delay?: number): this {
    this.#inner.setKeepAlive(enable, delay);
    return this;
  }

  address(): AddressInfo | object {
    return this.#inner.address();
  }

  get remoteAddress(): string | undefined {
    return this.#inner.remoteAddress;
  }

  get remotePort(): number | undefined {
    return this.#inner.remotePort;
  }

  get remoteFamily(): string | undefined {
    return this.#inner.remoteFamily;
  }

  get localAddress(): string | undefined {
    return this.#inner.localAddress;
  }

  get localPort(): number | undefined {
    return this.#inner.localPort;
  }
}
