import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
// `.js`: Vite's config loader asks for an extension on relative imports; TypeScript maps it to the .ts file.
import { serviceWorker } from './scripts/lib/service-worker-plugin.js';

// react-router's package exports only its development build; its production build drops the dev
// warnings (~0.5 KB gz of the first visit). Tests keep the development build and its warnings.
const reactRouterProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command }) => ({
  plugins: [react(), serviceWorker('src/web/sw/service-worker.ts')],
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
    // Every browser the app supports has <link rel="modulepreload">; the polyfill is dead weight.
    modulePreload: { polyfill: false },
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
