/**
 * The search pool: searches that can be expensive run on worker threads, each with its own
 * read-only connection and engine over the indexes the process built once and shares with them
 * all (decision 029), so the main thread stays free for cheap lookups (decision 018,
 * docs/v3-contract.md §10.6). Admission is by time: a search waits only when, by how long searches
 * take lately and how many wait before it, it can still be answered within its budget; otherwise
 * it is refused at once. Waiting searches are served client by client in turn. The caller answers
 * every refusal with 503.
 */
import type { TextReading } from '../../shared/wire/read';
import type { SearchPage } from '../ports/engine';
import type { IndexData } from '../engine/index/engine-index';
import { PoolBusyError, type SearchFrom } from '../ports/search-pool';
import { SearchEstimate } from './admission';
import { FairQueue } from './fair-queue';
import { DEFAULT_START_TOGETHER, type PoolOptions, type ThreadPool } from './pool-options';
import { searchThread, type PoolThread } from './pool-thread';
import type { PoolJob } from './search-worker';

type Answer = SearchPage | TextReading;

interface Task {
  readonly job: PoolJob;
  readonly client: string;
  readonly resolve: (answer: Answer) => void;
  readonly reject: (error: Error) => void;
  readonly timers: NodeJS.Timeout[];
  settled: boolean;
  startedAt: number;
}

interface Slot {
  readonly thread: PoolThread;
  ready: boolean;
  opened: boolean;
  task: Task | undefined;
}

