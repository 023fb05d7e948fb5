import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { integerFlag, parse } from './args';
import type { Printer } from './load-data';
import { serve } from './serve';
import { publicUrlOf } from './serve-settings';
import { DEFAULT_RATE_LIMIT } from '../api/rate-limit';
import { rateStoreUrl, STALE_FLAG, staleSeconds, STATE_FLAGS, stateUrl } from './state-flags';

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

/**
 * `start`: build the app when there is one, then serve app and API from the default database
 * (loaded with the sample) on port 8080, or PORT, or --port; absolute URLs on --public-url, or
 * FARHANG_PUBLIC_URL, or http://127.0.0.1:8080.
 */
export async function startCommand(args: readonly string[], print: Printer): Promise<number> {
  const { values } = parse(args, {
    port: { type: 'string' },
    host: { type: 'string' },
    db: { type: 'string' },
    'public-url': { type: 'string' },
    'allowed-host': { type: 'string', multiple: true },
    ...STATE_FLAGS,
    ...STALE_FLAG,
  });
  const shared = {
    state: stateUrl(values.state),
    rateStore: rateStoreUrl(values['rate-store']),
    stateStale: staleSeconds(values['state-stale']),
  };
  const port = integerFlag(values.port ?? process.env.PORT, '--port', 8080);
  const host = values.host ?? '127.0.0.1';
  // Checked before the build, so a mistyped URL does not wait a build to be reported.
  const publicUrl = publicUrlOf(values['public-url'], host, port);
  const hasApp = existsSync('vite.config.ts') && existsSync('index.html');
  if (hasApp && !buildApp(print)) {
    print.err('the web app did not build; see the errors above');
    return 1;
  }
  if (!hasApp) print.err('no web app to build (index.html is missing); serving the API only');
  return serve(
    {
      port,
      host,
      db: values.db,
      data: [],
      tokens: [],
      rateLimit: DEFAULT_RATE_LIMIT,
      web: hasApp && existsSync('dist/index.html') ? 'dist' : undefined,
      publicUrl,
      allowedHosts: values['allowed-host'] ?? [],
      ...shared,
    },
    print,
  );
}
