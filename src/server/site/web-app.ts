import { readFile, realpath } from 'node:fs/promises';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError } from '../ports/api-error';
import { contentTypeOf } from '../http/content-types';
import { serialize } from '../api/envelope';
import { appHeaders, isOcrWorkerScript, JSON_HEADERS, OCR_WORKER_POLICY, type Headers } from '../http/security-headers';
import { resolveWebFile } from './web-root';
import { wordPreview, wordRoute, type WordLookup } from './link-preview';
import { headTags, withHead } from './head-tags';
import { OPENSEARCH_PATH, sendOpenSearch } from './opensearch';
import { sendAnswer, type Precompressed } from '../http/compress';
import { etagOf } from '../http/etag';
import { readPrecompressed } from './precompressed';
import { ROBOTS_PATH, sendRobots } from './robots';
import { isSitemapPath, sendSitemap, SITEMAP_INDEX_PATH } from './sitemap';
import type { WordPages } from '../ports/word-pages';
import type { V3Port } from '../../shared/render-port';
import { APP_CONFIG_PATH, type AppConfig } from '../../shared/app-config';
import { EXTENSION_ZIP_PATH } from '../../shared/extension-files';
import { extensionZips } from './extension-zip';
import { isReadablePath } from '../../shared/routes';
import type { RateVerdict } from '../ports/rate-limiter';
import { loadPageRenderer } from './server-entry';
import { sendPage } from './render-page';
import { siteOrigin } from './site-origin';
import { postedText } from './posted-text';
import { alternateTags, LANGUAGE_VARY, requestLanguage, withLanguage } from './page-language';
import { errorBody } from '../api/envelope';
import { CLOSE } from '../http/request-body';

export interface WebOptions {
  /** The build directory (`dist/`), holding index.html and assets/. */
  readonly root: string;
  /** The app's configuration, at `/config.json` and in every drawn page. */
  config(): AppConfig;
  /** Origins of other API servers the app may call, added to the CSP's connect-src. */
  readonly apiOrigins?: readonly string[];
  /** Finds the entry of a word page for its link preview (the app wires the engine or the proxy). */
  readonly lookupWord?: WordLookup;
  /** The service's own v3 operations for a page the built server entry renders, asked as its reader. */
  readonly pageData?: (req: IncomingMessage, res: ServerResponse) => V3Port;
  /** Takes one page render from the pages' rate bucket (shared by pages, split per client of `req`). */
  readonly admitPage?: (req: IncomingMessage) => RateVerdict | Promise<RateVerdict>;
  /** Told of a part of a page that could not be drawn on the server (the browser draws it). */
  readonly onRenderError?: (error: unknown) => void;
  /**
   * The site's public origin (`--public-url`), the source of absolute URLs: canonical, og:url, the
   * sitemap, robots.txt. Without it pages use the address the service listens on, the sitemap is
   * left out, and the request's Host is never used.
   */
  readonly publicUrl?: string;
  /** Every word page, for the sitemap; without it (proxy mode) there is no sitemap. */
  readonly words?: WordPages;
  /** URLs a sitemap file (50,000 unless a test asks for less). */
  readonly sitemapLimit?: number;
}

/**
 * A reading form's port: `read` answers the refusal of the posted body (413 past the cap, 400 for
 * a bad form) as `POST /api/read` would, whatever part of the text was kept; the page's other
 * calls go on as usual.
 */
function refusingRead(v3: V3Port, refused: ApiError): V3Port {
  const answer = { status: refused.status, body: errorBody(refused, {}) };
  return (method, params) => (method === 'read' ? Promise.resolve(answer) : v3(method, params));
}

