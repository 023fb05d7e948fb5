/**
 * Starts the real v3 service (store, engine, HTTP app) on 127.0.0.1 and a random port, over a
 * temporary database holding the contract fixture, and talks to it over real HTTP with raw
 * request targets (so tests control every byte of the query string).
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Database } from 'better-sqlite3';
import { createEngine } from '../../../src/server/engine/create-engine';
import { attachIndex } from '../../../src/server/engine/index/engine-index';
import { buildIndexData } from '../../../src/server/engine/index/index-build';
import { shareArrays } from '../../../src/server/engine/index/shared-arrays';
import type { Engine } from '../../../src/server/ports/engine';
import { createApp } from '../../../src/server/serving/app';
import { creditsByDb } from '../../../src/shared/credits';
import { dictionaryCredits } from '../../../src/server/dictionary/dictionary-credits';
import { createMemoryLimiter } from '../../../src/server/state/memory-limiter';
import type { RequestRecord } from '../../../src/server/api/counters';
import { close, createServer, listen } from '../../../src/server/serving/server';
import type { ServerOptions } from '../../../src/server/serving/server-options';
import type { WebOptions } from '../../../src/server/site/web-app';
import type { PoolOptions } from '../../../src/server/pool/pool-options';
import { createSearchPool } from '../../../src/server/pool/search-pool';
import type { SearchPool } from '../../../src/server/ports/search-pool';
import { importIndexed } from '../../../src/server/cli/load-data';
import { openStore } from '../../../src/server/dictionary/open-store';
import { createToken, verifyToken } from '../../../src/server/state/sqlite/sqlite-tokens';
import { parseJsonOrUndefined } from '../../../src/shared/json';

export const FIXTURE = 'test/fixtures/contract.jsonl';

export interface StartOptions {
  /** Replaces the engine the app sees; gets the real one (e.g. to wrap it or hide it). */
  readonly engine?: (real: Engine) => () => Engine | undefined;
  /** Requests per second for tokens without their own limit; 0 (the default here) = none. */
  readonly rateLimit?: number;
  readonly web?: WebOptions;
  readonly server?: ServerOptions;
  /** Dictionary files to serve instead of the contract fixture. */
  readonly data?: readonly string[];
  /** Meaning and like searches on a pool of worker threads; `start: false` leaves it without any. */
  readonly pool?: Omit<PoolOptions, 'dbPath'> & { readonly start?: boolean };
  /** A stand-in for the pool, made from the real engine (e.g. one that holds searches until released). */
  readonly searchPool?: (real: Engine) => SearchPool;
  /** The service's token is the one anonymous browsers share (the app's web token). */
  readonly shared?: boolean;
  /** Peers whose X-Forwarded-For is believed (`--trust-proxy`). */
  readonly trustProxy?: readonly string[];
}

/** The real engine with some operations replaced (an engine may be a class: no object spread). */
export function overrideEngine(real: Engine, parts: Partial<Engine>): Engine {
  return {
    search: parts.search ?? ((query) => real.search(query)),
    word: parts.word ?? ((title, db, num) => real.word(title, db, num)),
    wordForms: parts.wordForms ?? ((title) => real.wordForms(title)),
    examples: parts.examples ?? ((title) => real.examples(title)),
    suggest: parts.suggest ?? ((q) => real.suggest(q)),
    forms: parts.forms ?? ((q) => real.forms(q)),
    read: parts.read ?? ((text, dbs) => real.read(text, dbs)),
  };
}

export interface Reply {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  readonly body: unknown;
}

export interface Service {
  readonly port: number;
  /** A valid token of the fixture database. */
  readonly token: string;
  readonly database: Database;
  /** Every request log line so far. */
  readonly logs: string[];
  /** Every counter record so far. */
  readonly records: RequestRecord[];
  /** A raw request; `target` is sent exactly as given. */
  request(target: string, init?: RequestInit): Promise<Reply>;
  /** GET /v3/<op> with the parameters percent-encoded, plus this service's token. */
  call(op: 'search' | 'word' | 'suggest', params?: Readonly<Record<string, string>>): Promise<Reply>;
  stop(): Promise<void>;
}

