/**
 * What a page needs before it can be drawn on the server, and what status its answer carries. The
 * queries are the very options the page's components read, so the browser finds each answer under
 * the key it asks for and asks nothing again.
 */
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { parseWordRoute } from '../../shared/routes';
import { searchQueryOptions } from '../features/search/api/search-options';
import { parseSearchView } from '../features/search/model/search-url';
import { toSearchRequest } from '../features/search/model/search-request';
import { closeWordsOptions } from '../features/word/api/close-words-options';
import { readOptions } from '../features/read/api/read-options';
import { HttpError } from '../api/errors';
import { headwordOptions } from '../api/headword-query';
import { wordOptions } from '../api/word-query';
import { ROUTES } from './app-routes';
import { searchedWhenShared, shareTarget } from './share-target';
import { searchPath } from '../../shared/routes';

/** Seconds a 503 asks to wait when the service named none. */
const RETRY_AFTER_SECONDS = 5;

export interface PagePlan {
  /** Bad address: 400; no such page: 404; else the status follows the main query. */
  readonly status: 200 | 400 | 404;
  /** Asks what the page shows; the first query is the page's main one. */
  prefetch(client: QueryClient): Promise<void>;
  readonly mainKey: readonly unknown[] | undefined;
  /** The page worth indexing under its own address. */
  readonly indexed: boolean;
}

const NOTHING = async () => undefined;

/** `postedText`: the text of a form posted to `/read`. */
export function pagePlan(url: URL, baseUrl: string, postedText?: string): PagePlan {
  const leaf = matchRoutes(ROUTES, url.pathname)?.at(-1);
  const path = leaf?.route.path;
  if (leaf === undefined || path === '*') return { status: 404, prefetch: NOTHING, mainKey: undefined, indexed: false };
  // A shared text is drawn as the page it opens (share-route.tsx).
  if (path === 'share') return { ...pagePlan(new URL(shareTarget(url.searchParams), url), baseUrl), indexed: false };
  if (path === 'read') return readPlan(url, baseUrl, postedText);
  if (path === 'word/:db/:title/:num') {
    const word = parseWordRoute(leaf.params);
    if (word === undefined) return { status: 400, prefetch: NOTHING, mainKey: undefined, indexed: false };
    const main = wordOptions(baseUrl, word);
    return {
      status: 200,
      mainKey: main.queryKey,
      indexed: true,
      prefetch: async (client) => {
        await Promise.all([client.prefetchQuery(main), client.prefetchQuery(headwordOptions(baseUrl, word.title))]);
        // Only a missing word shows close headwords; the extra search waits for that answer.
        const error = client.getQueryState(main.queryKey)?.error;
        if (error instanceof HttpError && error.status === 404) {
          await client.prefetchQuery(closeWordsOptions(baseUrl, word.title));
        }
      },
    };
  }
  if (path === 'search') {
    const view = parseSearchView(url.searchParams);
    const q = view.q.trim();
    if (q === '') return { status: 200, prefetch: NOTHING, mainKey: undefined, indexed: false };
    // The server knows no reader's default dictionaries: a URL without `db` searches them all.
    const main = searchQueryOptions(toSearchRequest({ ...view, q }, view.db ?? []));
    return {
      status: 200,
      mainKey: main.queryKey,
      indexed: false,
      prefetch: (client) => client.prefetchQuery(main),
    };
  }
  return { status: 200, prefetch: NOTHING, mainKey: undefined, indexed: url.pathname === '/' };
}

function readPlan(url: URL, baseUrl: string, postedText: string | undefined): PagePlan {
  // A word or two posted (the share target posts here) is drawn as its search (read-route.tsx).
  if (postedText !== undefined && searchedWhenShared(postedText)) {
    return { ...pagePlan(new URL(searchPath(postedText.trim()), url), baseUrl), indexed: false };
  }
  const text = postedText ?? url.searchParams.get('text') ?? '';
  if (text.trim() === '') return { status: 200, prefetch: NOTHING, mainKey: undefined, indexed: url.search === '' };
  const main = readOptions(baseUrl, text);
  return { status: 200, mainKey: main.queryKey, indexed: false, prefetch: (client) => client.prefetchQuery(main) };
}

export interface PageStatus {
  readonly status: number;
  readonly retryAfter?: string;
}

/**
 * The status of the page once its main query is settled: the service's 404, 400 and 413 (a text
 * too long to read) pass through;
 * a service that is busy, over its limit or not there is a 503 with Retry-After.
 */
export function pageStatus(plan: PagePlan, client: QueryClient): PageStatus {
  if (plan.status !== 200 || plan.mainKey === undefined) return { status: plan.status };
  const error = client.getQueryState(plan.mainKey)?.error;
  if (error === null || error === undefined) return { status: 200 };
  if (error instanceof HttpError && [400, 404, 413].includes(error.status)) return { status: error.status };
  const wait =
    error instanceof HttpError && error.retryAfterMs !== undefined ? error.retryAfterMs / 1000 : RETRY_AFTER_SECONDS;
  return { status: 503, retryAfter: String(Math.max(1, Math.ceil(wait))) };
}
