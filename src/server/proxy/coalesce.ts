/**
 * One piece of work per key at a time: callers that ask for a key while its work is in flight
 * share that work's promise instead of starting their own (N identical requests → one upstream
 * fetch). The key is forgotten as soon as the work settles, so a failure is not remembered.
 */
export function createCoalescer<T>(): {
  run(key: string, work: () => Promise<T>): Promise<T>;
  readonly inFlight: number;
} {
  const pending = new Map<string, Promise<T>>();
  return {
    run(key, work) {
      const running = pending.get(key);
      if (running !== undefined) return running;
      const started = work().finally(() => pending.delete(key));
      pending.set(key, started);
      return started;
    },
    get inFlight() {
      return pending.size;
    },
  };
}
