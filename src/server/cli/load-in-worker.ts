import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ImportError } from '../dictionary/import/problem';
import type { ImportJob, ImportMessage } from './import-worker';
import type { Printer } from './load-data';
import type { OperatorCredit } from '../dictionary/dictionary-credits';
import { typeScriptWorker } from '../pool/typescript-worker';

const WORKER_FILE = join(dirname(fileURLToPath(import.meta.url)), 'import-worker.ts');

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
  const worker = typeScriptWorker(WORKER_FILE, job);
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
