/**
 * The port between the service and the app's built server entry (`dist/.server/entry-server.js`):
 * the service hands a page request and a way to ask its own v3 operations; the entry renders the
 * page with the app's React components and hands back its status, head and body. Neither side
 * imports the other; both read these types.
 */
import type { AppConfig } from './app-config';
import type { InterfaceLanguage } from './interface-language';

import type { V3Operation } from './wire/operations';

/** One v3 answer as the service would send it over HTTP. */
export interface V3Reply {
  readonly status: number;
  /** The parsed JSON body (the v3 envelope). */
  readonly body: unknown;
  /** The Retry-After header of a 503, in seconds, when there is one. */
  readonly retryAfter?: string | undefined;
}

/**
 * Asks the service's own v3 operation in-process: no token, no HTTP, the service's own checks.
 * `read` is `POST /api/read`, its text in `params.text`.
 */
export type V3Port = (method: V3Operation | 'read', params: Readonly<Record<string, string>>) => Promise<V3Reply>;

/**
 * A reading form posted to the page: its text, decoded and checked for size, and whether it was
 * refused (413, 400), when the text is what of it could be kept and the page says why — never a
 * share's search.
 */
export interface PostedForm {
  readonly text: string;
  readonly refused?: boolean | undefined;
}

export interface RenderRequest {
  /** The page's path and query string, as requested (`/word/moein/…/1?lang=…`). */
  readonly url: string;
  /** The app's configuration, handed to the browser with the page. */
  readonly config: AppConfig;
  /** The interface language the page is drawn in (the service chose it: `?lang=`, cookie, Accept-Language). */
  readonly language: InterfaceLanguage;
  readonly v3: V3Port;
  /** A `<form method="post" action="/read">` the page is drawn for. */
  readonly posted?: PostedForm | undefined;
  /** A server-side DOM window (jsdom) for the sanitiser, which the entry does not bundle. */
  readonly window: Window & typeof globalThis;
  /** Told of a part of the page that failed to render on the server (the browser draws it instead). */
  readonly onError?: (error: unknown) => void;
}

export interface PageHead {
  /** The document title, «… | فرهنگ» (or «… | Farhang»). */
  readonly title: string;
  /** A line for search engines and link previews, from the meaning where there is one. */
  readonly description: string;
  /** The page's canonical path (no origin): present only for a page worth indexing. */
  readonly canonicalPath?: string | undefined;
  /** A title for link previews (Open Graph), without the site's name. */
  readonly previewTitle: string;
}

export interface RenderedPage {
  /** 200, 400 (bad address or parameter), 404 (no such page or word) or 503 (service unavailable). */
  readonly status: number;
  /** Seconds, with a 503. */
  readonly retryAfter?: string | undefined;
  readonly head: PageHead;
  /** The markup that goes inside `<div id="root">`. */
  readonly body: string;
  /** A complete `<script type="application/json">` element holding the config and the queries. */
  readonly stateScript: string;
  /** Source modules (as in Vite's manifest) of the lazy parts the page rendered, for modulepreload. */
  readonly modules: readonly string[];
}

/** The server entry's one export. */
export type RenderPage = (request: RenderRequest) => Promise<RenderedPage>;

/** The id of the state element in the page. */
export const PAGE_STATE_ID = 'farhang-state';

/**
 * JSON that can stand inside a `<script>` element of an HTML page: no `<`, `>` or `&` (so no
 * `</script>`, `<!--` or `]]>` can end or change it) and no U+2028/U+2029; JSON.parse reads the
 * escapes back as the same characters.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
