import { Worker } from 'node:worker_threads';
import type { PoolMessage, WorkerMessage } from './search-worker';

/** What the pool needs of a search thread; tests hand it stand-ins that answer when told. */
export interface PoolThread {
  post(message: PoolMessage): void;
  onMessage(listener: (message: WorkerMessage) => void): void;
  /** Called once when the thread fails or stops, for whatever reason. */
  onLost(listener: (error: Error) => void): void;
  terminate(): Promise<unknown>;
}

// The service runs under tsx; a worker thread does not inherit its loader, so the worker's first
// act is to register it, then load the TypeScript module (as cli/load-in-worker.ts does).
function bootstrap(moduleUrl: string): string {
  return `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(moduleUrl)}); })`;
}

const WORKER_URL = new URL('./search-worker.ts', import.meta.url).href;

/** A worker thread running search-worker.ts over the database file. */
export function searchThread(dbPath: string): PoolThread {
  const worker = new Worker(bootstrap(WORKER_URL), { eval: true, workerData: { dbPath } });
  // A pool left open must not keep the process alive; the server does that while it listens.
  worker.unref();
  return {
    post: (message) => worker.postMessage(message),
    onMessage: (listener) => worker.on('message', listener),
    onLost(listener) {
      let lost = false;
      const once = (error: Error): void => {
        if (lost) return;
        lost = true;
        listener(error);
      };
      worker.once('error', once);
      worker.once('exit', (code) => once(new Error(`search worker stopped (exit code ${code})`)));
    },
    terminate: () => worker.terminate(),
  };
}
