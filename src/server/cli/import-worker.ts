/**
 * Runs `--data` imports off the main thread, so the service can already answer 503 (with
 * Retry-After) while a large import is under way. Its own connection to the same database file;
 * the import is still one transaction.
 */
import { parentPort, workerData } from 'node:worker_threads';
import * as v from '../../shared/wire/check';
import { openStore } from '../dictionary/open-store';
import { loadFiles } from './load-data';
import { operatorCreditSchema, type OperatorCredit } from '../dictionary/dictionary-credits';

export interface ImportJob {
  readonly dbPath: string;
  readonly files: readonly string[];
  readonly credit?: OperatorCredit | undefined;
}

export type ImportMessage =
  { readonly kind: 'out' | 'err'; readonly text: string } | { readonly kind: 'failed'; readonly message: string };

const importJobSchema = v.object({
  dbPath: v.string(),
  files: v.array(v.string()),
  credit: v.optional(operatorCreditSchema),
});

const send = (message: ImportMessage): void => parentPort?.postMessage(message);
const job: unknown = workerData;
// Exiting quietly here would read as a finished import; an error in the worker rejects the caller.
if (!v.is(importJobSchema, job)) throw new TypeError('import worker: workerData is not an import job');
try {
  const database = openStore(job.dbPath);
  try {
    loadFiles(
      database,
      job.files,
      {
        out: (text) => send({ kind: 'out', text }),
        err: (text) => send({ kind: 'err', text }),
      },
      { credit: job.credit },
    );
  } finally {
    database.close();
  }
} catch (error) {
  send({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
}
