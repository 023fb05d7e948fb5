import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

// The service runs under tsx; a worker thread does not inherit its loader. tsx's ESM loader
// would run in a hooks thread of its own beside each thread (~20 MB more per thread), so the
// thread registers tsx's CommonJS hooks, which compile in the thread itself, and requires the
// TypeScript module with them.
const TSX_CJS = createRequire(import.meta.url).resolve('tsx/cjs/api');

/**
 * A worker thread running the TypeScript module at `file` (an absolute path: joined by the
 * caller, not `new URL('./…', import.meta.url)`, which Vite rewrites into an asset address under
 * the web tests' browser-like environment).
 */
export function typeScriptWorker(file: string, workerData: unknown): Worker {
  const bootstrap = `require(${JSON.stringify(TSX_CJS)}).register(); require(${JSON.stringify(file)});`;
  return new Worker(bootstrap, { eval: true, workerData });
}
