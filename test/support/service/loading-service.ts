/**
 * `serve --data` as a child process, for the tests of what the service does while the import is
 * still running: it listens at once but prints its `listening on` line only when ready, so the
 * port is chosen here, not read from that line.
 */
import { freePort } from '../../../scripts/service/free-port';
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { rawRequest, type Reply } from './harness';

export interface LoadingService {
  readonly port: number;
  /** The first answer to `target`, sent again until the socket accepts it. */
  knock(target: string): Promise<Reply>;
  /** Everything printed so far. */
  stdout(): string;
  stderr(): string;
  /** Resolves once the service says it listens: data loaded, engine built. */
  ready(): Promise<void>;
  /** SIGTERM, resolved when the process has exited (its counters flushed). */
  stop(): Promise<void>;
  /** The exit code once exited (null before, or when a signal ended it). */
  exitCode(): number | null;
}

export async function serveLoading(args: readonly string[]): Promise<LoadingService> {
  const port = await freePort();
  const child: ChildProcessByStdio<null, Readable, Readable> = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/server/cli.ts', 'serve', '--port', String(port), ...args],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit');
  return {
    port,
    async knock(target) {
      for (let tries = 0; ; tries++) {
        try {
          return await rawRequest(port, target);
        } catch (error) {
          if (tries >= 400) throw error;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      }
    },
    stdout: () => stdout,
    stderr: () => stderr,
    exitCode: () => child.exitCode,
    async ready() {
      while (!stdout.includes('listening on')) await once(child.stdout, 'data');
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
