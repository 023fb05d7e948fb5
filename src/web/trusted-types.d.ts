/**
 * The page's Trusted Types, which the DOM typings predate: the factory on `window` (absent where
 * the browser has none) and the sinks the app hands trusted values to.
 */
import type { TrustedScriptURL, TrustedTypePolicyFactory } from 'trusted-types/lib';

declare global {
  interface Window {
    readonly trustedTypes?: TrustedTypePolicyFactory;
  }
  interface ServiceWorkerContainer {
    register(scriptURL: TrustedScriptURL | string, options?: RegistrationOptions): Promise<ServiceWorkerRegistration>;
  }
}
