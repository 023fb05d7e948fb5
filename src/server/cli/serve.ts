import { resolve } from 'node:path';
import { createEngine } from '../engine/create-engine';
import { attachIndex } from '../engine/index/engine-index';
import { buildIndexData } from '../engine/index/index-build';
import { buildIndexInThread } from '../pool/index-thread';
import { ensureTextIndex } from '../engine/text/text-index-build';
import { createApp } from '../serving/app';
import { createCounterBatch } from '../api/counters';
import { close, createServer, listen, urlOf } from '../serving/server';
import { openState } from '../state/open-state';
import { withExtraTokens } from './extra-tokens';
import { EMBEDDED_DATA, loadSample, type Printer } from './load-data';
import { loadFilesInWorker } from './load-in-worker';
import type { Engine } from '../ports/engine';
import { DEFAULT_DB, openDatabase } from './open-database';
import { createProxy } from '../proxy/create-proxy';
import { wordPages } from '../dictionary/word-pages';
import { openLimiter } from './open-limiter';
import { poolFor } from './pool-flags';
import { hostCheck } from '../http/host-check';
import { dictionaryCredits } from '../dictionary/dictionary-credits';
import { creditsByDb, type Credits, type DictionaryCredit } from '../../shared/credits';
import { parseServe, type ServeSettings } from './serve-settings';
import { shippedExamples } from '../dictionary/examples';

/** How long a stopping service still accepts, so requests already sent to it are not reset. */
const SETTLE_MS = 250;

/** Resolves once a signal asks the process to stop. */
function untilSignal(): Promise<NodeJS.Signals> {
  return new Promise((done) => {
    process.once('SIGINT', done);
    process.once('SIGTERM', done);
  });
}

/**
 * Loads the data, listens, prints `listening on http://HOST:PORT`, and on SIGINT/SIGTERM turns
 * /readyz to 503 at once, stops accepting, lets requests in flight finish, flushes the counters
 * and closes the stores.
 */
