/**
 * Starts the real service (`src/server/cli.ts serve`) as a child process on a free port and waits
 * for its `listening on http://HOST:PORT` line. Used by the e2e suites and the benchmarks.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

export interface RunningService {
  readonly url: string;
  readonly child: ChildProcess;
  /** Every line the service printed (its request log included), for assertions. */
  readonly output: string[];
  stop(): Promise<void>;
}

export interface SpawnOptions {
  readonly timeoutMs?: number;
  /**
   * Stop keeping lines once the service listens (the stream is still drained). For load tests: a
   * request log kept in this process would cost the measuring side memory and CPU per request.
   */
  readonly dropOutputAfterStart?: boolean;
  /** Variables set for the service on top of this process's environment. */
  readonly env?: Readonly<Record<string, string>>;
}

export async function spawnService(args: readonly string[], options: SpawnOptions = {}): Promise<RunningService> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', 'serve', '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production', ...options.env },
  });
  const output: string[] = [];
  let keep = true;
  const lines = (stream: NodeJS.ReadableStream | null) => {
    if (stream) createInterface({ input: stream }).on('line', (line) => keep && output.push(line));
  };
  lines(child.stdout);
  lines(child.stderr);

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`service did not start:\n${output.join('\n')}`)),
      options.timeoutMs ?? 60_000,
    );
    const check = setInterval(() => {
      const line = output.find((l) => l.startsWith('listening on '));
      if (line) {
        clearTimeout(timer);
        clearInterval(check);
        keep = !options.dropOutputAfterStart;
        resolve(line.slice('listening on '.length).trim());
      }
    }, 20);
    child.once('exit', (code) => {
      clearTimeout(timer);
      clearInterval(check);
      reject(new Error(`service exited with ${code}:\n${output.join('\n')}`));
    });
  });

  return {
    url,
    child,
    output,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
