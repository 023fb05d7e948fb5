import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IndexData } from '../engine/index/engine-index';
import type { IndexMessage } from './index-worker';
import { typeScriptWorker } from './typescript-worker';

const WORKER_FILE = join(dirname(fileURLToPath(import.meta.url)), 'index-worker.ts');

/**
 * The engine's indexes over the database file, built in a thread of their own with their arrays
 * in shared memory. The build's own garbage (every entry's strings, read once) ends with the
 * thread, rather than waiting in the main thread's heap for a collection that may come minutes
 * later; meanwhile the main thread keeps answering (503 until the service is ready).
 */
export function buildIndexInThread(dbPath: string): Promise<IndexData> {
  const worker = typeScriptWorker(WORKER_FILE, { dbPath });
  return new Promise((resolve, reject) => {
    let answer: IndexMessage | undefined;
    worker.once('message', (message: IndexMessage) => {
      answer = message;
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (answer?.kind === 'built') resolve(answer.index);
      else if (answer?.kind === 'failed')
        reject(new Error(`the indexes could not be built from ${dbPath}: ${answer.message}`));
      else reject(new Error(`the index builder stopped without indexes (exit code ${code})`));
    });
  });
}
