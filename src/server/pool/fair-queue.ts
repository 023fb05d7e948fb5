/**
 * The searches waiting for a worker, one line per client, served in turn: the next search comes
 * from the next client that has one waiting, so a client that sends many waits behind its own
 * searches, not in front of everyone else's.
 */
export class FairQueue<T> {
  // Map order is the turn order: a client served goes to the back.
  private readonly lines = new Map<string, T[]>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  push(client: string, item: T): void {
    const line = this.lines.get(client);
    if (line === undefined) this.lines.set(client, [item]);
    else line.push(item);
    this.count++;
  }

  /** Takes `item` out wherever it waits; false when it was not waiting. */
  remove(client: string, item: T): boolean {
    const line = this.lines.get(client);
    const at = line?.indexOf(item) ?? -1;
    if (line === undefined || at < 0) return false;
    line.splice(at, 1);
    if (line.length === 0) this.lines.delete(client);
    this.count--;
    return true;
  }

  /** The next client's oldest search. */
  shift(): T | undefined {
    for (const [client, line] of this.lines) {
      const item = line.shift();
      this.lines.delete(client);
      if (line.length > 0) this.lines.set(client, line);
      if (item === undefined) continue;
      this.count--;
      return item;
    }
    return undefined;
  }

  /**
   * How many searches would be served before one `client` adds now: in turns, every other client
   * gets one search per turn for as many turns as the client's own line is long, plus one.
   */
  aheadOf(client: string): number {
    const own = this.lines.get(client)?.length ?? 0;
    let ahead = own;
    for (const [other, line] of this.lines) if (other !== client) ahead += Math.min(line.length, own + 1);
    return ahead;
  }

  /** Every search waiting, emptying the queue. */
  drain(): T[] {
    const all = [...this.lines.values()].flat();
    this.lines.clear();
    this.count = 0;
    return all;
  }
}
