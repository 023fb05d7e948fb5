import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

// The service runs under tsx; a worker thread does not inherit its loader. tsx's ESM loader
// would run in a hooks thread of its own beside each search thread (~20 MB more per thread), so a
// search thread registers tsx's CommonJS hooks, which compile in the thread itself, and requires
// the TypeScript module with them.
const TSX_CJS = createRequire(import.meta.url).resolve('tsx/cjs/api');
// Joined as a path, not `new URL('./…', import.meta.url)`: Vite rewrites that form into an asset
// address under a browser-like test environment (the web tests start a service in jsdom).
const WORKER_FILE = join(dirname(fileURLToPath(import.meta.url)), 'search-worker.ts');
const BOOTSTRAP = `require(${JSON.stringify(TSX_CJS)}).register(); require(${JSON.stringify(WORKER_FILE)});`;

/** A worker thread running search-worker.ts over the database file. */
export function searchThread(dbPath: string): PoolThread {
  // V8's young generation is left at its default: capped at 4 MB it saved ~25 MB a thread idle,
  // but under load promoted short-lived objects and the service ended the bench ~250 MB larger.
  const worker = new Worker(BOOTSTRAP, { eval: true, workerData: { dbPath } });
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
