/**
 * Slow clients, a byte a second (slowloris): many at once, on a fresh or a kept-alive connection,
 * are cut off by the server's time limits while everyone else is answered as usual. The last test
 * uses the service's own defaults, the ones `serve` runs with. The three run side by side, each
 * with its own service.
 */
import { connect, type Socket } from 'node:net';
import { test } from 'vitest';
import { SERVER_DEFAULTS } from '../../src/server/serving/server';
import { startService, type Service } from '../support/service/harness';

interface Dribbler {
  readonly socket: Socket;
  /** Bytes of the head written before the server closed the connection. */
  sent(): number;
  /** Milliseconds from the first dribbled byte until the server closed the connection. */
  readonly closed: Promise<number>;
  /** Everything the server wrote back. */
  received(): string;
}

/** A client that writes `head` one byte every `everyMs`, after `prefix` (sent at once). */
function dribble(port: number, head: string, everyMs: number, prefix = ''): Dribbler {
  const socket = connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  let sent = 0;
  let timer: NodeJS.Timeout | undefined;
  let started = 0;
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.on('error', () => undefined);
  socket.once('connect', () => {
    if (prefix !== '') socket.write(prefix);
    started = Date.now();
    timer = setInterval(() => {
      if (socket.destroyed || sent >= head.length) return;
      socket.write(head[sent] ?? '');
      sent += 1;
    }, everyMs);
  });
  const closed = new Promise<number>((resolve) =>
    socket.once('close', () => {
      clearInterval(timer);
      resolve(Date.now() - started);
    }),
  );
  return { socket, sent: () => sent, closed, received: () => Buffer.concat(chunks).toString('latin1') };
}

const slowHead = (token: string) => `GET /v3/suggest?q=a&token=${token} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;

/** Plain searches, one after another, until `until` settles; each one's time in ms. */
async function meanwhile(service: Service, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const t = performance.now();
    const reply = await service.call('suggest', { q: 'امی' });
    if (reply.status !== 200) throw new Error(`a plain request got ${reply.status} while others dribbled`);
    times.push(performance.now() - t);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return times;
}

test.concurrent(
  'forty clients dribbling their headers a byte a second are cut off, and do not slow others',
  async ({ expect }) => {
    const service = await startService({
      server: { headersTimeout: 2000, requestTimeout: 3000, connectionsCheckingInterval: 100 },
    });
    try {
      const slow = Array.from({ length: 40 }, () => dribble(service.port, slowHead(service.token), 1000));
      const all = Promise.all(slow.map((client) => client.closed));
      const times = await meanwhile(service, all);
      const lifetimes = await all;
      expect(times.length).toBeGreaterThan(10);
      expect(Math.max(...times)).toBeLessThan(1000);
      for (const [i, client] of slow.entries()) {
        expect(lifetimes[i]).toBeLessThan(3500);
        expect(client.sent()).toBeLessThan(5);
        const answer = client.received();
        if (answer !== '') expect(answer).toMatch(/^HTTP\/1\.1 408/);
      }
    } finally {
      await service.stop();
    }
  },
  15_000,
);

test.concurrent(
  'a kept-alive connection that dribbles its second request is cut off too',
  async ({ expect }) => {
    const service = await startService({
      server: { headersTimeout: 2000, requestTimeout: 3000, keepAliveTimeout: 5000, connectionsCheckingInterval: 100 },
    });
    try {
      const first = slowHead(service.token);
      const client = dribble(service.port, slowHead(service.token), 1000, first);
      const lifetime = await client.closed;
      expect(client.received()).toMatch(/^HTTP\/1\.1 200 /);
      // Cut by the head timeout, not left open until the longer keep-alive timeout.
      expect(lifetime).toBeLessThan(3500);
      expect(client.sent()).toBeLessThan(5);
    } finally {
      await service.stop();
    }
  },
  15_000,
);

test.concurrent(
  'with the defaults serve runs with, a byte-a-second client is cut off in about ten seconds',
  async ({ expect }) => {
    expect(SERVER_DEFAULTS.headersTimeout).toBeLessThanOrEqual(10_000);
    const service = await startService();
    try {
      const client = dribble(service.port, slowHead(service.token), 1000);
      const times = await meanwhile(service, client.closed);
      const lifetime = await client.closed;
      expect(lifetime).toBeLessThan(
        SERVER_DEFAULTS.headersTimeout + SERVER_DEFAULTS.connectionsCheckingInterval + 1500,
      );
      expect(client.sent()).toBeLessThan(13);
      expect(Math.max(...times)).toBeLessThan(1000);
    } finally {
      await service.stop();
    }
  },
  20_000,
);
