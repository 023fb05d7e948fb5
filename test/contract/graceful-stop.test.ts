import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type Socket } from 'node:net';
import { once } from 'node:events';
import { expect, test } from 'vitest';
import { FIXTURE, rawRequest } from '../support/service/harness';
import { serveLoading } from '../support/service/loading-service';

async function openSocket(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  return socket;
}

/** The status of the one reply the socket gets before the service closes it; 0 for none. */
async function replyOf(socket: Socket): Promise<number> {
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  await once(socket, 'close');
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(Buffer.concat(chunks).toString('latin1'))?.[1] ?? 0);
}

test('SIGTERM: requests in flight are answered, the counts are flushed, and the process exits 0', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'farhang-stop-'));
  const db = join(dir, 'farhang.db');
  // The contract fixture, not the embedded default: the stop is under test, not a first import.
  const service = await serveLoading(['--db', db, '--data', FIXTURE, '--token', 'stop-test', '--rate-limit', '0']);
  try {
    await service.ready();
    const target = `/v3/search?token=stop-test&product=stop&q=${encodeURIComponent('امید')}`;
    // Forty requests the service has begun to read when the stop comes: each socket sends its
    // request line and one header, and the rest only after the signal.
    const sockets = await Promise.all(Array.from({ length: 40 }, () => openSocket(service.port)));
    for (const socket of sockets) socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
    const replies = sockets.map(replyOf);
    // The service takes connections in the order they came: once it answers one opened after
    // the forty, it has taken them all.
    expect((await rawRequest(service.port, '/healthz')).status).toBe(200);
    const stopped = service.stop();
    while (!service.stderr().includes('not ready any more')) await new Promise((done) => setTimeout(done, 5));
    for (const socket of sockets) socket.end('Connection: close\r\n\r\n');
    const statuses = await Promise.all(replies);
    await stopped;
    expect(statuses).toEqual(statuses.map(() => 200));
    expect(service.stderr()).toContain('counts flushed');
    expect(service.exitCode()).toBe(0);

    const stats = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', 'stats', '--db', db], {
      encoding: 'utf8',
    });
    expect(stats.status).toBe(0);
    expect(stats.stdout).toMatch(/stop\s+200\s+40\b/);
  } finally {
    await service.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}, 30_000);

test('with --drain, a stopping replica keeps answering, each answer ending its connection, while /readyz says 503, then exits 0', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'farhang-drain-'));
  const service = await serveLoading([
    '--db',
    join(dir, 'farhang.db'),
    '--data',
    FIXTURE,
    '--token',
    'T',
    '--drain',
    '2',
  ]);
  try {
    await service.ready();
    expect((await rawRequest(service.port, '/readyz')).status).toBe(200);
    const stopped = service.stop();
    while (!service.stderr().includes('not ready any more')) await new Promise((done) => setTimeout(done, 20));
    const ready = await rawRequest(service.port, '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ ready: false, stopping: true });
    const answered = await rawRequest(service.port, `/v3/suggest?token=T&q=${encodeURIComponent('ام')}`, {
      headers: { Connection: 'keep-alive' },
    });
    expect(answered.status).toBe(200);
    // A balancer's kept-alive connections end with the answers, not later at the closed port.
    expect(answered.headers.connection).toBe('close');
    await stopped;
    expect(service.exitCode()).toBe(0);
  } finally {
    await service.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}, 30_000);
