import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { COMMANDS } from './command-flags';
import { flag } from './flag-table';
import type { Printer } from './load-data';
import { integerValue, parseFlags, stringValue } from './parse-flags';
import { serve } from './serve';
import { apiOriginsOf, publicUrlOf, type ServeSettings } from './serve-settings';
import { rateStoreUrl, staleSeconds, stateUrl } from './state-flags';

/** The app's two builds: the browser's (dist/) and the server entry that renders its pages. */
const BUILDS = [['build'], ['build', '--ssr', 'src/web/entry-server.tsx', '--outDir', 'dist/.server']];

/** Builds the app with Vite; false when the build failed. */
function buildApp(print: Printer): boolean {
  const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  print.err('building the web app (vite build)…');
  return BUILDS.every(
    (args) => spawnSync(process.execPath, [vite, ...args], { stdio: ['ignore', 'inherit', 'inherit'] }).status === 0,
  );
}

/** What `start` serves with besides the app: read and checked before the build, not after it. */
export function parseStart(args: readonly string[]): Omit<ServeSettings, 'data' | 'tokens' | 'rateLimit' | 'web'> {
  const { values } = parseFlags('start', args);
  const shared = {
    state: stateUrl(values.state),
    rateStore: rateStoreUrl(values['rate-store']),
    stateStale: staleSeconds(values['state-stale']),
  };
  const port = integerValue({ ...flag('port'), ...COMMANDS.start.overrides.port }, values.port);
  const host = stringValue(flag('host'), values.host);
  return {
    port,
    host,
    db: values.db,
    publicUrl: publicUrlOf(values['public-url'], host, port),
    allowedHosts: values['allowed-host'] ?? [],
    apiOrigins: apiOriginsOf(values['api-origin']),
    ...shared,
  };
}

/**
 * `start`: build the app when there is one, then serve app and API from the default database
 * (loaded with the sample) on port 8080, or PORT, or --port; absolute URLs on --public-url, or
 * FARHANG_PUBLIC_URL, or http://127.0.0.1:8080.
 */
export async function startCommand(args: readonly string[], print: Printer): Promise<number> {
  const settings = parseStart(args);
  const hasApp = existsSync('vite.config.ts') && existsSync('index.html');
  if (hasApp && !buildApp(print)) {
    print.err('the web app did not build; see the errors above');
    return 1;
  }
  if (!hasApp) print.err('no web app to build (index.html is missing); serving the API only');
  return serve(
    {
      ...settings,
      data: [],
      tokens: [],
      rateLimit: flag('rate-limit').default,
      web: hasApp && existsSync('dist/index.html') ? 'dist' : undefined,
    },
    print,
  );
}
