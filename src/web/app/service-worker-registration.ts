/**
 * Registers the offline worker (src/web/sw, built to /sw.js) in a production build only, once the
 * page has loaded so it never competes with the first visit. Where it cannot register (no
 * support, private mode), the app simply works online only.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Trusted Types guard this sink too: the `farhang-sw` policy answers any input with this one script.
  const script =
    window.trustedTypes
      ?.createPolicy('farhang-sw', { createScriptURL: (_url: string) => '/sw.js' })
      .createScriptURL('') ?? '/sw.js';
  const register = () => void navigator.serviceWorker.register(script).catch(() => undefined);
  // The app may start after the load event (src/web/boot.ts starts it after the first paint).
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}
