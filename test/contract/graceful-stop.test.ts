import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { rawRequest } from './harness';
import { serveLoading } from './loading-service';

test('SIGTERM: requests in flight are answered, the counts are flushed, and the process exits 0', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'farhang-stop-'));
  const db = join(dir, 'farhang.db');
  const service = await serveLoading(['--db', db, '--token', 'stop-test', '--rate-limit', '0']);
  try {
    await service.ready();
    const target = `/v3/search?token=stop-test&product=stop&q=${encodeURIComponent('امید')}`;
    const sent = Array.from({ length: 40 }, () => rawRequest(service.port, target));
    // In flight: the service has taken the connections. All 40 were queued on its socket before
    // it answered the first, and it takes every queued connection at once; a connection still in
    // the kernel's queue when the socket closes is refused, which no stop can help.
    while (!service.stdout().includes('"path":"/v3/search')) await new Promise((resolve) => setTimeout(resolve, 5));
    const stopped = service.stop();
    const replies = await Promise.all(sent);
    await stopped;
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
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

test('with --drain, a stopping replica keeps answering while /readyz says 503, then exits 0', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'farhang-drain-'));
  const service = await serveLoading(['--db', join(dir, 'farhang.db'), '--token', 'T', '--drain', '2']);
  try {
    await service.ready();
    expect((await rawRequest(service.port, '/readyz')).status).toBe(200);
    const stopped = service.stop();
    while (!service.stderr().includes('not ready any more')) await new Promise((done) => setTimeout(done, 20));
    const ready = await rawRequest(service.port, '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ ready: false, stopping: true });
    expect((await rawRequest(service.port, `/v3/suggest?token=T&q=${encodeURIComponent('ام')}`)).status).toBe(200);
    await stopped;
    expect(service.exitCode()).toBe(0);
  } finally {
    await service.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}, 30_000);
