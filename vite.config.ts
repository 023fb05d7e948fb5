import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
// `.js`: Vite's config loader asks for an extension on relative imports; TypeScript maps it to the .ts file.
import { serviceWorker } from './scripts/build/service-worker-plugin.js';
import { precompressAssets } from './scripts/build/precompress-plugin.js';
import { fontSubsets } from './scripts/build/font-subset-plugin.js';
import { bootAfterFirstFrame } from './scripts/build/boot-plugin.js';
import { siteText } from './scripts/build/site-text-plugin.js';
import { ocrAssets } from './scripts/build/ocr-assets-plugin.js';
import { BrowserFirst } from './test/support/browser-first.js';

// react-router's package exports only its development build; its production build drops the dev
// warnings (~0.5 KB gz of the first visit). Tests keep the development build and its warnings.
const reactRouterProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server entry (`vite build --ssr`) is one more build of the same app: no worker in it, and
  // nothing sent over the wire to precompress.
  plugins: [
    react(),
    siteText(),
    fontSubsets(),
    ocrAssets(),
    ...(isSsrBuild === true
      ? []
      : [serviceWorker('src/web/sw/service-worker.ts'), bootAfterFirstFrame('src/web/boot.ts'), precompressAssets()]),
  ],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  // The server entry stands alone: the service may serve a copy of dist/ from anywhere, where no
  // node_modules is there to resolve from. (The DOM for its sanitiser comes from the service.)
  ssr: { noExternal: true },
  root: '.',
  publicDir: 'public',
  build: {
    outDir: 'dist',
    // No inline data: URIs, so the CSP needs no `data:` source.
    assetsInlineLimit: 0,
    sourcemap: false,
    // The server reads it to announce the chunks of a page's lazy parts (modulepreload).
    manifest: true,
    // A stylesheet for the app and one for each lazy part that imports CSS, so a page carries only
    // the rules it can draw. A page the service draws holds its parts' stylesheets in itself
    // beside the app's (src/server/site/render-page.ts): styled from its first paint; on
    // client navigation Vite's loader fetches a part's stylesheet before the part draws.
    cssCodeSplit: true,
    rolldownOptions: {
      output: {
        // Everything the entry loads goes in the entry's one file. Left alone, the bundler split
        // out each module a lazy part shares with it (React, the API client, the catalog…): ten
        // files a first visit fetched one by one, each with its own headers. The worker is an
        // entry of its own and must stay standalone.
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'], test: (id: string) => !id.includes('/src/web/sw/') }],
        },
      },
    },
  },
  test: {
    /*
     * Two files at a time, whatever their project: most of a file's time is spent waiting on the
     * service or the browser it started, so a second file fills the gaps; more only queue for two cores.
     */
    maxWorkers: 2,
    sequence: { sequencer: BrowserFirst },
    /*
     * Files that run in Node share a worker thread and its loaded modules instead of a fresh
     * process each: a fresh jsdom, React and service graph per file was most of what unit and web
     * tests cost (test:unit 110 s → 42 s here). Each file still starts from a clean state: the web
     * setup resets storage and the DOM, services are started per file, and no test reaches module
     * state another file leaves behind. The browser files run in processes (forks) instead.
     */
    pool: 'threads',
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['test/unit/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          include: ['test/contract/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The embedded default's built files against their sources: seconds of building, so
          // not in the inner loop (test:unit).
          name: 'data',
          environment: 'node',
          include: ['test/data/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['test/web/**/*.test.{ts,tsx}'],
          setupFiles: ['test/support/web/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          /*
           * Processes, not threads (Chromium and the services they start are their children), reused
           * from file to file with their loaded modules: playwright and the helpers cost ~1.5 s a file.
           * The files keep no state in shared modules; each opens its own browser.
           */
          pool: 'forks',
          isolate: false,
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/support/browser/unpack-chromium.ts', 'test/support/browser/worker-services.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
}));
