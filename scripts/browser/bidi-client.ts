/**
 * A minimal WebDriver BiDi client over one WebSocket: a command is sent with an id and its answer
 * awaited by that id (events, which carry no id, are let pass: the tests ask rather than listen).
 * Firefox speaks BiDi itself, so no driver binary stands between it and a test.
 */
import WebSocket from 'ws';

export interface BidiClient {
  /** Sends `method` and resolves with its result, or rejects with the error Firefox answered. */
  send<T = unknown>(method: string, params?: Readonly<Record<string, unknown>>): Promise<T>;
  close(): void;
}

interface Waiting {
  readonly method: string;
  resolve(result: unknown): void;
  reject(error: Error): void;
}

interface Incoming {
  readonly id?: number;
  readonly type?: string;
  readonly result?: unknown;
  readonly error?: string;
  readonly message?: string;
}

export async function connectBidi(url: string): Promise<BidiClient> {
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let lastId = 0;
  const waiting = new Map<number, Waiting>();

  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString('utf8')) as Incoming;
    if (message.id === undefined) return;
    const command = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.type === 'error') {
      command?.reject(new Error(`${command.method}: ${message.error ?? ''}: ${message.message ?? ''}`));
    } else command?.resolve(message.result);
  });
  socket.on('close', () => {
    for (const command of waiting.values()) command.reject(new Error(`${command.method}: the connection closed`));
    waiting.clear();
  });

  return {
    send<T>(method: string, params: Readonly<Record<string, unknown>> = {}) {
      lastId += 1;
      const id = lastId;
      return new Promise<T>((resolve, reject) => {
        waiting.set(id, { method, resolve: (result) => resolve(result as T), reject });
        socket.send(JSON.stringify({ id, method, params }));
      });
    },
    close() {
      socket.close();
    },
  };
}
