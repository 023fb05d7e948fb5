/**
 * The search pool: searches that can be expensive run on worker threads, each with its own
 * read-only connection and engine, so the main thread stays free for cheap lookups (decision 018,
 * docs/v3-contract.md §10.6). A search is refused at once, never left waiting, when the
 * queue is full, and is given up when its time budget runs out; the caller answers both with 503.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SearchPage, SearchQuery } from '../ports/engine';
import type { PoolMessage, SearchJob, WorkerMessage } from './search-worker';

/** Why the pool did not answer: its queue was full, the budget ran out, or it is closed. */
export class PoolBusyError extends Error {
  override readonly name = 'PoolBusyError';

  constructor(readonly reason: 'full' | 'budget' | 'closed') {
    super(`search pool: ${reason}`);
  }
}

export interface SearchPool {
  /** The page, as the engine on the main thread would give it; rejects with PoolBusyError. */
  search(query: SearchQuery): Promise<SearchPage>;
  /**
   * Lets the threads open the file (once the data is in: each builds its engine from it) and
   * resolves when every one is ready; rejects if one could not open the file or build its engine.
   */
  start(): Promise<void>;
  /** Refuses what is waiting and running, and stops the threads. */
  close(): Promise<void>;
}

export interface PoolOptions {
  /** The database file the workers open read-only (not `:memory:`). */
  readonly dbPath: string;
  readonly size: number;
  /** Milliseconds a search may take from arrival, queue included. */
  readonly budgetMs: number;
  /** Searches that may wait for a free worker; default 4 per worker. */
  readonly queueLimit?: number;
}

/** One thread less than the cores, so the event loop keeps one; at least 1, at most 4. */
export const DEFAULT_SEARCH_WORKERS = Math.max(1, Math.min(4, availableParallelism() - 1));
export const DEFAULT_SEARCH_BUDGET_MS = 2000;

interface Task {
  readonly job: SearchJob;
  readonly resolve: (page: SearchPage) => void;
  readonly reject: (error: Error) => void;
  readonly timer: NodeJS.Timeout;
  settled: boolean;
}

interface Slot {
  readonly worker: Worker;
  ready: boolean;
  task: Task | undefined;
}

// The service runs under tsx; a worker thread does not inherit its loader, so the worker's first
// act is to register it, then load the TypeScript module (as cli/load-in-worker.ts does).
function bootstrap(moduleUrl: string): string {
  return `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(moduleUrl)}); })`;
}

const WORKER_URL = new URL('./search-worker.ts', import.meta.url).href;

export function createSearchPool(options: PoolOptions): SearchPool {
  const queueLimit = options.queueLimit ?? 4 * options.size;
  const queue: Task[] = [];
  const slots = new Set<Slot>();
  let nextId = 0;
  let closed = false;
  let startFailure: Error | undefined;
  const readyWaiters: { resolve: () => void; reject: (error: Error) => void }[] = [];

  const settle = (task: Task, outcome: { page: SearchPage } | { error: Error }): void => {
    if (task.settled) return;
    task.settled = true;
    clearTimeout(task.timer);
    if ('page' in outcome) task.resolve(outcome.page);
    else task.reject(outcome.error);
  };

  const checkReady = (): void => {
    if (startFailure !== undefined) for (const waiter of readyWaiters.splice(0)) waiter.reject(startFailure);
    else if ([...slots].every((slot) => slot.ready)) for (const waiter of readyWaiters.splice(0)) waiter.resolve();
  };

  const pump = (): void => {
    for (const slot of slots) {
      if (!slot.ready || slot.task !== undefined) continue;
      // Searches whose budget ran out while waiting were answered already; skip them.
      let task = queue.shift();
      while (task?.settled) task = queue.shift();
      if (task === undefined) return;
      slot.task = task;
      post(slot.worker, task.job);
    }
  };

  const post = (worker: Worker, message: PoolMessage): void => worker.postMessage(message);
  let started = false;

  const startWorker = (): void => {
    const worker = new Worker(bootstrap(WORKER_URL), { eval: true, workerData: { dbPath: options.dbPath } });
    // A pool left open must not keep the process alive; the server does that while it listens.
    worker.unref();
    const slot: Slot = { worker, ready: false, task: undefined };
    slots.add(slot);
    worker.on('message', (message: WorkerMessage) => {
      if (message.kind === 'ready') {
        slot.ready = true;
        checkReady();
      } else {
        const task = slot.task;
        slot.task = undefined;
        if (task !== undefined && task.job.id === message.id) {
          settle(task, message.kind === 'done' ? { page: message.page } : { error: new Error(message.message) });
        }
      }
      pump();
    });
    const lost = (error: Error): void => {
      if (!slots.delete(slot)) return;
      if (slot.task !== undefined) settle(slot.task, { error });
      if (closed) return;
      // A thread that never got ready cannot be replaced by one that would fail the same way.
      if (!slot.ready) {
        startFailure ??= error;
        checkReady();
        return;
      }
      startWorker();
    };
    worker.once('error', lost);
    worker.once('exit', (code) => lost(new Error(`search worker stopped (exit code ${code})`)));
    if (started) post(worker, { kind: 'open' });
  };

  // The threads start now and load their modules while the data is still being loaded.
  for (let i = 0; i < options.size; i++) startWorker();

  return {
    search(query) {
      if (closed) return Promise.reject(new PoolBusyError('closed'));
      const free = [...slots].some((slot) => slot.ready && slot.task === undefined);
      if (!free && queue.filter((task) => !task.settled).length >= queueLimit) {
        return Promise.reject(new PoolBusyError('full'));
      }
      return new Promise((resolve, reject) => {
        const task: Task = {
          job: { kind: 'search', id: nextId++, query },
          resolve,
          reject,
          // A search still running when its budget ends keeps its worker until it finishes (its
          // answer is dropped): a synchronous SQLite call cannot be cut short without the thread.
          timer: setTimeout(() => settle(task, { error: new PoolBusyError('budget') }), options.budgetMs),
          settled: false,
        };
        queue.push(task);
        pump();
      });
    },
    start() {
      if (!started && !closed) {
        started = true;
        for (const slot of slots) post(slot.worker, { kind: 'open' });
      }
      return new Promise((resolve, reject) => {
        readyWaiters.push({ resolve, reject });
        checkReady();
      });
    },
    async close() {
      closed = true;
      for (const task of queue.splice(0)) settle(task, { error: new PoolBusyError('closed') });
      const stopping = [...slots].map((slot) => {
        if (slot.task !== undefined) settle(slot.task, { error: new PoolBusyError('closed') });
        return slot.worker.terminate();
      });
      slots.clear();
      await Promise.all(stopping);
    },
  };
}
