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
  /** Hands the rows gathered so far to the sink and starts over. */
  flush(): void;
  /** Stops the timer and flushes what is left. */
  close(): void;
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

/**
 * Counts in memory and writes at most once per interval, so a busy second costs one write,
 * not one per request. A failing sink loses that batch, never the service.
 */
export function createCounterBatch(
  sink: (rows: readonly CountRow[]) => void,
  options: CounterBatchOptions = {},
): CounterBatch {
  let pending = new Map<string, CountRow>();
  const flush = (): void => {
    if (pending.size === 0) return;
    const rows = [...pending.values()];
    pending = new Map();
    try {
      sink(rows);
    } catch (error) {
      options.onError?.(error);
    }
  };
  let timer: NodeJS.Timeout | undefined;
  const start = (): void => {
    if (timer !== undefined) return;
    timer = setInterval(flush, options.intervalMs ?? 1000);
    timer.unref();
  };
  if (options.held !== true) start();
  return {
    record({ time, product, tokenId, code }) {
      const day = time.toISOString().slice(0, 10);
      const key = JSON.stringify([day, product, tokenId, code]);
      const row = pending.get(key);
      pending.set(key, { day, product, tokenId, code, count: (row?.count ?? 0) + 1 });
    },
    start,
    flush,
    close() {
      clearInterval(timer);
      flush();
    },
  };
}
