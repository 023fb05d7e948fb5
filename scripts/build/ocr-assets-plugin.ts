/**
 * The recogniser the reading page loads when a reader picks a picture: Tesseract's worker, its
 * WebAssembly core (with SIMD and without) and the Persian model, copied from node_modules into one
 * folder of the build, `assets/ocr-<hash>/`, named by their contents so it is cached for good.
 * They sit together because the core finds its `.wasm` beside the worker script. Copied after the
 * bundle is written, so the offline worker's install list never names them: they cost nothing
 * until a picture is chosen (the worker keeps them once fetched, src/web/sw/). The app learns the
 * folder from `FARHANG_OCR_DIR`; the dev server serves the same files from node_modules.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import type { Plugin } from 'vite';
// `.js` for Vite's config loader, as in vite.config.ts.
import { precompress } from './precompress-plugin.js';

const require = createRequire(import.meta.url);
const core = dirname(require.resolve('tesseract.js-core/package.json'));
const tesseract = dirname(require.resolve('tesseract.js/package.json'));
const persian = dirname(require.resolve('@tesseract.js-data/fas/package.json'));

/** Each file of the folder: its name there, and where it comes from. */
const FILES: readonly (readonly [string, string])[] = [
  ['worker.min.js', join(tesseract, 'dist/worker.min.js')],
  ['tesseract-core-simd-lstm.js', join(core, 'tesseract-core-simd-lstm.js')],
  ['tesseract-core-simd-lstm.wasm', join(core, 'tesseract-core-simd-lstm.wasm')],
  ['tesseract-core-lstm.js', join(core, 'tesseract-core-lstm.js')],
  ['tesseract-core-lstm.wasm', join(core, 'tesseract-core-lstm.wasm')],
  // The LSTM model converted from tessdata_best: what LSTM-only recognition reads (decision 032).
  ['fas.traineddata.gz', join(persian, '4.0.0_best_int/fas.traineddata.gz')],
  ['LICENSE-tesseract.txt', join(core, 'LICENSE')],
];

/** The folder's site path, from the contents of what it holds. */
function folderOf(): string {
  const hash = createHash('sha256');
  for (const [name, source] of FILES) hash.update(name).update('\0').update(readFileSync(source)).update('\0');
  return `/assets/ocr-${hash.digest('hex').slice(0, 10)}/`;
}

const SHRINKS = /\.(?:js|wasm)$/;

/**
 * Compressing a core at Brotli's best takes some 7 s: done once a machine, kept in
 * node_modules/.cache by their contents, and copied from there by every later build. The plain
 * core, for the few browsers without SIMD, is compressed at level 9 (a second, 12 % larger).
 */
const CACHE = 'node_modules/.cache/farhang-ocr';

async function writeCompressed(file: string, content: Buffer): Promise<void> {
  const quality = file.endsWith('tesseract-core-lstm.wasm') ? 9 : undefined;
  const key = join(CACHE, createHash('sha256').update(content).update(String(quality)).digest('hex').slice(0, 16));
  const kept = await readdir(key).catch(() => []);
  if (kept.length === 0) {
    await mkdir(key, { recursive: true });
    await precompress(join(key, 'file'), content, quality);
  }
  for (const name of await readdir(key)) await copyFile(join(key, name), `${file}${name.slice('file'.length)}`);
}

export function ocrAssets(): Plugin {
  const folder = folderOf();
  let ssr = false;
  return {
    name: 'farhang:ocr-assets',
    config: () => ({ define: { FARHANG_OCR_DIR: JSON.stringify(folder) } }),
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        const file = path.startsWith(folder) ? FILES.find(([name]) => name === basename(path)) : undefined;
        if (file === undefined) return next();
        const type = path.endsWith('.js') ? 'text/javascript' : path.endsWith('.wasm') ? 'application/wasm' : '';
        res.setHeader('Content-Type', type || 'application/octet-stream');
        res.end(readFileSync(file[1]));
      });
    },
    async writeBundle(options) {
      if (ssr || options.dir === undefined) return;
      const out = join(options.dir, folder);
      await mkdir(out, { recursive: true });
      await Promise.all(
        FILES.map(async ([name, source]) => {
          const content = await readFile(source);
          await writeFile(join(out, name), content);
          if (SHRINKS.test(name)) await writeCompressed(join(out, name), content);
        }),
      );
    },
  };
}
