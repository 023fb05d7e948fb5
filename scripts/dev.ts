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
import type { ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';
import { createServer, type Plugin } from 'vite';
import { freePort } from './service/free-port';
import { startServeChild } from './service/serve-child';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '5173' }, db: { type: 'string' } },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`--port: expected a port number, got ${values.port}`);
  process.exit(2);
}

const token = `dev-${randomBytes(16).toString('hex')}`;
const dbArgs = values.db === undefined ? [] : ['--db', values.db];
const service = startServeChild(await freePort(), ['--rate-limit', '0', ...dbArgs], { FARHANG_TOKEN: token });
console.error('dev: loading the sample data and starting the service…');
await service.ready();
const serviceUrl = `http://127.0.0.1:${service.port}`;

/** The config a served page would carry, for this run's token; kept by no cache. */
function sendConfig(res: ServerResponse): void {
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'private, no-store' });
  res.end(JSON.stringify({ apiBase: '', token, product: 'farhang-dev' }));
}

const devConfig: Plugin = {
  name: 'farhang:dev-config',
  configureServer(server) {
    server.middlewares.use('/config.json', (_req, res) => sendConfig(res));
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
await vite.listen();
console.error(`dev: the service behind it answers on ${serviceUrl}`);
console.error(`dev: the app, with hot reload, on http://127.0.0.1:${port}/`);

async function stop(): Promise<void> {
  await Promise.all([vite.close(), service.stop()]);
  process.exit(0);
}
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
