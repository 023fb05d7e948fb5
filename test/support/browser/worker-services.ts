/**
 * The e2e project's global setup: one running service per test worker, shared by the files of
 * that worker that need nothing but the app over the contract fixture (`useE2eApp()`). Starting
 * `serve` costs seconds of CPU (its modules, the import, the indexes, the search threads) and the
 * files only read from it, so fifteen starts became two. A worker runs one file at a time, so no
 * other file's requests reach a file's service while it runs.
 *
 * The services start when a worker first asks for one (over a loopback address handed to the
 * files), so a run of a single file starts one, and they stop when the run ends.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { spawnService, type RunningService } from '../../../scripts/service/spawn-service';
import { close, listen } from '../../../src/server/serving/server';

/** What `useE2eApp()` serves: the built app over the contract fixture, no rate limit. */
export const SHARED_SERVE_ARGS = ['--data', 'test/fixtures/contract.jsonl', '--web', 'dist', '--rate-limit', '0'];

declare module 'vitest' {
  export interface ProvidedContext {
    /** `http://127.0.0.1:PORT`: GET /service/<VITEST_POOL_ID> answers that worker's service URL. */
    workerServices: string;
  }
}

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = new Map<string, Promise<RunningService>>();
  const broker = createServer((request, response) => {
    const worker = /^\/service\/(\d+)$/.exec(request.url ?? '')?.[1];
    if (worker === undefined) {
      response.writeHead(404).end();
      return;
    }
    let service = started.get(worker);
    if (service === undefined) {
      service = spawnService(SHARED_SERVE_ARGS);
      started.set(worker, service);
    }
    service.then(
      ({ url }) => response.writeHead(200, { 'content-type': 'text/plain' }).end(url),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
    );
  });
  const { port }: AddressInfo = await listen(broker, 0, '127.0.0.1');
  project.provide('workerServices', `http://127.0.0.1:${port}`);
  return async () => {
    await close(broker);
    await Promise.allSettled([...started.values()].map(async (service) => (await service).stop()));
  };
}
