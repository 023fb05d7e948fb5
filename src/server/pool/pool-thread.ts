import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PoolMessage, WorkerMessage } from './search-worker';
import { typeScriptWorker } from './typescript-worker';

/** What the pool needs of a search thread; tests hand it stand-ins that answer when told. */
export interface PoolThread {
  post(message: PoolMessage): void;
  onMessage(listener: (message: WorkerMessage) => void): void;
  /** Called once when the thread fails or stops, for whatever reason. */
  onLost(listener: (error: Error) => void): void;
  terminate(): Promise<unknown>;
}

const WORKER_FILE = join(dirname(fileURLToPath(import.meta.url)), 'search-worker.ts');

/** A worker thread running search-worker.ts over the database file. */
export function searchThread(dbPath: string): PoolThread {
  // V8's young generation is left at its default: capped at 4 MB it saved ~25 MB a thread idle,
  // but under load promoted short-lived objects and the service ended the bench ~250 MB larger.
  const worker = typeScriptWorker(WORKER_FILE, { dbPath });
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
