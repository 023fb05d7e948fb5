/**
 * The extension's background: on install and at each start it closes the local storage area (the
 * service's token) to content scripts where the browser can (Chromium's setAccessLevel), so a
 * compromised page process holds no token. Firefox has no such switch: there the area is in reach
 * of our content script's own code, which never reads it, and never of the page's.
 */
import { platform } from './platform';

function closeTokenToPages(): void {
  void platform().storage.local.setAccessLevel?.({ accessLevel: 'TRUSTED_CONTEXTS' });
}

platform().runtime.onInstalled.addListener(closeTokenToPages);
platform().runtime.onStartup.addListener(closeTokenToPages);