export function createSearchPool(options: PoolOptions): ThreadPool {
  const now = options.now ?? (() => performance.now());
  const spawn = options.spawn ?? searchThread;
  const queue = new FairQueue<Task>();
  const slots = new Set<Slot>();
  // Outside `slots`: it takes no search until a lost thread's place is given to it.
  let spare: Slot | undefined;
  const estimate = new SearchEstimate();
  let nextId = 0;
  let closed = false;
  // Set by start: what every thread, a replacement too, attaches.
  let index: IndexData | undefined;
  let startFailure: Error | undefined;
  // Threads not yet started, and whether the spare is still to start: they start in turn.
  let unstarted = options.size;
  let spareUnstarted = options.spare ?? true;
  const together = Math.max(1, options.startTogether ?? DEFAULT_START_TOGETHER);
  type Waiter = { resolve: () => void; reject: (error: Error) => void };
  // Waiting for one thread ready (start), and for every thread and the spare (settled).
  const readyWaiters: Waiter[] = [];
  const settledWaiters: Waiter[] = [];

  const settle = (task: Task, outcome: { answer: Answer } | { error: Error }): void => {
    if (task.settled) return;
    task.settled = true;
    queue.remove(task.client, task);
    if ('answer' in outcome) {
      task.timers.forEach(clearTimeout);
      task.resolve(outcome.answer);
    } else task.reject(outcome.error);
  };

  const open = (slot: Slot): void => {
    if (index === undefined || slot.opened) return;
    slot.opened = true;
    slot.thread.post({ kind: 'open', index });
  };

  const checkReady = (): void => {
    if (startFailure !== undefined) {
      for (const waiter of [...readyWaiters.splice(0), ...settledWaiters.splice(0)]) waiter.reject(startFailure);
      return;
    }
    startMore();
    const ready = [...slots].filter((slot) => slot.ready).length;
    // One ready thread answers searches: the others warm up while the service already listens.
    if (ready > 0 || (slots.size === 0 && unstarted === 0))
      for (const waiter of readyWaiters.splice(0)) waiter.resolve();
    if (unstarted > 0 || ready < slots.size) return;
    // Only now: its warm-up would otherwise share the cores with theirs and delay the start.
    if (spare !== undefined) open(spare);
    if (spare === undefined ? !spareUnstarted : spare.ready)
      for (const waiter of settledWaiters.splice(0)) waiter.resolve();
  };

  /** Starts threads, then the spare, while fewer than `together` are still starting. */
  const startMore = (): void => {
    if (closed || startFailure !== undefined) return;
    let starting = [...slots, ...(spare === undefined ? [] : [spare])].filter((slot) => !slot.ready).length;
    for (; unstarted > 0 && starting < together; starting++) {
      unstarted--;
      startWorker();
    }
    if (unstarted === 0 && spareUnstarted && starting < together) {
      spareUnstarted = false;
      startWorker(true);
    }
  };

  const pump = (): void => {
    for (const slot of slots) {
      if (!slot.ready || slot.task !== undefined) continue;
      const task = queue.shift();
      if (task === undefined) return;
      slot.task = task;
      task.startedAt = now();
      slot.thread.post(task.job);
    }
  };

  const startWorker = (asSpare = false): void => {
    const thread = spawn(options.dbPath);
    const slot: Slot = { thread, ready: false, opened: false, task: undefined };
    if (asSpare) spare = slot;
    else slots.add(slot);
    thread.onMessage((message) => {
      if (message.kind === 'ready') {
        slot.ready = true;
        checkReady();
      } else {
        const task = slot.task;
        slot.task = undefined;
        if (task !== undefined && task.job.id === message.id) {
          estimate.observe(now() - task.startedAt);
          if (message.kind === 'failed') settle(task, { error: new Error(message.message) });
          else settle(task, { answer: message.kind === 'done' ? message.page : message.reading });
        }
      }
      pump();
    });
    thread.onLost((error) => {
      if (spare === slot) {
        spare = undefined;
        // A spare that never got ready would fail the same way again: the pool goes without one.
        if (!closed && slot.ready) startWorker(true);
        return;
      }
      retire(slot, error);
    });
    if (!asSpare || [...slots].every((other) => other.ready)) open(slot);
  };

  /** Takes a lost or stopped thread out of turn; a ready one's place goes to the spare at once. */
  const retire = (slot: Slot, error: Error): void => {
    if (!slots.delete(slot)) return;
    if (slot.task !== undefined) settle(slot.task, { error });
    if (closed) return;
    // A thread that never got ready cannot be replaced by one that would fail the same way.
    if (!slot.ready) {
      startFailure ??= error;
      checkReady();
      return;
    }
    if (spare === undefined) startWorker();
    else {
      slots.add(spare);
      open(spare);
      spare = undefined;
      startWorker(true);
      pump();
    }
  };

  // A search still running at twice its budget holds its thread past any use: a synchronous
  // SQLite call cannot be cut short, so the thread is stopped and a fresh one started. Its place
  // is given now, not when it has exited: tearing down a thread takes hundreds of milliseconds.
  const stopIfStillOn = (task: Task): void => {
    for (const slot of [...slots]) {
      if (slot.task !== task) continue;
      retire(slot, new Error('search worker stopped: still searching at twice its budget'));
      void slot.thread.terminate();
    }
  };

  /** Whether a search arriving now from `client` would, by the current estimate, end within budget. */
  const canAnswerInTime = (client: string): boolean => {
    const ready = [...slots].filter((slot) => slot.ready);
    const running = ready.filter((slot) => slot.task !== undefined).length;
    return estimate.fits(queue.aheadOf(client) + running, ready.length, options.budgetMs);
  };

  // The first threads start now and load their modules while the data is still being loaded.
  startMore();

  /** A job taken in turn with the others, or refused at once when it could not end within budget. */
  const run = (job: (id: number) => PoolJob, from: SearchFrom): Promise<Answer> => {
    if (closed) return Promise.reject(new PoolBusyError('closed'));
    const client = from.client ?? '';
    if (from.signal?.aborted === true) return Promise.reject(new PoolBusyError('gone'));
    if (!canAnswerInTime(client)) return Promise.reject(new PoolBusyError('busy'));
    return new Promise((resolve, reject) => {
      const task: Task = {
        job: job(nextId++),
        client,
        resolve,
        reject,
        timers: [],
        settled: false,
        startedAt: 0,
      };
      task.timers.push(
        setTimeout(() => settle(task, { error: new PoolBusyError('budget') }), options.budgetMs),
        setTimeout(() => stopIfStillOn(task), 2 * options.budgetMs),
      );
      from.signal?.addEventListener(
        'abort',
        () => {
          if (queue.remove(client, task)) settle(task, { error: new PoolBusyError('gone') });
        },
        { once: true },
      );
      queue.push(client, task);
      pump();
    });
  };

  return {
    async search(query, from = {}) {
      const answer = await run((id) => ({ kind: 'search', id, query }), from);
      if (!('results' in answer)) throw new Error('search pool: a search was answered with words');
      return answer;
    },
    async read(text, dbs, from = {}) {
      const answer = await run((id) => ({ kind: 'read', id, text, dbs }), from);
      if ('results' in answer) throw new Error('search pool: a reading was answered with a page');
      return answer;
    },
    start(built) {
      if (index === undefined && !closed) {
        index = built;
        slots.forEach(open);
      }
      return new Promise((resolve, reject) => {
        readyWaiters.push({ resolve, reject });
        checkReady();
      });
    },
    settled() {
      return new Promise((resolve, reject) => {
        settledWaiters.push({ resolve, reject });
        checkReady();
      });
    },
    async close() {
      closed = true;
      for (const task of queue.drain()) settle(task, { error: new PoolBusyError('closed') });
      const stopping = [...slots, ...(spare === undefined ? [] : [spare])].map((slot) => {
        if (slot.task !== undefined) settle(slot.task, { error: new PoolBusyError('closed') });
        slot.task?.timers.forEach(clearTimeout);
        return slot.thread.terminate();
      });
      slots.clear();
      await Promise.all(stopping);
    },
  };
}
