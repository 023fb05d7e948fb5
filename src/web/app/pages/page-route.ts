/**
 * A page of the app, as its route module declares it (pages/<page>/route.tsx): what it draws,
 * and — for the server's render — what it asks first, its status and its head. Its address is the
 * pattern of its name (shared/routes.ts), paired with it in page-routes.ts; the router
 * (app-routes.tsx), the server render (render-plan.ts) and the head all read that one list.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Params } from 'react-router';
import type { PageHead, PostedForm } from '../../../shared/render-port';
import type { InterfaceLanguage } from '../../../shared/interface-language';
import type { Credits } from '../../../shared/credits';
import type { CoreMessages } from '../../i18n/messages-fa';

/** What a page's plan is told of the request it draws. */
export interface PageContext {
  readonly url: URL;
  /** The route's parameters as the router decoded them. */
  readonly params: Params;
  /** The service's base URL the page's queries ask. */
  readonly baseUrl: string;
  /** A form posted to the page (`/read`). */
  readonly posted?: PostedForm | undefined;
  /** The interface the page is drawn in, and its words (for the head). */
  readonly language: InterfaceLanguage;
  readonly messages: CoreMessages;
  /** What the service said of its dictionaries (which hold samples), when it said anything. */
  readonly credits?: Credits | undefined;
}

/** The head of a page beside its title, once its queries are in. */
export type HeadText = Omit<PageHead, 'title'>;

export interface PagePlan {
  /** Bad address: 400; no such page: 404; else the status follows the main query. */
  readonly status: 200 | 400 | 404;
  /** Asks what the page shows; the first query is the page's main one. */
  prefetch(client: QueryClient): Promise<void>;
  readonly mainKey: readonly unknown[] | undefined;
  /** The page worth indexing under its own address (its canonical link). */
  readonly indexed: boolean;
  /** The page's own head from its answers; undefined: the site's. */
  head?(client: QueryClient): HeadText | undefined;
}

/** A page drawn as another address would be (a share, a posted word): its plan is that page's. */
export interface DrawnAs {
  readonly drawnAs: string;
}

export interface PageRoute {
  readonly element: ReactNode;
  /**
   * The server render's plan. A page with queries loads its plan when first rendered, so the
   * browser's entry carries none of it; none at all means a plain 200 not worth indexing.
   */
  readonly plan?: (context: PageContext) => PagePlan | DrawnAs | Promise<PagePlan | DrawnAs>;
}

/** A page with nothing to ask first. */
export function quietPlan(status: 200 | 400 | 404, indexed = false): PagePlan {
  return { status, indexed, mainKey: undefined, prefetch: () => Promise.resolve() };
}
