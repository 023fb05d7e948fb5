/**
 * What the service worker keeps at install, decided at build time from the files the build wrote:
 * their site paths and one version drawn from their contents, so any change to any file (a new
 * hash-named chunk, an edited icon) gives the worker a new cache of its own.
 */
import { createHash } from 'node:crypto';

export interface BuiltFile {
  /** Path inside the build directory, with `/` separators: `assets/index-AbC123.js`. */
  readonly fileName: string;
  readonly content: string | Uint8Array;
}

export interface Precache {
  readonly version: string;
  /** Site paths, sorted: `/assets/index-AbC123.js`, `/index.html`, … */
  readonly files: readonly string[];
}

// Plain path characters only: each path is written into the worker's source as a string.
const SAFE_PATH = /^[\w.-]+(?:\/[\w.-]+)*$/;

/** Everything a reader's browser may need offline; source maps, dotfiles and the worker itself are left out. */
export function precacheOf(files: readonly BuiltFile[], workerFileName: string): Precache {
  const kept = files
    .filter(({ fileName }) => fileName !== workerFileName && !fileName.endsWith('.map'))
    .filter(({ fileName }) => !fileName.split('/').some((segment) => segment.startsWith('.')))
    .sort((a, b) => (a.fileName < b.fileName ? -1 : a.fileName > b.fileName ? 1 : 0));
  const hash = createHash('sha256');
  for (const { fileName, content } of kept) {
    if (!SAFE_PATH.test(fileName)) throw new Error(`cannot precache a file with this name: ${fileName}`);
    hash.update(fileName).update('\0').update(content).update('\0');
  }
  return { version: hash.digest('hex').slice(0, 12), files: kept.map(({ fileName }) => `/${fileName}`) };
}

/**
 * The worker's source with its build constant (see src/web/sw/service-worker.ts) in front, all in
 * one function scope so the minified names stay out of the worker's global scope.
 */
export function withPrecache(workerCode: string, precache: Precache): string {
  return `(() => {\nconst FARHANG_BUILD = ${JSON.stringify(precache)};\n${workerCode}\n})();\n`;
}
