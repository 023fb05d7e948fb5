/**
 * One running app per e2e file: the real service (fixture data, temporary database, no rate
 * limit) serving the built app from dist/, and one Chromium. `api` asks the service directly with
 * the app's own token, so a test can compare what the reader sees with what the service says.
 */
import { existsSync } from 'node:fs';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, onTestFinished } from 'vitest';
import { spawnService, type RunningService } from '../../../scripts/service/spawn-service';
import { launchBrowser } from '../../../scripts/browser/launch-browser';

export interface E2eApp {
  readonly url: string;
  readonly browser: Browser;
  readonly service: RunningService;
  /** The token the service hands the app in /config.json (what the app's requests carry). */
  readonly token: string;
  /** GET /v3/<method> with the app's token; the parsed JSON body. */
  api(method: 'search' | 'word' | 'suggest', params: Readonly<Record<string, string>>): Promise<unknown>;
  close(): Promise<void>;
}

function tokenOf(config: unknown): string {
  const token: unknown = typeof config === 'object' && config !== null ? Reflect.get(config, 'token') : undefined;
  if (typeof token !== 'string' || token === '') throw new Error('the service handed the app no token');
  return token;
}

async function startE2eApp(extraArgs: readonly string[]): Promise<E2eApp> {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first');
  // The two start-ups are independent; overlapping them saves a few seconds per file.
  const [service, browser] = await Promise.all([
    spawnService(['--data', 'test/fixtures/contract.jsonl', '--web', 'dist', '--rate-limit', '0', ...extraArgs]),
    launchBrowser(),
  ]);
  const token = tokenOf(await (await fetch(`${service.url}/config.json`)).json());
  return {
    url: service.url,
    browser,
    service,
    token,
    async api(method, params) {
      const query = new URLSearchParams({ ...params, token });
      const response = await fetch(`${service.url}/v3/${method}?${query.toString()}`);
      return response.json();
    },
    async close() {
      await Promise.allSettled([browser.close(), service.stop()]);
    },
  };
}

/**
 * The file's app, started before its tests and closed after them: one call instead of the same
 * three hooks in every file. The app is read through on use, since it exists only once started.
 * `extraArgs`: more flags for its `serve`, read when it starts (after the file's earlier hooks).
 */
export function useE2eApp(extraArgs: () => readonly string[] = () => []): E2eApp {
  let started: E2eApp | undefined;
  beforeAll(async () => {
    started = await startE2eApp(extraArgs());
  });
  afterAll(async () => {
    await started?.close();
  });
  const app = (): E2eApp => {
    if (started === undefined) throw new Error('the e2e app starts in beforeAll: use it inside a test or hook');
    return started;
  };
  return {
    get url() {
      return app().url;
    },
    get browser() {
      return app().browser;
    },
    get service() {
      return app().service;
    },
    get token() {
      return app().token;
    },
    api: (method, params) => app().api(method, params),
    close: () => app().close(),
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
