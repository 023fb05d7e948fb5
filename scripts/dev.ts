/**
 * `npm run dev` — the app with Vite's hot reload, and the real service behind it.
 *
 * The service (`farhang serve`, the default database or `--db FILE`, with the sample data) listens
 * on a free port of its own; Vite serves the app's sources on `--port` (5173) and passes `/v3/*` through to it.
 * The app asks `/config.json` at start-up (a dev page carries no drawn state), which this script
 * answers with a token made for this run only: handed to the service in its environment, never on
 * a command line `ps` shows, never in a URL. Pages are not drawn on the server here; `npm start`
 * serves the built app as readers get it.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createServer, type Plugin } from 'vite';
import type { AppConfig } from '../src/shared/app-config';
import { option } from './bench/number-option';
import { freePort } from './service/free-port';
import { startServeChild } from './service/serve-child';

// Unknown flags are refused; --port is read as the other scripts read their numbers.
const { values } = parseArgs({ options: { port: { type: 'string' }, db: { type: 'string' } } });
const port = option('port', 5173, 'whole number');

const token = `dev-${randomBytes(16).toString('hex')}`;
const dbArgs = values.db === undefined ? [] : ['--db', values.db];
const service = startServeChild(await freePort(), ['--rate-limit', '0', ...dbArgs], { FARHANG_TOKEN: token });
const serviceUrl = `http://127.0.0.1:${service.port}`;
/** What a page served by the service would carry, with this run's token. */
const config: AppConfig = { apiBase: '', token, product: 'farhang-dev' };

const devConfig: Plugin = {
  name: 'farhang:dev-config',
  configureServer(server) {
    server.middlewares.use('/config.json', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'private, no-store' });
      res.end(JSON.stringify(config));
    });
  },
};

const vite = await createServer({
  configFile: 'vite.config.ts',
  plugins: [devConfig],
  server: {
    port,
    host: '127.0.0.1',
    strictPort: true,
    proxy: { '/v3': { target: serviceUrl }, '/opensearch.xml': { target: serviceUrl } },
  },
});
console.error('dev: loading the sample data and starting the service…');
// Vite starts while the service loads its data; the address is printed once both are ready.
await Promise.all([service.ready(), vite.listen()]);
console.error(`dev: the service behind it answers on ${serviceUrl}`);
console.error(`dev: the app, with hot reload, on http://127.0.0.1:${port}/`);

async function stop(): Promise<void> {
  await Promise.all([vite.close(), service.stop()]);
  process.exit(0);
}
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
