/**
 * Builds the service worker in the same `vite build` as the app: a second entry written to
 * `dist/sw.js` (the site root, so its scope is `/`), with the list of every built and public file
 * put in front of it once the bundle is final. The app's own chunks are untouched.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
// `.js` for Vite's config loader, as in vite.config.ts.
import { precacheOf, withPrecache, type BuiltFile } from './precache-list.js';

const WORKER_NAME = 'sw';
const WORKER_FILE = 'sw.js';

async function publicFiles(dir: string): Promise<BuiltFile[]> {
  if (dir === '') return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        return { fileName: relative(dir, path).split(sep).join('/'), content: await readFile(path) };
      }),
  );
}

export function serviceWorker(entry: string): Plugin {
  let publicDir = '';
  return {
    name: 'farhang:service-worker',
    apply: 'build',
    enforce: 'post',
    config: () => ({
      build: {
        rolldownOptions: {
          input: { index: resolve('index.html'), [WORKER_NAME]: resolve(entry) },
          output: {
            entryFileNames: (chunk) => (chunk.name === WORKER_NAME ? WORKER_FILE : 'assets/[name]-[hash].js'),
          },
        },
      },
    }),
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async generateBundle(_options, bundle) {
      const worker = bundle[WORKER_FILE];
      if (worker?.type !== 'chunk') throw new Error(`the build made no ${WORKER_FILE}`);
      // A classic worker script cannot import: a module shared with the app would break it.
      if (worker.imports.length > 0 || worker.dynamicImports.length > 0 || worker.exports.length > 0) {
        throw new Error(`${WORKER_FILE} must stand alone; it imports ${worker.imports.join(', ')}`);
      }
      const built: BuiltFile[] = Object.values(bundle).map((item) => ({
        fileName: item.fileName,
        content: item.type === 'chunk' ? item.code : item.source,
      }));
      const precache = precacheOf([...built, ...(await publicFiles(publicDir))], WORKER_FILE);
      worker.code = withPrecache(worker.code, precache);
    },
  };
}
