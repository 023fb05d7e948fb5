/**
 * Writes `.br` and `.gz` beside every hashed text asset of the client build (`dist/assets/`), at
 * the highest settings — once per build, where the time is free — so the service sends them as
 * they are (src/server/site/precompressed.ts) instead of compressing a script on every request.
 * A compressed file no smaller than its original is not written. Runs after the bundle is on
 * disk, so the service worker's precache list (built from the bundle) never names them.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// The types of the hashed assets that shrink; fonts (woff2) and images are compressed already.
const TEXT = /\.(?:js|mjs|css|svg|json|html|txt|xml|webmanifest)$/i;

/**
 * Writes `file.br` and `file.gz` beside `file` where they are smaller than `source`; `quality`: the
 * Brotli level, the best unless a large file few readers fetch is not worth the build's seconds.
 */
export async function precompress(file: string, source: Buffer, quality = constants.BROTLI_MAX_QUALITY): Promise<void> {
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    br.length < source.length ? writeFile(`${file}.br`, br) : undefined,
    gz.length < source.length ? writeFile(`${file}.gz`, gz) : undefined,
  ]);
}

export function precompressAssets(): Plugin {
  let ssr = false;
  return {
    name: 'farhang:precompress-assets',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    async writeBundle(options, bundle) {
      // A server build's files are read from disk by the service, never sent.
      if (ssr || options.dir === undefined) return;
      const outDir = options.dir;
      const jobs = Object.values(bundle)
        .filter((item) => item.fileName.startsWith('assets/') && TEXT.test(item.fileName))
        .map((item) => {
          const content = item.type === 'chunk' ? item.code : item.source;
          return precompress(join(outDir, item.fileName), Buffer.from(content));
        });
      await Promise.all(jobs);
    },
  };
}
