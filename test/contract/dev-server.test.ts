/**
 * `npm run dev`: Vite's dev server with hot reload in front, the real service behind it on the
 * sample data. What a developer's browser asks it for, over real HTTP.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { freePort } from '../../scripts/service/free-port';
import { at, list } from '../support/service/json';

const dir = mkdtempSync(join(tmpdir(), 'farhang-dev-'));
const port = await freePort();
const dev = spawn(
  process.execPath,
  ['--import', 'tsx', 'scripts/dev.ts', '--port', String(port), '--db', join(dir, 'dev.db')],
  { stdio: ['ignore', 'pipe', 'pipe'] },
);
let printed = '';
dev.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
dev.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
const exited = once(dev, 'exit');
while (!printed.includes('with hot reload, on')) {
  if (dev.exitCode !== null) throw new Error(`npm run dev exited: ${printed}`);
  await Promise.race([once(dev.stderr, 'data'), exited]);
}
const origin = `http://127.0.0.1:${port}`;

afterAll(async () => {
  if (dev.exitCode === null) dev.kill('SIGINT');
  await exited;
  rmSync(dir, { recursive: true, force: true });
});

test('the page loads the app from its sources with the hot-reload client', async () => {
  const page = await (await fetch(`${origin}/`)).text();
  expect(page).toContain('/@vite/client');
  expect(page).toContain('/src/web/entry-client.tsx');
  const entry = await fetch(`${origin}/src/web/entry-client.tsx`);
  expect(entry.status).toBe(200);
  expect(entry.headers.get('content-type')).toContain('javascript');
});

test('/config.json hands the app a token the service behind accepts, kept by no cache and on no command line or log', async () => {
  const config = await fetch(`${origin}/config.json`);
  expect(config.headers.get('cache-control')).toBe('private, no-store');
  const token = at(await config.json(), 'token');
  expect(typeof token).toBe('string');

  const search = await fetch(`${origin}/v3/search?token=${String(token)}&q=${encodeURIComponent('آب')}&rows=1`);
  expect(search.status).toBe(200);
  const body: unknown = await search.json();
  expect(at(list(body, 'data', 'results')[0], 'title')).toBe('آب');

  const refused = await fetch(`${origin}/v3/search?token=not-the-token&q=${encodeURIComponent('آب')}`);
  expect(refused.status).toBe(401);

  // Not on any command line, where `ps` shows it to every user of the machine, and not in
  // anything dev printed, the service's request log included.
  expect(commandLinesHolding(String(token))).toEqual([]);
  expect(printed).not.toContain(String(token));
});

/** The processes on this machine whose command line holds `text` (Linux's /proc). */
function commandLinesHolding(text: string): string[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        const line = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
        return line.includes(text) ? [`${pid}: ${line}`] : [];
      } catch {
        return []; // gone meanwhile
      }
    });
}
