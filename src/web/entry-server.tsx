/**
 * The app's server entry, built by `vite build --ssr` to dist/.server/entry-server.js and loaded
 * by the service (never its source). A page is drawn by the same components the browser runs: the
 * queries the page needs are asked first through the service's own port (api/api-client's server
 * port), the tree is rendered to HTML once every lazy part is in, and the answers go into the
 * page's state so the browser hydrates without asking them again.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { RenderPage, RenderRequest, RenderedPage, V3Port } from '../shared/render-port';
import { App } from './app/app';
import { pageStatus, renderedHead, renderPlan } from './app/render-plan';
import { RenderedTitle } from './components/page-title';
import { pageTitle } from '../shared/site';
import { setServerWindow } from './components/sanitized-html';
import { setServerPort } from './api/api-client';
import { RenderedParts } from './parts/lazy-part';
import { pageStateScript } from './app/hydration-state';
import { normaliseBaseUrl } from './connection/settings-store';
import { searchWithoutToken } from './connection/url-token';
import { creditsOf } from './connection/service-credits';
import { loadMessages, MESSAGES_MODULES } from './i18n/load-messages';
import { LANGUAGE_PARAM, searchWithoutLanguage } from '../shared/interface-language';

// Each render asks through its own service's port, found from the render's async context, so two
// services in one process (tests) never answer each other's pages.
const ports = new AsyncLocalStorage<V3Port>();
setServerPort((method, params) => {
  const port = ports.getStore();
  if (port === undefined) return Promise.reject(new Error('a v3 call outside a page render'));
  return port(method, params);
});
let sanitizerWindow: Window | undefined;

/**
 * A QueryClient for one page: no retries (the page answers at once), and a failed answer drawn as
 * it failed — by default an errored query counts as about to be fetched again, and would be drawn
 * as a skeleton instead of its 404.
 */
function pageQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: 60 * 60 * 1000 } },
  });
}

async function html(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}

async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const { url, config } = request;
  // The service's one server-side DOM for DOMPurify, as the browser's window is for the client.
  if (sanitizerWindow !== request.window) {
    sanitizerWindow = request.window;
    setServerWindow(request.window);
  }
  const location = new URL(url, 'http://page.invalid');
  // The browser takes a pasted token out of its address before it hydrates: draw that address.
  const withoutToken = searchWithoutToken(location.search);
  if (withoutToken !== null) location.search = withoutToken;
  // `?lang=` chose the language (the service read it); the page stands at its own address.
  const withoutLanguage = searchWithoutLanguage(location.search);
  if (withoutLanguage !== null) location.search = withoutLanguage;
  const { language } = request;
  const messages = await loadMessages(language);
  const baseUrl = normaliseBaseUrl(config.apiBase);
  const client = pageQueryClient();
  const { posted } = request;
  const credits = creditsOf(config);
  const plan = await renderPlan(location, baseUrl, { language, messages, credits: credits?.byDb }, posted);
  await plan.prefetch(client);
  const parts = new Set<string>();
  let title = pageTitle(undefined, language);
  const { prelude } = await prerenderToNodeStream(
    <RenderedTitle value={(text) => (title = text)}>
      <RenderedParts value={parts}>
        <StaticRouter location={`${location.pathname}${location.search}`}>
          <App queryClient={client} posted={posted} credits={credits} language={language} messages={messages} />
        </StaticRouter>
      </RenderedParts>
    </RenderedTitle>,
    {
      // A part that fails on the server is drawn by the browser instead; the page still goes out,
      // and the failure is told to the service's log.
      onError: (error) => request.onError?.(error),
      // Every part inline, in order: a big part would otherwise be sent after the rest and moved
      // in place by an inline script, which the CSP forbids.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const body = await html(prelude);
  const head = renderedHead(location, plan, client, title, language);
  // A page asked in a named language is that language's version: its canonical address names it
  // too (the address without it is x-default, which follows the reader).
  const named = withoutLanguage !== null && head.canonicalPath !== undefined;
  const queries = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  const page: RenderedPage = {
    ...pageStatus(plan, client),
    head: named ? { ...head, canonicalPath: `${head.canonicalPath}?${LANGUAGE_PARAM}=${language}` } : head,
    body,
    stateScript: pageStateScript({ config, queries, parts: [...parts], posted }),
    // The page's table is fetched with its parts, before the app hydrates.
    modules: [...parts, MESSAGES_MODULES[language]],
  };
  client.clear();
  return page;
}

export const render: RenderPage = (request) => ports.run(request.v3, () => renderPage(request));
