import { buildIndexData } from '../../../../src/server/engine/index/index-build';
import { openStore } from '../../../../src/server/dictionary/open-store';
import type { PoolThread } from '../../../../src/server/pool/pool-thread';
import type { PoolMessage, WorkerMessage } from '../../../../src/server/pool/search-worker';
import type { SearchQuery } from '../../../../src/server/ports/engine';

/** A stand-in search thread: it records what the pool posts and answers when the test says so. */
export class FakeThread implements PoolThread {
  readonly posted: PoolMessage[] = [];
  terminated = false;
  /** False: a terminated thread is lost only when the test calls `exit`, as a real one takes a while. */
  exitOnTerminate = true;
  private listener: (message: WorkerMessage) => void = () => undefined;
  private lost: (error: Error) => void = () => undefined;

  post(message: PoolMessage): void {
    this.posted.push(message);
  }

  onMessage(listener: (message: WorkerMessage) => void): void {
    this.listener = listener;
  }

  onLost(listener: (error: Error) => void): void {
    this.lost = listener;
  }

  terminate(): Promise<unknown> {
    this.terminated = true;
    if (this.exitOnTerminate) this.exit();
    return Promise.resolve();
  }

  exit(): void {
    this.lost(new Error('terminated'));
  }

  ready(): void {
    this.listener({ kind: 'ready' });
  }

  /** The q of each search posted to this thread, in order. */
  searches(): string[] {
    return this.posted.flatMap((message) => (message.kind === 'search' ? [message.query.q] : []));
  }

  /** Answers the search it is running (the last posted) with an empty page. */
  answer(): void {
    const last = this.posted.at(-1);
    if (last?.kind !== 'search') throw new Error('FakeThread: no search to answer');
    this.listener({ kind: 'done', id: last.id, page: { numFound: 0, results: [] } });
  }
}

export const queryFor = (q: string): SearchQuery => ({ q, type: 'text', dbs: ['moein'], start: 0, rows: 10 });

/** What `start` hands the threads: a stand-in thread never reads it, so the indexes of no entries do. */
export const NO_ENTRIES = buildIndexData(openStore(':memory:'));
