/**
 * The command line as an operator meets it, for data-safety.test.ts: `import` and `serve` as child
 * processes, a large generated dictionary, and the exact bytes the service answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { spawnService } from '../../scripts/service/spawn-service';
import { rawRequest } from '../support/service/harness';

const CLI = ['--import', 'tsx', 'src/server/cli.ts'];

export interface Finished {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the CLI to its end; a process still running after `timeoutMs` is killed and reported so. */
export async function runCli(args: readonly string[], timeoutMs = 30_000): Promise<Finished> {
  return finish(spawn(process.execPath, [...CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] }), timeoutMs);
}

async function finish(child: ChildProcess, timeoutMs: number): Promise<Finished> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  clearTimeout(timer);
  return { code, signal, stdout, stderr };
}

/** How far (bytes) the process has read into `file`, or undefined while it has not opened it. */
function readPosition(pid: number, file: string): number | undefined {
  try {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      if (readlinkSync(`/proc/${pid}/fd/${fd}`) !== file) continue;
      const pos = /^pos:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/fdinfo/${fd}`, 'utf8'));
      if (pos) return Number(pos[1]);
    }
  } catch {
    // The process is gone or the fd closed between the two reads: not reading it now.
  }
  return undefined;
}

/**
 * `import FILE --db DB`, killed with SIGKILL once it has read `fraction` of FILE (its transaction
 * is open then: the file is read inside it). Resolves with how the process ended.
 */
export async function importKilledHalfWay(file: string, db: string, size: number, fraction: number): Promise<Finished> {
  const child = spawn(process.execPath, [...CLI, 'import', file, '--db', db], { stdio: ['ignore', 'pipe', 'pipe'] });
  const ended = finish(child, 120_000);
  const watch = setInterval(() => {
    const pos = child.pid === undefined ? undefined : readPosition(child.pid, file);
    if (pos !== undefined && pos >= size * fraction) child.kill('SIGKILL');
  }, 5);
  try {
    return await ended;
  } finally {
    clearInterval(watch);
  }
}

/**
 * A JSONL file of `count` generated entries in moein and dehkhoda, their meanings `longer` times
 * the usual length; resolves with its size. Long meanings make an import slow (its full-text
 * indexing) without making the engine built after it slow (that goes by headwords).
 */
export async function writeBigDictionary(file: string, count: number, longer = 1): Promise<number> {
  const out = createWriteStream(file);
  let bytes = 0;
  for (let i = 0; i < count; i += 1) {
    const line = `${JSON.stringify({
      db: i % 2 === 0 ? 'moein' : 'dehkhoda',
      title: `واژه${i.toString(36)}`,
      text: `معنی تازهٔ شمارهٔ ${i}: ${'سخنی دراز '.repeat(longer * (1 + (i % 7)))}`,
    })}\n`;
    bytes += Buffer.byteLength(line);
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return bytes;
}

/** Every target's status and body bytes, from `serve --db DB` started for this and stopped after. */
export async function answersOf(db: string, token: string, targets: readonly string[]): Promise<string[]> {
  const service = await spawnService(['--db', db, '--token', token, '--rate-limit', '0']);
  try {
    const port = Number(new URL(service.url).port);
    const answers: string[] = [];
    for (const target of targets) {
      const reply = await rawRequest(port, `${target}&token=${token}`);
      answers.push(`${reply.status} ${target}\n${reply.text}`);
    }
    return answers;
  } finally {
    await service.stop();
  }
}
