/**
 * The first script of every page, and the only one that runs before the page is first drawn. A
 * page served by the service arrives drawn already, and names the app's modules in
 * `<meta name="farhang-modules">` (the entry first, then the chunks of the page's lazy parts):
 * they are fetched — all at once, never one after another — and the app hydrates only once the
 * page has been drawn. On a slow link the meaning's font and markup then have the line to
 * themselves, and on a phone whose scripts come from its cache, hydrating no longer holds the
 * first frame back (decision 020). The app's own shell (index.html as built) announces the entry
 * with a `modulepreload` marked `data-app` instead, fetched at once: it has nothing to draw first.
 *
 * Before the frame it does what the page must not be drawn without: a token pasted into the
 * address leaves it (and the history entry), and the reader's chosen theme is on <html
 * data-theme> — no inline script: the CSP forbids it. The build bundles it on its own with the
 * two small modules it uses (scripts/build/boot-plugin.ts), so nothing else runs early.
 */
import { stripTokenFromAddress } from './connection/url-token';
import { applyTheme, readThemePreference } from './theme/theme-attribute';

/** Where a rendered page lists the app's modules, entry first (src/server/site/render-page.ts). */
export const MODULES_META = 'farhang-modules';

/** Runs `start` once the page has been drawn: after the next frame, or soon anyway in a tab never shown. */
export function afterFirstFrame(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 1000);
}

/** The app's modules, entry first: a rendered page's list, or the shell's announced entry. */
export function appModules(doc: Document = document): string[] {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${MODULES_META}"]`);
  if (meta !== null) return meta.content.split(' ').filter((url) => url !== '');
  const entry = doc.querySelector<HTMLLinkElement>('link[rel="modulepreload"][data-app]');
  return entry === null ? [] : [entry.href];
}

function startApp(modules: readonly string[]): void {
  const [entry, ...parts] = modules;
  for (const href of parts) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (entry !== undefined) void import(/* @vite-ignore */ entry);
}

if (typeof document !== 'undefined') {
  const modules = appModules();
  if (modules.length > 0) {
    stripTokenFromAddress();
    applyTheme(readThemePreference());
    afterFirstFrame(() => startApp(modules));
  }
}
