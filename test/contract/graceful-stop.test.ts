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
    // Every request is on its way before the signal: none may be dropped by the stop.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const stopped = service.stop();
    const replies = await Promise.all(sent);
    await stopped;
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
    expect(service.stderr()).toContain('counts flushed');

    const stats = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', 'stats', '--db', db], {
      encoding: 'utf8',
    });
    expect(stats.status).toBe(0);
    expect(stats.stdout).toMatch(/stop\s+200\s+40\b/);
  } finally {
    await service.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
