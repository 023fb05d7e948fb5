import { Worker } from 'node:worker_threads';
import { ImportError } from '../dictionary/import/problem';
import type { ImportJob, ImportMessage } from './import-worker';
import type { Printer } from './load-data';
import type { OperatorCredit } from '../dictionary/dictionary-credits';

// The service runs under tsx; a worker thread does not inherit its loader, so the worker's first
// act is to register it, then load the TypeScript module.
function bootstrap(moduleUrl: string): string {
  return `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(moduleUrl)}); })`;
}

/**
 * `loadFiles` in a worker thread; resolves when the import is committed, rejects if it failed:
 * with an ImportError carrying the importer's own message, as the same import on the main thread.
 */
export function loadFilesInWorker(
  dbPath: string,
  files: readonly string[],
  print: Printer,
  credit?: OperatorCredit,
): Promise<void> {
  const job: ImportJob = { dbPath, files, credit };
  const worker = new Worker(bootstrap(new URL('./import-worker.ts', import.meta.url).href), {
    eval: true,
    workerData: job,
  });
  return new Promise((resolve, reject) => {
    let failure: string | undefined;
    worker.on('message', (message: ImportMessage) => {
      if (message.kind === 'failed') failure = message.message;
      else print[message.kind](message.text);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (failure !== undefined) reject(new ImportError(failure));
      else if (code !== 0) reject(new ImportError(`the import stopped (exit code ${code})`));
      else resolve();
    });
  });
}
