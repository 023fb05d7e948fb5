/**
 * `farhang serve` as a child process on a port chosen by the caller, with what it prints kept:
 * the fleet's replicas, and the tests of a service that listens before it is ready (its
 * `listening on` line comes only once the data is loaded and the engine built).
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { once } from 'node:events';
import type { Readable } from 'node:stream';

export interface ServeChild {
  readonly port: number;
  /** Resolves once the service says it listens; throws if it exits first. */
  ready(): Promise<void>;
  stdout(): string;
  stderr(): string;
  /** The exit code once exited (null before, or when a signal ended it). */
  exitCode(): number | null;
  /** SIGTERM (graceful) or SIGKILL; resolves with the exit code once the process is gone. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<number | null>;
}

/** `env`: variables added to this process's own, e.g. a secret kept off the command line. */
export function startServeChild(
  port: number,
  args: readonly string[],
  env: Readonly<Record<string, string>> = {},
): ServeChild {
  const child: ChildProcessByStdio<null, Readable, Readable> = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/server/cli.ts', 'serve', '--port', String(port), ...args],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return {
    port,
    async ready() {
      while (!stdout.includes('listening on')) {
        if (child.exitCode !== null) throw new Error(`the service on ${port} exited: ${stderr}`);
        await Promise.race([once(child.stdout, 'data'), exited]);
      }
    },
    stdout: () => stdout,
    stderr: () => stderr,
    exitCode: () => child.exitCode,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
