/**
 * Slow clients (slowloris): many clients that dribble a request head that never ends, on a fresh
 * or a kept-alive connection, are cut off with a JSON 408 by the server's head timeout while every
 * other client is answered as usual. The heads never end, so only the server's limit can close
 * these connections; nothing here is timed (how fast the others are answered meanwhile is a figure
 * `npm run bench:slow-clients` prints, against the defaults `serve` runs with).
 */
import { connect, type Socket } from 'node:net';
import { expect, test } from 'vitest';
import { startService, type Service } from '../support/service/harness';

const LIMITS = { headersTimeout: 500, requestTimeout: 1000, keepAliveTimeout: 5000, connectionsCheckingInterval: 50 };

interface Dribbler {
  readonly socket: Socket;
  /** Settles when the server has closed the connection. */
  readonly closed: Promise<void>;
  /** Everything the server wrote back. */
  received(): string;
}

/** A client that sends `prefix` at once, then a head whose last header never ends, a byte at a time. */
function dribble(service: Service, prefix = ''): Dribbler {
  const head = `GET /v3/suggest?q=a&token=${service.token} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: `;
  const socket = connect(service.port, '127.0.0.1');
  const chunks: Buffer[] = [];
  let sent = 0;
  let timer: NodeJS.Timeout | undefined;
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.on('error', () => undefined);
  socket.once('connect', () => {
    if (prefix !== '') socket.write(prefix);
    timer = setInterval(() => {
      if (!socket.destroyed) socket.write(head[sent] ?? 'z');
      sent += 1;
    }, 25);
  });
  const closed = new Promise<void>((resolve) =>
    socket.once('close', () => {
      clearInterval(timer);
      resolve();
    }),
  );
  return { socket, closed, received: () => Buffer.concat(chunks).toString('latin1') };
}

/** Plain suggests, one after another, until `until` settles; the status of each. */
async function meanwhile(service: Service, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const statuses: number[] = [];
  do {
    statuses.push((await service.call('suggest', { q: 'امی' })).status);
    await new Promise((resolve) => setTimeout(resolve, 20));
  } while (!done);
  return statuses;
}

/** The 408 a cut-off client reads: the v3 error envelope, without the token it sent. */
function expectCutOff(answer: string, token: string): void {
  expect(answer).toMatch(/HTTP\/1\.1 408 [^]*"error":\s*"request_timeout"/);
  expect(answer).not.toContain(token);
}

test(
  'forty clients that never finish their heads are cut off with a 408, and everyone else is answered',
  { timeout: 15_000 },
  async () => {
    const service = await startService({ server: LIMITS });
    try {
      const slow = Array.from({ length: 40 }, () => dribble(service));
      const statuses = await meanwhile(service, Promise.all(slow.map((client) => client.closed)));
      expect(statuses.length).toBeGreaterThan(0);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      for (const client of slow) {
        expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
        expectCutOff(client.received(), service.token);
      }
    } finally {
      await service.stop();
    }
  },
);

test(
  'a kept-alive connection that dribbles its second request gets its first answer, then a 408',
  { timeout: 15_000 },
  async () => {
    const service = await startService({ server: LIMITS });
    try {
      const first = `GET /v3/suggest?q=a&token=${service.token} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;
      const client = dribble(service, first);
      await client.closed;
      const answer = client.received();
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      expectCutOff(answer.slice(answer.indexOf('HTTP/1.1', 1)), service.token);
    } finally {
      await service.stop();
    }
  },
);
