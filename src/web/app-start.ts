/**
 * How the boot script (src/web/boot.ts) finds the app's modules and when it starts them. A page
 * drawn by the service is whole before any script runs, so its modules wait until that page has
 * been painted: a request begun before the paint would compete with it on a slow link, and
 * performance tools charge every such request to the page's largest text.
 */

/** Where a rendered page lists the app's modules, entry first (src/server/site/render-page.ts). */
export const MODULES_META = 'farhang-modules';

/** Started anyway this long after boot: a page never painted (a hidden tab) still gets its app. */
const PAINT_WAIT_MS = 3000;

/**
 * Runs `start` once: after the page's first contentful paint has been shown, where the browser
 * reports paints; else after the next frame. The guard covers a tab never shown.
 */
export function afterFirstPaint(start: () => void, win: Window & typeof globalThis = globalThis.window): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  win.setTimeout(once, PAINT_WAIT_MS);
  if (win.PerformanceObserver?.supportedEntryTypes?.includes('paint') === true) {
    const observer = new win.PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      // A task of its own: the paint's own work is done before any module is asked for.
      win.setTimeout(once, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
    return;
  }
  win.requestAnimationFrame(() => win.setTimeout(once, 0));
}

/** The app's modules, entry first: a rendered page's list, or the shell's announced entry. */
export function appModules(doc: Document = document): { readonly modules: string[]; readonly drawn: boolean } {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${MODULES_META}"]`);
  if (meta !== null) return { modules: meta.content.split(' ').filter((url) => url !== ''), drawn: true };
  const entry = doc.querySelector<HTMLLinkElement>('link[rel="modulepreload"][data-app]');
  return { modules: entry === null ? [] : [entry.href], drawn: false };
}

/** Asks for every part's chunk at once, then imports the entry, which hydrates the page. */
export function startApp(modules: readonly string[], doc: Document = document): void {
  const [entry, ...parts] = modules;
  for (const href of parts) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
  // An app that cannot load (a dropped link, a blocked file) leaves the page as the server drew
  // it, readable as without JavaScript: no error to throw at the reader.
  if (entry !== undefined) import(/* @vite-ignore */ entry).catch(() => undefined);
}
