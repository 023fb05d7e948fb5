/**
 * A page drawn on the server: the page that takes its address (pages/page-routes.ts)
 * says what it asks first, its status and its head. The queries are the very options the page's
 * components read, so the browser finds each answer under the key it asks for and asks nothing
 * again.
 */
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import type { PageHead, PostedForm } from '../../shared/render-port';
import { SITE_TEXT } from '../../shared/site';
import type { InterfaceLanguage } from '../../shared/interface-language';
import type { Credits } from '../../shared/credits';
import type { CoreMessages } from '../i18n/messages-fa';
import { WAIT_UNNAMED_S } from '../../shared/wire/waits';
import { HttpError } from '../api/errors';
import { isReadablePath } from '../../shared/routes';
import { BAD_ADDRESS_ROUTES, ROUTES } from './app-routes';
import { quietPlan, type PagePlan, type PageRoute } from './pages/page-route';

function routeOf(url: URL): { route: PageRoute; params: Record<string, string | undefined> } | undefined {
  const leaf = matchRoutes(isReadablePath(url.pathname) ? ROUTES : BAD_ADDRESS_ROUTES, url.pathname)?.at(-1);
  const route: unknown = leaf?.route.handle;
  return leaf === undefined || route === undefined ? undefined : { route: route as PageRoute, params: leaf.params };
}

/** The interface a page is drawn in, its words, and what its service said of its dictionaries. */
export interface PageSetting {
  readonly language: InterfaceLanguage;
  readonly messages: CoreMessages;
  readonly credits?: Credits | undefined;
}

/** The plan of the page at `url`; `posted`: a form posted to it. */
export async function renderPlan(
  url: URL,
  baseUrl: string,
  setting: PageSetting,
  posted?: PostedForm,
): Promise<PagePlan> {
  const match = routeOf(url);
  if (match === undefined) return quietPlan(404);
  const context = { url, params: match.params, baseUrl, posted, ...setting };
  const plan = (await match.route.plan?.(context)) ?? quietPlan(200);
  if (!('drawnAs' in plan)) return plan;
  // Drawn as another address (a share, a word or two posted): that page's plan, never indexed here.
  return { ...(await renderPlan(new URL(plan.drawnAs, url), baseUrl, setting)), indexed: false };
}

/** The page's head: its own once its answers are in, else the site's (canonical if worth indexing). */
export function renderedHead(
  url: URL,
  plan: PagePlan,
  client: QueryClient,
  title: string,
  language: InterfaceLanguage,
): PageHead {
  const own = plan.status === 200 ? plan.head?.(client) : undefined;
  if (own !== undefined) return { title, ...own };
  const indexed = plan.status === 200 && plan.indexed && url.search === '';
  return {
    title,
    description: SITE_TEXT[language].description,
    previewTitle: SITE_TEXT[language].name,
    ...(indexed ? { canonicalPath: url.pathname } : {}),
  };
}

export interface PageStatus {
  readonly status: number;
  readonly retryAfter?: string;
}

/**
 * The status of the page once its main query is settled: the service's 404, 400 and 413 (a text
 * too long to read) pass through; a service that is busy, over its limit or not there is a 503
 * with Retry-After.
 */
export function pageStatus(plan: PagePlan, client: QueryClient): PageStatus {
  if (plan.status !== 200 || plan.mainKey === undefined) return { status: plan.status };
  const error = client.getQueryState(plan.mainKey)?.error;
  if (error === null || error === undefined) return { status: 200 };
  if (error instanceof HttpError && [400, 404, 413].includes(error.status)) return { status: error.status };
  const wait =
    error instanceof HttpError && error.retryAfterMs !== undefined ? error.retryAfterMs / 1000 : WAIT_UNNAMED_S;
  return { status: 503, retryAfter: String(Math.max(1, Math.ceil(wait))) };
}
