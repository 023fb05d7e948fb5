/** Replicas of `farhang serve` as child processes, and the `token`/`stats` commands, for the fleet test. */
import { execFile } from 'node:child_process';
import { request, Agent } from 'node:http';
import { promisify } from 'node:util';
import { startServeChild, type ServeChild } from '../service/serve-child';

const run = promisify(execFile);

/** A replica of `farhang serve`: the fleet's data is its own, the state shared. */
export type Replica = ServeChild;

export const startReplica = startServeChild;

/** Runs a CLI command (`token …`, `stats …`) to the end; throws with its stderr when it fails. */
export async function cli(args: readonly string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', ...args], {
    encoding: 'utf8',
  });
  return stdout;
}

export interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** GET `target`; `headers` such as the X-Forwarded-For a trusted proxy would send. */
export function get(port: number, target: string, headers: Readonly<Record<string, string>> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: target, agent, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(15_000, () => req.destroy(new Error(`no answer within 15 s to ${target}`)));
    req.end();
  });
}

/** What a load run saw: answers by status, and requests that got no answer at all. */
export interface Tally {
  readonly statuses: Map<number, number>;
  readonly failures: string[];
  total(): number;
}

/** `clients` loops sending `target` to `port` until `stop` resolves. */
export async function load(port: number, target: string, clients: number, stop: Promise<unknown>): Promise<Tally> {
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  let done = false;
  void stop.then(() => (done = true));
  const client = async (): Promise<void> => {
    while (!done) {
      try {
        const answer = await get(port, target);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      } catch (error) {
        failures.push(String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return { statuses, failures, total: () => [...statuses.values()].reduce((a, b) => a + b, 0) + failures.length };
}

export const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));