/** `?a=1&b=2`, each name and value percent-encoded as UTF-8. */
export function queryString(params: Readonly<Record<string, string>>): string {
  const pairs = Object.entries(params).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

export interface RequestInit {
  method?: string;
  headers?: Record<string, string>;
  /** The loopback address the client sends from (127.0.0.2, 127.0.0.3…), to be another client. */
  localAddress?: string;
  /** The request body, sent as these exact bytes. */
  body?: string | Buffer;
}

export function rawRequest(port: number, target: string, init: RequestInit = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const from = init.localAddress === undefined ? {} : { localAddress: init.localAddress };
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: target,
        method: init.method ?? 'GET',
        headers: init.headers,
        agent: false,
        ...from,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body: parseJsonOrUndefined(text) });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    // A request the service never answers fails the test now, not at the test timeout.
    req.setTimeout(10_000, () => req.destroy(new Error(`no answer within 10 s to ${target.slice(0, 200)}`)));
    req.end(init.body);
  });
}

/** Each imported dataset's database, as bytes, by its files' names and contents. */
const imported = new Map<string, Buffer>();

/**
 * The database `serve` would make of `files`: imported once per worker (files share their
 * worker's modules) and written out afresh for each service, since the import, its text index and
 * its examples are most of what starting a service costs and give the same bytes every time.
 */
function importedImage(files: readonly string[]): Buffer {
  const key = JSON.stringify(
    files.map((file) => [file, createHash('sha256').update(readFileSync(file)).digest('hex')]),
  );
  let image = imported.get(key);
  if (image === undefined) {
    const dir = mkdtempSync(join(tmpdir(), 'farhang-import-'));
    try {
      const database = openStore(join(dir, 'imported.db'));
      try {
        importIndexed(database, files);
      } finally {
        // Closing checkpoints the WAL: the file alone holds the whole database.
        database.close();
      }
      image = readFileSync(join(dir, 'imported.db'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    imported.set(key, image);
  }
  return image;
}

export async function startService(options: StartOptions = {}): Promise<Service> {
  const dir = mkdtempSync(join(tmpdir(), 'farhang-contract-'));
  // Readable by its owner alone, as openStore makes a new database file.
  writeFileSync(join(dir, 'contract.db'), importedImage(options.data ?? [FIXTURE]), { mode: 0o600 });
  const database = openStore(join(dir, 'contract.db'));
  const { token } = createToken(database, { name: 'contract' });
  // As `serve` does: the indexes built once, in shared memory, for the main engine and the threads.
  const index = shareArrays(buildIndexData(database));
  const real = createEngine(database, attachIndex(index));
  const threads =
    options.pool === undefined ? undefined : createSearchPool({ ...options.pool, dbPath: join(dir, 'contract.db') });
  if (options.pool?.start !== false) await threads?.start(index);
  const searchPool = options.searchPool?.(real) ?? threads;
  const credits = creditsByDb(dictionaryCredits(database));
  const logs: string[] = [];
  const records: RequestRecord[] = [];
  const app = createApp({
    limiter: createMemoryLimiter(),
    engine: options.engine?.(real) ?? (() => real),
    verifyToken: (presented) => verifyToken(database, presented),
    onRequest: (record) => records.push(record),
    log: (line) => logs.push(line),
    rateLimit: options.rateLimit ?? 0,
    ...(options.web === undefined ? {} : { web: options.web }),
    ...(searchPool === undefined ? {} : { searchPool }),
    credits: () => credits,
    ...(options.shared === true ? { sharedToken: token } : {}),
    ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }),
  });
  const server = createServer(app, options.server);
  const address: AddressInfo = await listen(server, 0, '127.0.0.1');
  const port = address.port;
  return {
    port,
    token,
    database,
    logs,
    records,
    request: (target, init) => rawRequest(port, target, init),
    call: (op, params = {}) => rawRequest(port, `/v3/${op}${queryString({ ...params, token })}`),
    async stop() {
      await close(server);
      await searchPool?.close();
      if (threads !== searchPool) await threads?.close();
      database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
