/**
 * Runs the hostile-request property (fuzz-query.ts, checked by fuzz-check.ts) against a running
 * service over HTTP. `concurrency` independent fast-check runs go side by side, each with its own
 * seed (seed, seed + 1, …), so a failure is replayed and shrunk like any other.
 */
import { request } from 'node:http';
import fc from 'fast-check';
import { checkReply, type FuzzReply } from './fuzz-check';
import { fuzzCase } from './fuzz-query';

export interface FuzzOptions {
  readonly port: number;
  /** A token the service accepts. */
  readonly token: string;
  /** Cases in all, shared among the workers. */
  readonly runs: number;
  readonly seed: number;
  readonly concurrency?: number;
}

export interface FuzzOutcome {
  /** Cases fast-check really ran, summed over the workers (fewer than asked when one failed). */
  readonly runs: number;
  /** One report per failed worker: its seed, the shrunk counterexample and the error. */
  readonly failures: readonly string[];
  readonly ms: number;
}

// Each case comes from its own loopback address (127.1.0.0/16, on its own connection): the service
// slows a client that sends missing or wrong tokens, and the property predicts a first answer.
let sent = 0;
function nextAddress(): string {
  sent += 1;
  return `127.1.${(sent >> 8) & 255}.${sent & 255}`;
}

function send(port: number, method: string, target: string): Promise<FuzzReply> {
  return new Promise((resolve, reject) => {
    const options = { host: '127.0.0.1', port, method, path: target, agent: false, localAddress: nextAddress() };
    const req = request(options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    // A request the service never answers is a failure of the property, not a hang.
    req.setTimeout(10_000, () => req.destroy(new Error('no answer within 10 s')));
    req.end();
  });
}

export async function runFuzz(options: FuzzOptions): Promise<FuzzOutcome> {
  const concurrency = options.concurrency ?? 8;
  const started = performance.now();
  const property = fc.asyncProperty(fuzzCase(options.token), async (fuzz) => {
    checkReply(fuzz, await send(options.port, fuzz.method, fuzz.target), options.token);
  });
  const share = Math.ceil(options.runs / concurrency);
  const workers = Array.from({ length: concurrency }, async (_, i) => {
    const seed = (options.seed + i) | 0;
    const details = await fc.check(property, { numRuns: share, seed });
    if (!details.failed) return { runs: details.numRuns, failure: undefined };
    const why = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    return { runs: details.numRuns, failure: `seed ${seed}: ${why}\n${fc.defaultReportMessage(details) ?? ''}` };
  });
  const done = await Promise.all(workers);
  const runs = done.reduce((sum, worker) => sum + worker.runs, 0);
  const failures = done.flatMap((worker) => (worker.failure === undefined ? [] : [worker.failure]));
  return { runs, failures, ms: performance.now() - started };
}
