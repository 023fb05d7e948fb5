import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
// `.js`: Vite's config loader asks for an extension on relative imports; TypeScript maps it to the .ts file.
import { serviceWorker } from './scripts/lib/service-worker-plugin.js';
import { precompressAssets } from './scripts/lib/precompress-plugin.js';

// react-router's package exports only its development build; its production build drops the dev
// warnings (~0.5 KB gz of the first visit). Tests keep the development build and its warnings.
const reactRouterProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/*
 * One chunk for everything the entry loads statically: the first visit's script.
 *
 * Rolldown (1.2, rolldown/rolldown#10731) moves modules the entry already loads into a separate
 * common chunk once the app has a third dynamic import, so the first visit would load two big
 * scripts and pay for the split. Naming this group puts every module reachable from `main.tsx`
 * without a dynamic import into one chunk; lazy routes and widgets keep chunks of their own and
 * import from it. Rolldown keeps its small runtime helpers in a leaf chunk of their own.
 */
const ENTRY = fileURLToPath(new URL('./src/web/main.tsx', import.meta.url));

/** Modules the entry reaches through static imports only. */
function staticallyReachable(ctx: ChunkingContext): ReadonlySet<string> {
  const seen = new Set<string>();
  const stack = [ENTRY];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** A `codeSplitting` group name function: `app` for the first visit's modules, else Rolldown's choice. */
function firstVisitChunk(): (id: string, ctx: ChunkingContext) => string | null {
  let firstVisit: ReadonlySet<string> | undefined;
  return (id, ctx) => {
    firstVisit ??= staticallyReachable(ctx);
    return firstVisit.has(id) ? 'app' : null;
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), serviceWorker('src/web/sw/service-worker.ts'), precompressAssets()],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  root: '.',
  publicDir: 'public',
  build: {
    outDir: 'dist',
    // No inline data: URIs, so the CSP needs no `data:` source.
    assetsInlineLimit: 0,
    sourcemap: false,
    // No preload lists for the lazy chunks' own imports (0.4 KB of the first visit): a lazy page's
    // second chunk then loads after its first, and after the first visit the service worker has
    // them all. The CSS of lazy chunks is still loaded with them.
    modulePreload: false,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: firstVisitChunk() }] } } },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/unit/**/*.test.ts', 'test/contract/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['test/web/**/*.test.{ts,tsx}'],
          setupFiles: ['test/web/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          // One real browser at a time on a 2-core machine.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
}));
