import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'farhang-loading-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

// Large enough that the import takes seconds, so a client can knock while it runs.
function bigDictionary(): string {
  const file = join(dir, 'big.jsonl');
  const letters = 'ابپتجچخدرزسشفقکگلمنوهی';
  const lines: string[] = [];
  for (let i = 0; i < 150_000; i++) {
    const title = [...i.toString(22)].map((d) => letters[parseInt(d, 22)]).join('');
    lines.push(JSON.stringify({ db: 'moein', title, text: `معنای ${title} در فرهنگ آزمایشی` }));
  }
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

test('while --data is still loading the service answers 503 with Retry-After; once it says it listens, 200', async () => {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/server/cli.ts',
      'serve',
      '--port',
      String(port),
      '--token',
      'T',
      '--data',
      bigDictionary(),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  try {
    const url = `http://127.0.0.1:${port}/v3/suggest?token=T&q=${encodeURIComponent('ب')}`;
    let early: Response | undefined;
    for (let tries = 0; tries < 400 && early === undefined; tries++) {
      early = await fetch(url).catch(() => undefined);
      if (early === undefined) await new Promise((r) => setTimeout(r, 25));
    }
    expect(stdout).not.toContain('listening on');
    expect(early?.status).toBe(503);
    expect(early?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await early?.json()).toMatchObject({ response: { status: false, code: 503, error: 'unavailable' } });

    // Ready: the line is printed, and the same request is answered from the new data.
    while (!stdout.includes('listening on')) await once(child.stdout, 'data');
    const ready = await fetch(url);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ data: { suggestion: expect.arrayContaining([expect.any(String)]) } });
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
}, 60_000);
