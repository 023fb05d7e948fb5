/// <reference lib="webworker" />
/**
 * The app's own service worker, built to /sw.js (scope `/`) by scripts/build/service-worker-plugin.ts.
 * Install keeps the app shell (every built file); pages, /config.json and the dictionary's answers
 * go to the network first and fall back to Cache Storage, so pages and words already seen open
 * offline; the picture reader's files are kept the first time a picture is read, never before. API answers are kept under their URL less the token: no key ever holds it.
 */
import { handlingOf } from './sw-requests';
import {
  keptOrFetched,
  networkThenCopy,
  pageOrShell,
  precachedFile,
  type Keeping,
  type KeepAlive,
} from './sw-strategies';

declare const self: ServiceWorkerGlobalScope;
/** Written in front of this script by the build: a version from the files' contents, and their paths. */
declare const FARHANG_BUILD: { readonly version: string; readonly files: readonly string[] };

const SHELL_CACHE = `farhang-shell-${FARHANG_BUILD.version}`;
// Not tied to a build: words read before an update stay readable after it. Version 2: copies kept
// by version 1 held the token in their URL, so activate drops them.
const WORDS_CACHE = 'farhang-words-2';
const LISTS_CACHE = 'farhang-lists-2';
const CONFIG_CACHE = 'farhang-config-1';
// The picture reader's worker, cores and model: not tied to a build (their folder is named by
// their contents), and room for two folders' seven files, the one in use and the one before.
const OCR_CACHE = 'farhang-ocr-1';
const MAX_OCR_FILES = 14;
const CONFIG_PATH = '/config.json';
const KEPT = new Set([SHELL_CACHE, WORDS_CACHE, LISTS_CACHE, CONFIG_CACHE, OCR_CACHE]);
const PRECACHED = new Set(FARHANG_BUILD.files);
const MAX_WORDS = 500;
const MAX_LISTS = 100;
const PAGE_TIMEOUT_MS = 3000;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      // Hash-named assets may come from the HTTP cache; the rest (index.html, icons) must be fresh.
      await cache.addAll(
        FARHANG_BUILD.files.map(
          (path) => new Request(path, { cache: path.startsWith('/assets/') ? 'default' : 'no-cache' }),
        ),
      );
      // The page that installs the worker fetched /config.json before the worker was there: keep
      // it now, or an offline start before the next visit would run without the app's token. A
      // service without one (a static host) is no reason to fail the install.
      const config = await caches.open(CONFIG_CACHE);
      await config.add(new Request(CONFIG_PATH, { cache: 'no-store' })).catch(() => undefined);
      // The worker only ever falls back to the network's last word, so a new build may take over
      // open tabs at once instead of waiting for every one of them to close.
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith('farhang-') && !KEPT.has(name)).map((name) => caches.delete(name)),
      );
      // Control the tab that installed the worker, so its next word is kept for offline reading.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const handling = handlingOf(event.request, self.location.origin, PRECACHED);
  if (handling === 'network') return;
  const keepAlive: KeepAlive = (work) => event.waitUntil(work);
  const keeping = (cacheName: string, max: number): Keeping => ({ cacheName, max, keepAlive });
  if (handling === 'shell') event.respondWith(pageOrShell(event.request, SHELL_CACHE, PAGE_TIMEOUT_MS));
  else if (handling === 'precached') event.respondWith(precachedFile(event.request, SHELL_CACHE));
  else if (handling === 'ocr') event.respondWith(keptOrFetched(event.request, keeping(OCR_CACHE, MAX_OCR_FILES)));
  else if (handling === 'config') event.respondWith(networkThenCopy(event.request, keeping(CONFIG_CACHE, 1)));
  else if (handling === 'word') event.respondWith(networkThenCopy(event.request, keeping(WORDS_CACHE, MAX_WORDS)));
  else event.respondWith(networkThenCopy(event.request, keeping(LISTS_CACHE, MAX_LISTS)));
});
