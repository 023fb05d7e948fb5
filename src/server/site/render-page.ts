import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendAnswer } from '../http/compress';
import type { AppConfig } from '../../shared/app-config';
import type { PostedForm, RenderedPage, V3Port } from '../../shared/render-port';
import { escapeHtml, headTags, withHead } from './head-tags';
import type { PageRenderer } from './server-entry';
import type { Headers } from '../http/security-headers';
import type { InterfaceLanguage } from '../../shared/interface-language';
import { alternateTags, LANGUAGE_VARY, withLanguage } from './page-language';

const ROOT = '<div id="root"></div>';

/** The built shell's announcement of the app's entry (scripts/build/boot-plugin.ts). */
const APP_ENTRY = /<link rel="modulepreload" crossorigin href="([^"]+)" data-app \/>/;
/** Where src/web/boot.ts reads a rendered page's modules from. */
const MODULES_META = 'farhang-modules';

/**
 * The font to preload, and the app's modules: the entry and its parts' chunks, all named at once
 * for the boot script to fetch after the page's first paint (src/web/boot.ts, decision 020) — a
 * rendered page is readable before any of them runs, so on a slow link they never compete with
 * the font and the markup for the first paint. (A build without the boot script gets the chunks
 * preloaded.)
 */
function preloadTags(renderer: PageRenderer, page: RenderedPage, entry: string | undefined): string {
  const chunks = renderer.chunksOf(page.modules).filter((file) => !renderer.template.includes(file));
  const font =
    renderer.font === undefined
      ? []
      : [`<link rel="preload" as="font" type="font/woff2" crossorigin href="${renderer.font}" />`];
  const modules =
    entry === undefined
      ? chunks.map((file) => `<link rel="modulepreload" crossorigin href="${file}" />`)
      : [`<meta name="${MODULES_META}" content="${escapeHtml([entry, ...chunks].join(' '))}" />`];
  return [...font, ...modules].join('\n    ');
}

/**
 * The stylesheets of the page's parts after the app's, in the page as the app's is (each with the
 * link that tells the app's loader it is there, inline-assets.ts): a part drawn by the server is
 * styled from the first paint, and its stylesheet is neither fetched nor waited for when it loads.
 */
function partStyleTags(renderer: PageRenderer, page: RenderedPage): string[] {
  return renderer
    .stylesOf(page.modules)
    .map((style) =>
      typeof style === 'string'
        ? `<link rel="stylesheet" crossorigin href="${style}" />`
        : `<style>${style.text}</style>${style.tag}`,
    );
}

/** The CSP sources of the stylesheets a page carries in itself: the app's and its parts'. */
function styleSources(renderer: PageRenderer, page: RenderedPage): string[] {
  const parts = renderer.stylesOf(page.modules).flatMap((style) => (typeof style === 'string' ? [] : [style.source]));
  return renderer.style === undefined ? parts : [renderer.style.source, ...parts];
}

/**
 * The built index.html with the page in it: its head in place of the template's title and
 * description, its stylesheets and boot script written in (src/server/site/inline-assets.ts), its
 * markup in #root, its state right after. Every insertion goes through a replacer function, so a
 * `$&` in a meaning stays text.
 */
export function pageHtml(
  renderer: PageRenderer,
  page: RenderedPage,
  origin: string,
  language: InterfaceLanguage = 'fa',
): string {
  const { style, boot } = renderer;
  const entry = APP_ENTRY.exec(renderer.template)?.[1];
  const tags = [headTags(page.head, origin, language), ...alternateTags(origin, page.head.canonicalPath)].join(
    '\n    ',
  );
  const parts = partStyleTags(renderer, page);
  let template = withLanguage(renderer.template, language);
  if (style !== undefined) {
    const styles = [`<style>${style.text}</style>`, ...parts].join('\n    ');
    template = template.replace(style.tag, () => styles);
  }
  const head = [tags, preloadTags(renderer, page, entry), ...(style === undefined ? parts : [])].join('\n    ');
  if (boot !== undefined) template = template.replace(boot.tag, () => `<script>${boot.text}</script>`);
  return withHead(
    template.replace(APP_ENTRY, () => ''),
    head,
  ).replace(ROOT, () => `<div id="root">${page.body}</div>\n    ${page.stateScript}`);
}

export interface PageRequest {
  /** Path and query string of the page. */
  readonly url: string;
  /** The public origin absolute URLs are made from (never the request's Host). */
  readonly origin: string;
  readonly config: AppConfig;
  readonly v3: V3Port;
  readonly onError?: ((error: unknown) => void) | undefined;
  /** A reading form posted to the page (which reads its text with `v3('read')`). */
  readonly posted?: PostedForm | undefined;
  /** The interface language the reader gets (page-language.ts). */
  readonly language: InterfaceLanguage;
}

/**
 * Renders and sends one page. The page carries the app's token in its state, so it is never kept
 * by a shared cache (`private, no-store`), never readable by another origin (no CORS header, and
 * Cross-Origin-Resource-Policy), and its status says what the page says: 200, 400, 404 or 503.
 * It is drawn in the reader's language, which the cookie and Accept-Language choose: it varies on them.
 */
export async function sendPage(
  req: IncomingMessage,
  res: ServerResponse,
  renderer: PageRenderer,
  request: PageRequest,
  /** The app's headers, their policy allowing the page's inline styles (by these hashes) and the boot script. */
  headersOf: (styles: readonly string[]) => Readonly<Headers>,
): Promise<void> {
  const { url, config, v3, onError, posted, language } = request;
  const window = renderer.window;
  const page = await renderer.render({
    url,
    config,
    v3,
    window,
    language,
    ...(onError === undefined ? {} : { onError }),
    ...(posted === undefined ? {} : { posted }),
  });
  const body = Buffer.from(pageHtml(renderer, page, request.origin, language));
  sendAnswer(
    req,
    res,
    page.status,
    {
      ...headersOf(styleSources(renderer, page)),
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'Content-Language': language,
      Vary: LANGUAGE_VARY,
      'Cross-Origin-Resource-Policy': 'same-origin',
      ...(page.retryAfter === undefined ? {} : { 'Retry-After': page.retryAfter }),
    },
    body,
  );
}
