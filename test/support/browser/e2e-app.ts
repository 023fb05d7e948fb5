/**
 * One running app per e2e file: the real service (fixture data, temporary database, no rate
 * limit) serving the built app from dist/, and one Chromium. `api` asks the service directly with
 * the app's own token, so a test can compare what the reader sees with what the service says.
 * The service is the worker's (worker-services.ts) unless the file needs one of its own: other
 * flags, or its request log to read.
 */
import { existsSync } from 'node:fs';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, inject, onTestFinished } from 'vitest';
import { spawnService, type RunningService } from '../../../scripts/service/spawn-service';
import { launchBrowser } from '../../../scripts/browser/launch-browser';
import { SHARED_SERVE_ARGS } from './worker-services';

export interface E2eApp {
  readonly url: string;
  readonly browser: Browser;
  /** The token the service hands the app in /config.json (what the app's requests carry). */
  readonly token: string;
  /** GET /v3/<method> with the app's token; the parsed JSON body. */
  api(method: 'search' | 'word' | 'suggest', params: Readonly<Record<string, string>>): Promise<unknown>;
}

/** An app whose service is the file's own: its process and every line it printed. */
export interface OwnE2eApp extends E2eApp {
  readonly service: RunningService;
}

interface Started {
  readonly app: E2eApp;
  close(): Promise<void>;
}

function tokenOf(config: unknown): string {
  const token: unknown = typeof config === 'object' && config !== null ? Reflect.get(config, 'token') : undefined;
  if (typeof token !== 'string' || token === '') throw new Error('the service handed the app no token');
  return token;
}

function builtApp(): void {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first');
}

async function appOn(url: string, browser: Browser): Promise<E2eApp> {
  const token = tokenOf(await (await fetch(`${url}/config.json`)).json());
  return {
    url,
    browser,
    token,
    async api(method, params) {
      const query = new URLSearchParams({ ...params, token });
      const response = await fetch(`${url}/v3/${method}?${query.toString()}`);
      return response.json();
    },
  };
}

/** This worker's service (worker-services.ts), started the first time one of its files asks. */
export async function workerServiceUrl(): Promise<string> {
  const response = await fetch(`${inject('workerServices')}/service/${process.env['VITEST_POOL_ID'] ?? '0'}`);
  const text = await response.text();
  if (!response.ok) throw new Error(`the worker's service did not start: ${text}`);
  return text;
}

async function startShared(): Promise<Started> {
  builtApp();
  // The two start-ups are independent; overlapping them saves a few seconds per file.
  const [url, browser] = await Promise.all([workerServiceUrl(), launchBrowser()]);
  return { app: await appOn(url, browser), close: () => browser.close() };
}

async function startOwn(extraArgs: readonly string[]): Promise<Started & { app: OwnE2eApp }> {
  builtApp();
  const [service, browser] = await Promise.all([spawnService([...SHARED_SERVE_ARGS, ...extraArgs]), launchBrowser()]);
  return {
    app: { ...(await appOn(service.url, browser)), service },
    async close() {
      await Promise.allSettled([browser.close(), service.stop()]);
    },
  };
}

/** Starts the app before the file's tests and closes it after them; read through on use. */
function useStarted<T extends E2eApp>(start: () => Promise<Started & { app: T }>): () => T {
  let started: (Started & { app: T }) | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    await started?.close();
  });
  return () => {
    if (started === undefined) throw new Error('the e2e app starts in beforeAll: use it inside a test or hook');
    return started.app;
  };
}

function readThrough(app: () => E2eApp): E2eApp {
  return {
    get url() {
      return app().url;
    },
    get browser() {
      return app().browser;
    },
    get token() {
      return app().token;
    },
    api: (method, params) => app().api(method, params),
  };
}

/**
 * The file's app over the worker's service and a Chromium of the file's own, opened before its
 * tests and closed after them. What a file's tests leave behind is in the browser (each test's
 * own context), never in the service, which only reads.
 */
export function useE2eApp(): E2eApp {
  return readThrough(useStarted(startShared));
}

/**
 * The file's app over a service of its own, for a file that starts it with more flags
 * (`extraArgs`, read when it starts, after the file's earlier hooks) or reads its request log.
 */
export function useOwnE2eApp(extraArgs: () => readonly string[] = () => []): OwnE2eApp {
  const app = useStarted(() => startOwn(extraArgs()));
  const through = readThrough(app);
  return {
    get url() {
      return through.url;
    },
    get browser() {
      return through.browser;
    },
    get token() {
      return through.token;
    },
    get service() {
      return app().service;
    },
    api: through.api,
  };
}

/** A fresh context and page for this test, closed when the test ends however it ends. */
export async function openPage(
  browser: Browser,
  options?: BrowserContextOptions,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options);
  onTestFinished(() => context.close());
  return { context, page: await context.newPage() };
}
