/**
 * The app's browser entry. A page served by the service arrives drawn, with its state in a JSON
 * block: the service's config (no /config.json to wait for), the answers the server asked, and the
 * lazy parts the page holds. Start-up, in order: clean a pasted token out of the address, set the
 * theme (no inline script: the CSP forbids it), take the config, load the page's parts, then
 * hydrate what the server drew — the queries already answered, so nothing is asked twice.
 *
 * A page without that block (the service worker's cached shell when the network is slow or gone,
 * or a static host) asks /config.json first and renders from scratch.
 */
import './styles/fonts.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { PageHydrated } from './app/page-hydrated';
import { loadParts } from './parts/lazy-part';
import { readPageState } from './app/hydration-state';
import { createQueryClient } from './api/query-client';
import { applyConfig, loadRuntimeConfig } from './connection/runtime-config';
import { registerServiceWorker } from './app/service-worker-registration';
import { yieldToMain } from './app/yield-to-main';
import { holdSavedSettings, releaseSavedSettings } from './connection/settings-store';
import { initTheme } from './theme/theme';
import { initTextSize } from './preferences/text-size';
import { stripTokenFromAddress } from './connection/url-token';
import { creditsOf, type ServiceCredits } from './connection/service-credits';
import { loadMessages } from './i18n/load-messages';
import { keepFirstLanguage, showLanguage, startingLanguage } from './i18n/language-choice';
import type { CoreMessages } from './i18n/messages-fa';
import { searchWithoutLanguage, type InterfaceLanguage } from '../shared/interface-language';
import type { PostedForm } from '../shared/render-port';

/** The interface a page starts in, and its table. */
interface StartLanguage {
  readonly language: InterfaceLanguage;
  readonly messages: CoreMessages;
}

/**
 * The page's language, its table loaded (English is a chunk of its own) and its `?lang=` taken out
 * of the address, as the server drew the page without it.
 */
async function pageLanguage(): Promise<StartLanguage> {
  const language = startingLanguage();
  showLanguage(language);
  keepFirstLanguage(language);
  const rest = searchWithoutLanguage(location.search);
  if (rest !== null) history.replaceState(history.state, '', `${location.pathname}${rest}${location.hash}`);
  return { language, messages: await loadMessages(language) };
}

/** `done`, run the first time only: the page hydrates once, then each new page mounts its mark again. */
function once(done: () => void): () => void {
  let ran = false;
  return () => {
    if (ran) return;
    ran = true;
    done();
  };
}

/**
 * Said on <html data-app="ready"> once the app runs the page (the page reads the same before);
 * only then the offline worker, which nothing on the page waits for.
 */
function markReady(): void {
  document.documentElement.dataset['app'] = 'ready';
  registerServiceWorker();
}

function tree(
  queryClient: QueryClient,
  credits: ServiceCredits | undefined,
  { language, messages }: StartLanguage,
  done = markReady,
  posted?: PostedForm,
) {
  return (
    <StrictMode>
      <BrowserRouter>
        <PageHydrated value={once(done)}>
          <App queryClient={queryClient} posted={posted} credits={credits} language={language} messages={messages} />
        </PageHydrated>
      </BrowserRouter>
    </StrictMode>
  );
}

async function start(): Promise<void> {
  // The modules' evaluation ends its task first: what follows runs in tasks of its own.
  await yieldToMain();
  // On a built page the boot script has cleaned the address and set the theme already; again here
  // for `npm run dev`, which has no boot script (both are harmless twice), and initTheme also
  // tells the app which theme the reader chose (initTextSize likewise the text size).
  stripTokenFromAddress();
  initTheme();
  initTextSize();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const queryClient = createQueryClient();
  const state = readPageState();
  const language = pageLanguage();
  if (state === undefined) {
    // No config in the page: wait for it (a slow network is no reason to start without a token).
    const config = await loadRuntimeConfig();
    createRoot(container).render(tree(queryClient, config && creditsOf(config), await language));
    return;
  }
  applyConfig(state.config);
  // Drawn as the server drew it: with the service's own settings, and a failed answer (a 404) as
  // the failure it is, not as a query about to be asked again. Both as usual once hydrated.
  holdSavedSettings();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryOnMount: false } });
  hydrate(queryClient, state.queries);
  const [started] = await Promise.all([language, loadParts(state.parts)]);
  // Reading the state and filling the cache end their task too: hydration begins on a fresh one.
  await yieldToMain();
  // As a transition: React hydrates in short slices and yields between them, so a tap or a key
  // during start-up is answered at once instead of after one long task (the page is readable
  // meanwhile: the server drew it).
  startTransition(() => {
    hydrateRoot(
      container,
      tree(
        queryClient,
        creditsOf(state.config),
        started,
        () => {
          queryClient.setDefaultOptions(defaults);
          releaseSavedSettings();
          markReady();
        },
        state.posted,
      ),
      // A page that cannot hydrate is drawn again by the browser; say so where tests and readers'
      // bug reports see it, with the cause.
      { onRecoverableError: (error, info) => console.error('hydration:', error, info.componentStack) },
    );
  });
}

void start();
