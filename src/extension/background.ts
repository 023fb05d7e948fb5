/**
 * The extension's background: on install and at each start it closes the local storage area (the
 * service's token) to content scripts where the browser can (Chromium's setAccessLevel), so a
 * compromised page process holds no token. Firefox has no such switch: there the area is in reach
 * of our content script's own code, which never reads it, and never of the page's.
 *
 * It also carries the popover's messages. Firefox gives an extension page framed in a web page
 * only what it gives a content script: runtime messages from the content script never reach it,
 * and it has no tabs API to answer with. So both sides send here, and the background hands each
 * message to every frame of the sender's tab, where the frame it is meant for takes it.
 */
import { isPopoverMessage } from './messages';
import { platform } from './platform';

function closeTokenToPages(): void {
  void platform().storage.local.setAccessLevel?.({ accessLevel: 'TRUSTED_CONTEXTS' });
}

platform().runtime.onInstalled.addListener(closeTokenToPages);
platform().runtime.onStartup.addListener(closeTokenToPages);

platform().runtime.onMessage.addListener((message, sender) => {
  const tab = sender.tab?.id;
  if (tab === undefined || !isPopoverMessage(message)) return;
  void platform()
    .tabs.sendMessage(tab, message)
    .catch(() => undefined);
});