export async function serve(settings: ServeSettings, print: Printer): Promise<number> {
  const dbPath = settings.db ?? (settings.data.length > 0 ? 'temporary' : DEFAULT_DB);
  const opened = openDatabase(dbPath);
  const { database } = opened;
  const stateOptions = { cache: true, log: print.err, staleSeconds: settings.stateStale };
  const state = await openState(settings.state, () => database, stateOptions).catch((error: unknown) => {
    opened.close();
    throw error;
  });
  const limiter = await openLimiter(settings.rateStore, print);
  let stopping = false;
  try {
    const quiet: Printer = { out: print.err, err: print.err };
    // Until the data is in and the engine built, /v3 answers 503 with Retry-After.
    let engine: Engine | undefined;
    // Known once the data is in; a proxy's come from elsewhere, so the app is handed none.
    let credits: DictionaryCredit[] | undefined;
    let creditMap: Credits | undefined;
    const proxy =
      settings.proxy === undefined
        ? undefined
        : createProxy({ ...settings.proxy, onProblem: (message) => print.err(`upstream: ${message}`) }).proxy;
    // Held until the data is in: a --data import in the worker holds the write lock throughout.
    const counters = createCounterBatch((rows) => state.counts.add(rows), {
      held: true,
      onError: (error) => print.err(`counters not saved: ${error instanceof Error ? error.message : String(error)}`),
      onDropped: (requests, rows) =>
        print.err(`counters backlog full (${rows} rows held): ${requests} requests were not counted`),
    });
    // Only for our own SQLite data: a proxy has none, and the workers open the same file.
    const searchPool = settings.proxy === undefined ? poolFor(settings.pool, opened.path) : undefined;
    // The app's token is handed to every visitor in the page: never an operator's --token unless
    // --web-token names it; otherwise the app's own stored token, made as `start` makes it.
    const webToken = settings.web === undefined ? '' : (settings.webToken ?? (await state.tokens.appToken()));
    const extraTokens = settings.webToken === undefined ? settings.tokens : [...settings.tokens, settings.webToken];
    const app = createApp({
      engine: () => engine,
      verifyToken: withExtraTokens((token) => state.tokens.verify(token), extraTokens),
      limiter,
      readiness: () => ({ stopping, state: state.health() }),
      onRequest: (record) => counters.record(record),
      log: (line) => print.out(line),
      rateLimit: settings.rateLimit,
      // The token handed to every browser is shared: limited per client too (docs/v3-contract.md §10.2).
      ...(settings.web === undefined || webToken === '' ? {} : { sharedToken: webToken }),
      trustProxy: settings.clients?.trustProxy ?? [],
      hostAllowed: hostCheck([
        ...(settings.publicUrl === undefined ? [] : [new URL(settings.publicUrl).host]),
        ...(settings.allowedHosts ?? []),
      ]),
      // A proxy's texts carry our own examples: the upstream knows none of them.
      ...(proxy === undefined ? {} : { proxy, examplesOf: shippedExamples(EMBEDDED_DATA) }),
      ...(searchPool === undefined ? {} : { searchPool }),
      credits: () => creditMap,
      ...(settings.web === undefined
        ? {}
        : {
            web: {
              root: resolve(settings.web),
              apiOrigins: settings.apiOrigins ?? [],
              config: () => ({
                apiBase: '',
                token: webToken,
                product: 'farhang-web',
                apiOrigins: [...(settings.apiOrigins ?? [])],
                ...(credits && { credits }),
              }),
              ...(settings.publicUrl === undefined ? {} : { publicUrl: settings.publicUrl }),
              // A proxy has no word list of its own to put in a sitemap.
              ...(proxy === undefined ? { words: wordPages(database) } : {}),
            },
          }),
    });
    const server = createServer(app, settings.clients ?? {});
    const address = await listen(server, settings.port, settings.host);
    try {
      // A proxy keeps only its tokens here: the dictionary data comes from the upstream.
      if (settings.proxy !== undefined) print.err(`proxy mode: /v3 answers come from ${settings.proxy.upstream}`);
      // --data may be large: imported in a worker while the socket already answers 503.
      else if (settings.data.length > 0) await loadFilesInWorker(opened.path, settings.data, quiet, settings.credit);
      else loadSample(database, EMBEDDED_DATA, quiet);
      if (settings.proxy === undefined) {
        if (ensureTextIndex(database))
          print.err('built the meaning index (a database made before it, or changed since)');
        // The indexes are built once; the main engine and every search thread read the same
        // shared memory (decision 029). Without threads there is nothing to share them with.
        const index = searchPool === undefined ? buildIndexData(database) : await buildIndexInThread(opened.path);
        const built = createEngine(database, attachIndex(index));
        await searchPool?.start(index);
        credits = dictionaryCredits(database);
        creditMap = creditsByDb(credits);
        engine = built;
      }
    } catch (error) {
      await close(server);
      await searchPool?.close();
      // The failed import has let go of the lock: the 503s answered meanwhile are still counted.
      await counters.close();
      throw error;
    }
    counters.start();
    // The line means ready: data loaded, engine built, a search thread ready.
    print.out(`listening on ${urlOf(address)}`);
    // The other threads warm up while the service listens; the line tells when the last is ready.
    searchPool?.settled().then(
      () => print.err('search threads ready, the spare too'),
      (error: unknown) =>
        print.err(`a search thread failed: ${error instanceof Error ? error.message : String(error)}`),
    );
    const signal = await untilSignal();
    stopping = true;
    print.err(`${signal}: not ready any more; finishing the requests in flight`);
    // A balancer that polls /readyz sees the 503 and stops sending before the listener closes. Even
    // without --drain the listener stays open a moment: connections the kernel has already queued
    // are taken and their requests begun, where closing at once would reset them unanswered.
    const linger = Math.max((settings.drain ?? 0) * 1000, SETTLE_MS);
    await new Promise((done) => setTimeout(done, linger));
    await close(server);
    await searchPool?.close();
    await counters.close();
    print.err('stopped: requests answered, counts flushed');
    return 0;
  } finally {
    await limiter.close();
    await state.close();
    opened.close();
  }
}

export async function serveCommand(args: readonly string[], print: Printer): Promise<number> {
  return serve(parseServe(args), print);
}
