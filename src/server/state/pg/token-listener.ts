import pg from 'pg';
import { TOKEN_CHANNEL } from './pg-tokens';

/**
 * LISTENs on PostgreSQL for token changes and calls `changed(id)` for each; `changed()` (no id)
 * each time it (re)connects, since events sent while no one listened are lost. Reconnects after a
 * second whenever the connection breaks.
 */
export function listenForTokenChanges(url: string, changed: (id?: number) => void): { close(): Promise<void> } {
  let closed = false;
  let listener: pg.Client | undefined;
  const listen = async (): Promise<void> => {
    if (closed) return;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    let retried = false;
    const retry = (): void => {
      if (retried || closed) return;
      retried = true;
      listener = undefined;
      client.end().catch(() => undefined);
      setTimeout(() => void listen(), 1_000).unref();
    };
    client.on('error', retry);
    client.on('end', retry);
    client.on('notification', (message) => {
      const id = Number(message.payload);
      if (Number.isSafeInteger(id)) changed(id);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${TOKEN_CHANNEL}`);
      listener = client;
      changed();
    } catch {
      retry();
    }
  };
  void listen();
  return {
    async close() {
      closed = true;
      await listener?.end().catch(() => undefined);
    },
  };
}
