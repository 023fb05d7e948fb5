/**
 * The popover page, drawn in the frame the content script puts on a page (its id in the address's
 * fragment): it waits for words from its own content script, over the extension's messaging
 * (through the background: messages.ts), and answers with its height and its close. The service
 * and token come from the extension's settings; the token rides only in this page's own requests
 * (never a page's, never a Referer).
 */
import '../../web/styles/fonts.css';
import '../../web/styles/base.css';
import '../../web/styles/components.css';
import '../../web/features/read/read.css';
import '../extension.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '../../web/api/query-client';
import { setDefaultSettings } from '../../web/connection/settings-store';
import { LanguageProvider } from '../../web/i18n/language-context';
import { loadMessages } from '../../web/i18n/load-messages';
import { isHide, isLook, type FrameMessage, type LookMessage } from '../messages';
import { platform } from '../platform';
import { serviceSettings } from '../extension-settings';
import { readerLanguage } from '../reader-language';
import { PopoverApp } from './popover-app';

const frame = location.hash.slice(1);

/** To the content script that made this frame, through the background (messages.ts). */
function report(message: Omit<FrameMessage, 'frame'>): void {
  void platform()
    .runtime.sendMessage({ ...message, frame } satisfies FrameMessage)
    .catch(() => undefined);
}

function Popover({ service }: { readonly service: string }) {
  const [look, setLook] = useState<LookMessage | undefined>(undefined);
  useEffect(() => {
    platform().runtime.onMessage.addListener((message, sender) => {
      // Chromium also hands the frame the content script's own sends (they come from a tab);
      // only the background's copies count, so each comes once and in the order it was sent.
      if (sender.tab !== undefined) return;
      if (isLook(message, frame)) {
        // The same word sent again (the frame was loading) keeps its popover: the key is the same.
        setLook(message);
      } else if (isHide(message, frame)) setLook(undefined);
    });
  }, []);
  return look === undefined ? null : (
    <PopoverApp key={`${look.sentence}\u0000${look.at}`} look={look} service={service} report={report} />
  );
}

const settings = await serviceSettings();
setDefaultSettings({ baseUrl: settings.service, token: settings.token, product: 'farhang-extension' });
const language = readerLanguage();
document.documentElement.lang = language;
document.documentElement.dir = language === 'fa' ? 'rtl' : 'ltr';
const messages = await loadMessages(language);
const root = document.getElementById('root');
if (root !== null) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <LanguageProvider language={language} messages={messages}>
          <Popover service={settings.service} />
        </LanguageProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
