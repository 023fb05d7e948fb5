/**
 * `npm run build:extension -- --service URL [--token T] --out DIR` — the browser extension,
 * unpacked in DIR (load it as it is, or zip it): the popover and options pages and the background
 * as modules (Vite, as the app is built), the content script as one self-contained file (content
 * scripts cannot import), the manifest, and `defaults.json` naming the service (and token) it
 * asks until the reader sets another. Without `--service` it writes the template the service
 * zips for its own address on /about (`npm run build` writes it to dist/.extension).
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { rolldown } from 'rolldown';
import { build } from 'vite';
import { fontSubsets } from './build/font-subset-plugin';
import { CONTENT_SCRIPT, extensionManifest } from '../src/extension/manifest';
import { EXTENSION_DEFAULTS_FILE, EXTENSION_TEMPLATE_DIR, extensionDefaults } from '../src/shared/extension-files';

/** The content script runs on every page a reader opens: this is what it may cost, gzipped. */
const MAX_CONTENT_GZIP = 60 * 1024;

function flag(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

const out = resolve(flag('out') ?? join('dist', EXTENSION_TEMPLATE_DIR));
const service = (flag('service') ?? '').replace(/\/+$/, '');
const token = flag('token') ?? '';
if (service !== '' && !/^https?:\/\/[^\s/]+$/.test(service)) throw new Error(`--service must be an origin: ${service}`);

await rm(out, { recursive: true, force: true });
await build({
  configFile: false,
  root: resolve('src/extension'),
  base: './',
  logLevel: 'warn',
  plugins: [react(), fontSubsets(process.cwd())],
  build: {
    outDir: out,
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    // The preload helper is an inline script, which an extension page's policy forbids.
    modulePreload: false,
    rolldownOptions: {
      input: {
        popover: resolve('src/extension/popover/popover.html'),
        options: resolve('src/extension/options/options.html'),
        background: resolve('src/extension/background.ts'),
      },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'background' ? 'background.js' : 'assets/[name]-[hash].js'),
      },
    },
  },
});

const bundle = await rolldown({
  input: resolve('src/extension/content/content.ts'),
  platform: 'browser',
  logLevel: 'warn',
});
try {
  const { output } = await bundle.generate({ format: 'iife', minify: true });
  const [chunk, ...more] = output;
  if (chunk === undefined || more.length > 0) throw new Error('the content script must bundle to one file');
  const gzipped = gzipSync(chunk.code).length;
  if (gzipped > MAX_CONTENT_GZIP)
    throw new Error(`the content script is ${gzipped} bytes gzipped; at most ${MAX_CONTENT_GZIP}`);
  await writeFile(join(out, CONTENT_SCRIPT), chunk.code);
} finally {
  await bundle.close();
}

const { version } = JSON.parse(await readFile('package.json', 'utf8')) as { version: string };
await writeFile(join(out, 'manifest.json'), `${JSON.stringify(extensionManifest({ version, service }), null, 2)}\n`);
if (service !== '') await writeFile(join(out, EXTENSION_DEFAULTS_FILE), extensionDefaults(service, token));
console.log(`extension written to ${out}${service === '' ? ' (template: no service)' : ` for ${service}`}`);
