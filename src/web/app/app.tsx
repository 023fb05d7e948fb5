import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PostedText } from '../features/read/model/posted-text';
import { AppRoutes } from './app-routes';
import { CreditsProvider, type ServiceCredits } from '../connection/service-credits';
import { LanguageProvider } from '../i18n/language-context';
import type { CoreMessages } from '../i18n/messages-fa';
import type { InterfaceLanguage } from '../../shared/interface-language';
import type { PostedForm } from '../../shared/render-port';

interface AppProps {
  readonly queryClient: QueryClient;
  /** The form the page was posted with (`POST /read`), on the server and as it hydrates. */
  readonly posted?: PostedForm | undefined;
  /** What the service's config said of its dictionaries' sources (none from a proxy or a static host). */
  readonly credits?: ServiceCredits | undefined;
  /** The interface's language and its table, already loaded (loadMessages): no table is in the main chunk. */
  readonly language: InterfaceLanguage;
  readonly messages: CoreMessages;
}

/**
 * The whole app below the router: entry-client.tsx wraps it in a BrowserRouter, tests in a MemoryRouter at
 * any address, each with its own QueryClient.
 */
export function App({ queryClient, posted, credits, language, messages }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider language={language} messages={messages}>
        <CreditsProvider value={credits}>
          <PostedText value={posted}>
            <AppRoutes />
          </PostedText>
        </CreditsProvider>
      </LanguageProvider>
    </QueryClientProvider>
  );
}
