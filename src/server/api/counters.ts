import type { CountRow } from '../ports/counts';
import { productGate } from '../ports/product-bound';

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
  /** Told, at most once an interval, how many requests went uncounted because the backlog was full. */
  readonly onDropped?: (requests: number, backlogRows: number) => void;
  /** Rows held at most while the sink fails; a request that would add one more is not counted. */
  readonly maxRows?: number;
  /**
   * Gather counts without writing them until `start()`: while an import in another thread holds
   * the database's write lock, a write would block every answer for the busy timeout, then fail.
   */
  readonly held?: boolean;
}

/** Rows held while the state store is away: tens of MB at most, hours of an outage's counts. */
export const MAX_BACKLOG_ROWS = 100_000;

/**
 * The name a `product` value is counted under: without control characters, which PostgreSQL's
 * text refuses (NUL) and which a log or a table would show as nothing.
 */
function countedProduct(product: string): string {
  let kept = '';
  for (const char of product) {
    const code = char.codePointAt(0) ?? 0;
    if (code > 0x1f && code !== 0x7f) kept += char;
  }
  return kept;
}

function keyOf(day: string, product: string, tokenId: number, code: number): string {
  return JSON.stringify([day, product, tokenId, code]);
}

/**
 * Counts in memory and writes at most once per interval, so a busy second costs one write,
 * not one per request. A failing sink (a state server that is down) keeps its batch in memory
 * for the next write, and never fails the service; past `maxRows` held rows, a request that needs
 * a new row is dropped, counted and reported instead. Each token's day counts its first
 * MAX_PRODUCTS product names as themselves and the rest as `(other)` (the stores hold to the same
 * bound across replicas). A synchronous sink is written at once.
 */
export function createCounterBatch(
  sink: (rows: readonly CountRow[]) => void | Promise<void>,
  options: CounterBatchOptions = {},
): CounterBatch {
  const maxRows = options.maxRows ?? MAX_BACKLOG_ROWS;
  let pending = new Map<string, CountRow>();
  let writing: Promise<void> | undefined;
  let dropped = 0;
  let gate = { day: '', admit: productGate() };
  const add = (row: CountRow): void => {
    const key = keyOf(row.day, row.product, row.tokenId, row.code);
    const known = pending.get(key);
    if (known === undefined && pending.size >= maxRows) {
      dropped += row.count;
      return;
    }
    pending.set(key, { ...row, count: (known?.count ?? 0) + row.count });
  };
  const report = (): void => {
    if (dropped === 0) return;
    options.onDropped?.(dropped, pending.size);
    dropped = 0;
  };
  const flush = (): Promise<void> => {
    report();
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
    // A write still waiting (a state server slow to answer) is not queued behind: the next tick takes it all.
    timer = setInterval(() => (writing === undefined ? void flush() : report()), options.intervalMs ?? 1000);
    timer.unref();
  };
  if (options.held !== true) start();
  return {
    record({ time, product, tokenId, code }) {
      const day = time.toISOString().slice(0, 10);
      // Names are admitted per day: a new day starts every token's list over.
      if (day !== gate.day) gate = { day, admit: productGate() };
      add({ day, product: gate.admit(day, tokenId, countedProduct(product)), tokenId, code, count: 1 });
    },
    start,
    flush,
    close() {
      clearInterval(timer);
      return flush().finally(report);
    },
  };
}
