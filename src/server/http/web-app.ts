import { readFile, realpath } from 'node:fs/promises';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError } from './api-error';
import { contentTypeOf } from './content-types';
import { serialize } from './envelope';
import { appHeaders, CORS_HEADERS, JSON_HEADERS } from './security-headers';
import { resolveWebFile } from './web-root';
import { injectPreview, pageUrl, wordPreview, wordRoute, type WordLookup } from './link-preview';
import { OPENSEARCH_PATH, sendOpenSearch } from './opensearch';
import type { V3Port } from '../../shared/page-render';
import type { RateVerdict } from './rate-limit';
import { loadPageRenderer } from './page-renderer';
import { sendPage } from './render-page';
import { localOrigin, publicOrigin } from './page-origin';

/** What the built app reads from `/config.json` at start-up. */
export interface WebConfig {
  readonly apiBase: string;
  readonly token: string;
  readonly product: string;
}

export interface WebOptions {
  /** The build directory (`dist/`), holding index.html and assets/. */
  readonly root: string;
  config(): WebConfig;
  /** Origins of other API servers the app may call, added to the CSP's connect-src. */
  readonly apiOrigins?: readonly string[];
  /** Finds the entry of a word page for its link preview (the app wires the engine or the proxy). */
  readonly lookupWord?: WordLookup;
  /** The service's own v3 operations, for the pages the built server entry renders. */
  readonly pageData?: V3Port;
  /** Takes one page render from the pages' rate bucket (all pages share one: they carry no token). */
  readonly admitPage?: () => RateVerdict;
  /** Told of a part of a page that could not be drawn on the server (the browser draws it). */
  readonly onRenderError?: (error: unknown) => void;
  /** The public origin of absolute URLs in pages (canonical, og:url); else the local listening origin. */
  readonly publicUrl?: string;
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
 * word page, which link-preview bots fetch whatever they accept.
 */
async function isAppPage(req: IncomingMessage, root: string, path: string): Promise<boolean> {
  if (path === '/') return true;
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

  /** A page or file of the app, with the app's headers; its type is the one a file of that name has. */
  const sendBody = (res: ServerResponse, body: Buffer, name: string, cacheControl: string): void => {
    res.writeHead(200, {
      ...CORS_HEADERS,
      ...headers,
      'Content-Type': contentTypeOf(name),
      'Cache-Control': cacheControl,
      'Content-Length': String(body.length),
    });
    res.end(body);
  };
  const sendFile = async (res: ServerResponse, file: string, cacheControl: string): Promise<void> =>
    sendBody(res, await readFile(file), file, cacheControl);

  return async (req, res, path) => {
    if (path === OPENSEARCH_PATH) return sendOpenSearch(req, res);
    if (path === '/config.json') {
      // Same-origin only: without CORS headers no other site can read the bundled token.
      const text = serialize(options.config(), false);
      res.writeHead(200, {
        ...JSON_HEADERS,
        'Cross-Origin-Resource-Policy': 'same-origin',
        'Content-Length': String(Buffer.byteLength(text)),
      });
      res.end(text);
      return;
    }
    const root = await base;
    const pages = await renderer;
    if (pages !== undefined && options.pageData !== undefined && (await isAppPage(req, root, path))) {
      const verdict = options.admitPage?.() ?? { ok: true };
      const v3 = verdict.ok ? options.pageData : busyPort(verdict.retryAfterSeconds);
      const origin = options.publicUrl === undefined ? localOrigin(req) : publicOrigin(options.publicUrl);
      const request = { url: req.url ?? path, origin, config: options.config(), v3, onError: options.onRenderError };
      await sendPage(res, pages, request, headers);
      return;
    }
    const file = await resolveWebFile(root, path);
    if (file !== undefined) {
      await sendFile(res, file, path.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
      return;
    }
    // A word page is fetched by link-preview bots too, whatever they accept: it gets its tags.
    const word = wordRoute(path);
    if (word !== undefined && options.lookupWord !== undefined) {
      const entry = await options.lookupWord(word.db, word.title, word.num);
      const html = await readFile(join(root, 'index.html'), 'utf8');
      const page = Buffer.from(injectPreview(html, wordPreview(entry, word, pageUrl(req, path))));
      sendBody(res, page, 'index.html', 'no-cache');
      return;
    }
    // A deep link such as /word/moein/امید/1 is a route of the app, not a file.
    if (wantsHtml(req) && !path.startsWith('/assets/')) {
      await sendFile(res, join(root, 'index.html'), 'no-cache');
      return;
    }
    throw new ApiError('not_found', 'no such file or operation at this path');
  };
}
