/**
 * Registers the offline worker (src/web/sw, built to /sw.js) in a production build only, once the
 * app runs the page (entry-client.tsx calls this when it has hydrated), the page has loaded, and
 * the browser is idle: its script and the files it keeps come after everything the reader waits
 * for, never among them. Where it cannot register (no support, private mode), the app simply
 * works online only.
 */

/** Registered by then even on a page that is never idle (a busy phone): the reader wants offline soon. */
const IDLE_WAIT_MS = 5000;

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Trusted Types guard this sink too: the `farhang-sw` policy answers any input with this one script.
  const script =
    window.trustedTypes
      ?.createPolicy('farhang-sw', { createScriptURL: (_url: string) => '/sw.js' })
      .createScriptURL('') ?? '/sw.js';
  const register = () => void navigator.serviceWorker.register(script).catch(() => undefined);
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(register, { timeout: IDLE_WAIT_MS });
    else setTimeout(register, IDLE_WAIT_MS);
  };
  // The app starts after the first paint (src/web/boot.ts), often after the load event.
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
