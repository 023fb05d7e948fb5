/** One row of the request counters: how many answers with `code` a product/token got that day. */
export interface CountRow {
  readonly day: string;
  readonly product: string;
  /** 0 when no token was identified. */
  readonly tokenId: number;
  readonly code: number;
  readonly count: number;
}

/** What the app reports of each API request once it is answered. */
export interface RequestRecord {
  readonly time: Date;
  readonly product: string;
  readonly tokenId: number;
  readonly code: number;
}

export interface CounterBatch {
  record(request: RequestRecord): void;
  /** Starts the timed writes of a batch created `held`; the counts gathered so far go with the first. */
  start(): void;
  /** Hands the rows gathered so far to the sink and starts over; settles when they are written (or kept). */
  flush(): Promise<void>;
  /** Stops the timer and flushes what is left. */
  close(): Promise<void>;
}

export interface CounterBatchOptions {
  readonly intervalMs?: number;
  readonly onError?: (error: unknown) => void;
  /**
   * Gather counts without writing them until `start()`: while an import in another thread holds
   * the database's write lock, a write would block every answer for the busy timeout, then fail.
   */
  readonly held?: boolean;
}

function keyOf(day: string, product: string, tokenId: number, code: number): string {
  return JSON.stringify([day, product, tokenId, code]);
}

/**
 * Counts in memory and writes at most once per interval, so a busy second costs one write,
 * not one per request. A failing sink (a state server that is down) keeps its batch in memory
 * for the next write, and never fails the service. A synchronous sink is written at once.
 */
export function createCounterBatch(
  sink: (rows: readonly CountRow[]) => void | Promise<void>,
  options: CounterBatchOptions = {},
): CounterBatch {
  let pending = new Map<string, CountRow>();
  let writing: Promise<void> | undefined;
  const add = (row: CountRow): void => {
    const key = keyOf(row.day, row.product, row.tokenId, row.code);
    const known = pending.get(key);
    pending.set(key, { ...row, count: (known?.count ?? 0) + row.count });
  };
  const flush = (): Promise<void> => {
    // One write at a time: two in flight could both fail and be put back twice.
    if (writing !== undefined) return writing.then(flush);
    if (pending.size === 0) return Promise.resolve();
    const rows = [...pending.values()];
    pending = new Map();
    const keep = (error: unknown): void => {
      for (const row of rows) add(row);
      options.onError?.(error);
    };
    try {
      const written = sink(rows);
      if (written instanceof Promise) {
        writing = written.catch(keep).finally(() => (writing = undefined));
        return writing;
      }
    } catch (error) {
      keep(error);
    }
    return Promise.resolve();
  };
  let timer: NodeJS.Timeout | undefined;
  const start = (): void => {
    if (timer !== undefined) return;
    timer = setInterval(() => void flush(), options.intervalMs ?? 1000);
    timer.unref();
  };
  if (options.held !== true) start();
  return {
    record({ time, product, tokenId, code }) {
      add({ day: time.toISOString().slice(0, 10), product, tokenId, code, count: 1 });
    },
    start,
    flush,
    close() {
      clearInterval(timer);
      return flush();
    },
  };
}