/** A v3 port that answers every call 503, for a page rendered while the pages' bucket is empty. */
function busyPort(retryAfterSeconds: number): V3Port {
  const body = { response: { status: false, code: 503, error: 'unavailable', message: 'too many pages', state: null } };
  return () => Promise.resolve({ status: 503, body, retryAfter: String(retryAfterSeconds) });
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

function wantsHtml(req: IncomingMessage): boolean {
  return (req.headers.accept ?? '').includes('text/html');
}

/**
 * A page of the app: `/`, or an address that names no file and is asked for as a page — or is a
 * word page, which link-preview bots fetch whatever they accept, or cannot be read at all.
 */
async function isAppPage(req: IncomingMessage, root: string, path: string): Promise<boolean> {
  // An address cut short or mangled (`%E0%A4%A`) is a page too: the app's bad address, whatever is accepted.
  if (path === '/' || (!isReadablePath(path) && !path.startsWith('/assets/'))) return true;
  if (path.startsWith('/assets/') || !(wantsHtml(req) || wordRoute(path) !== undefined)) return false;
  return (await resolveWebFile(root, path)) === undefined;
}

/** Serves the built app: its files, `/config.json`, `/opensearch.xml`, and index.html for the app's own routes. */
export function createWebHandler(
  options: WebOptions,
): (req: IncomingMessage, res: ServerResponse, path: string) => Promise<void> {
  const headers = appHeaders(options.apiOrigins);
  const base = realpath(options.root);
  // Never answer with a rejected promise nobody awaits yet.
  base.catch(() => undefined);
  const renderer = options.pageData === undefined ? Promise.resolve(undefined) : base.then(loadPageRenderer);
  renderer.catch(() => undefined);
  // A rendered page carries its stylesheets (the app's, its parts') and the boot script inline: its
  // policy allows those styles and that one script by their hashes, and nothing a page lacks.
  const pageHeaders = renderer.then(
    (pages) => (styles: readonly string[]) =>
      appHeaders(options.apiOrigins, { styles, scripts: pages?.boot === undefined ? [] : [pages.boot.source] }),
  );
  pageHeaders.catch(() => undefined);

  /**
   * A page or file of the app, with the app's headers; its type is the one a file of that name
   * has. What may change (pages, the worker, icons) gets an ETag to revalidate with.
   */
  const sendBody = (
    req: IncomingMessage,
    res: ServerResponse,
    body: Buffer,
    name: string,
    cacheControl: string,
    precompressed: Precompressed = {},
    extra: Headers = {},
  ): void => {
    const type = { 'Content-Type': contentTypeOf(name), 'Cache-Control': cacheControl, ...extra };
    // A hashed script, stylesheet or font is never a document or a worker, so no policy of the
    // page's applies to it; of the app's headers it keeps only nosniff — on a cold visit the
    // twenty-odd files would otherwise carry ~9 KB of headers no browser reads (decision 020).
    // The app's files and pages are for our own origin: no CORS header (the API keeps its own).
    const own: Headers =
      cacheControl === IMMUTABLE ? { 'X-Content-Type-Options': 'nosniff' } : { ...headers, ETag: etagOf(body) };
    sendAnswer(req, res, 200, { ...own, ...type }, body, precompressed);
  };
  const sendFile = async (
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    cacheControl: string,
    extra: Headers = {},
  ) =>
    sendBody(
      req,
      res,
      await readFile(file),
      file,
      cacheControl,
      await readPrecompressed(file, req.headers['accept-encoding']),
      extra,
    );
  const zips = base.then(extensionZips);
  zips.catch(() => undefined);
  const sitemap =
    options.publicUrl === undefined || options.words === undefined
      ? undefined
      : { publicUrl: options.publicUrl, words: options.words, limit: options.sitemapLimit };

  return async (req, res, path) => {
    if (path === OPENSEARCH_PATH) return sendOpenSearch(req, res, options.publicUrl);
    if (path === APP_CONFIG_PATH) {
      // Same-origin only: without CORS headers no other site can read the bundled token; and it
      // carries the token, so no cache but the reader's own may keep it, and that one not either.
      const text = serialize(options.config(), false);
      const policy = { 'Cross-Origin-Resource-Policy': 'same-origin', 'Cache-Control': 'private, no-store' };
      return sendAnswer(req, res, 200, { ...JSON_HEADERS, ...policy }, text);
    }
    if (path === EXTENSION_ZIP_PATH) {
      // Built for this service's own address and the token its web app is handed (public already).
      const zip = await (await zips)(siteOrigin(req, options.publicUrl, 'socket'), options.config().token);
      if (zip === undefined) throw new ApiError('not_found', 'this service was built without the browser extension');
      const download = {
        'Content-Type': 'application/zip',
        'Content-Disposition': 'attachment; filename="farhang-extension.zip"',
        'Cache-Control': 'private, no-cache',
        'X-Content-Type-Options': 'nosniff',
      };
      return sendAnswer(req, res, 200, download, zip);
    }
    if (path === ROBOTS_PATH) return sendRobots(req, res, sitemap && `${sitemap.publicUrl}${SITEMAP_INDEX_PATH}`);
    if (sitemap !== undefined && isSitemapPath(path)) return sendSitemap(req, res, path, sitemap);
    const root = await base;
    const pages = await renderer;
    // Only the reading page is posted to (serving/app.ts): its form's text, read before admission.
    const posted = req.method === 'POST' ? await postedText(req) : undefined;
    if (pages !== undefined && options.pageData !== undefined && (posted || (await isAppPage(req, root, path)))) {
      const verdict = (await options.admitPage?.(req)) ?? { ok: true };
      const ported = verdict.ok ? options.pageData(req, res) : busyPort(verdict.retryAfterSeconds);
      const v3 = posted?.refused === undefined ? ported : refusingRead(ported, posted.refused);
      const origin = siteOrigin(req, options.publicUrl, 'socket');
      const url = req.url ?? path;
      const language = requestLanguage(req, url);
      const request = { url, origin, config: options.config(), v3, onError: options.onRenderError, language };
      // A body left unread past the cap is never read: the connection closes after the page.
      const close = posted?.unread === true ? CLOSE : {};
      const form = posted === undefined ? undefined : { text: posted.text, refused: posted.refused !== undefined };
      const page = { ...request, posted: form };
      const headersOf = await pageHeaders;
      await sendPage(req, res, pages, page, (styles) => ({ ...headersOf(styles), ...close }));
      return;
    }
    if (posted !== undefined) throw new ApiError('not_found', 'the reading page is not built into this service');
    // Without the build's server entry no page can say so in Persian: the refusal of docs/v3-contract.md §3.1.
    if (!isReadablePath(path)) throw new ApiError('invalid_parameter', 'the path is not valid percent-encoded UTF-8');
    const file = await resolveWebFile(root, path);
    if (file !== undefined) {
      // The recogniser's worker runs under its own script's policy: it gets one of its own.
      const extra: Headers = isOcrWorkerScript(path) ? { 'Content-Security-Policy': OCR_WORKER_POLICY } : {};
      await sendFile(req, res, file, path.startsWith('/assets/') ? IMMUTABLE : 'no-cache', extra);
      return;
    }
    // A word page is fetched by link-preview bots too, whatever they accept: it gets its tags.
    const word = wordRoute(path);
    if (word !== undefined && options.lookupWord !== undefined) {
      const entry = await options.lookupWord(word.db, word.title, word.num, req);
      const html = await readFile(join(root, 'index.html'), 'utf8');
      // In the reader's language (a shared link opens in the recipient's), so its ETag and any
      // cache's copy vary on what chose it.
      const url = req.url ?? path;
      const language = requestLanguage(req, url);
      const origin = siteOrigin(req, options.publicUrl, 'none');
      const head = wordPreview(entry, word, language);
      const tags = [headTags(head, origin, language), ...alternateTags(origin, head.canonicalPath)];
      const page = Buffer.from(withHead(withLanguage(html, language), tags.join('\n    ')));
      const varies = { Vary: LANGUAGE_VARY, 'Content-Language': language };
      sendBody(req, res, page, 'index.html', 'no-cache', {}, varies);
      return;
    }
    // A deep link such as /word/moein/امید/1 is a route of the app, not a file.
    if (wantsHtml(req) && !path.startsWith('/assets/')) {
      await sendFile(req, res, join(root, 'index.html'), 'no-cache');
      return;
    }
    throw new ApiError('not_found', 'no such file or operation at this path');
  };
}
