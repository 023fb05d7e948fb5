/**
 * The sitemap (sitemaps.org 0.9): `/sitemap.xml` is an index of files `/sitemap-words-<k>.xml`,
 * each listing at most `limit` word pages (the protocol allows 50,000 a file). Both are written
 * from the store as they are sent (see compress-stream.ts), so they hold at a million entries.
 * Every URL is absolute on the configured public origin.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { WordPages } from '../ports/word-pages';
import { ApiError } from '../ports/api-error';
import { sendStream } from '../http/compress-stream';
import { escapeHtml } from './head-tags';
import { languageAlternates } from './page-language';
import { wordPath } from '../../shared/routes';
import { CORS_HEADERS, JSON_HEADERS } from '../http/security-headers';

export const SITEMAP_INDEX_PATH = '/sitemap.xml';
/** The protocol's limit of URLs a sitemap file. */
export const SITEMAP_LIMIT = 50_000;

const FILE_PATH = /^\/sitemap-words-(\d{1,9})\.xml$/;
const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** Where `<xhtml:link>` comes from: a page's language versions, as Google reads them in a sitemap. */
const XHTML = 'http://www.w3.org/1999/xhtml';
/** About this many characters a chunk handed to the socket (or the compressor). */
const CHUNK_CHARS = 32 * 1024;

export interface SitemapOptions {
  /** The public origin, e.g. `https://farhang.example`. */
  readonly publicUrl: string;
  readonly words: WordPages;
  /** URLs a file; SITEMAP_LIMIT unless a test asks for less. */
  readonly limit?: number;
}

export function isSitemapPath(path: string): boolean {
  return path === SITEMAP_INDEX_PATH || FILE_PATH.test(path);
}

const filePath = (k: number): string => `/sitemap-words-${k}.xml`;

/** Lines joined into chunks of about CHUNK_CHARS, so neither a line nor a whole file is a chunk. */
function* chunked(lines: Iterable<string>): Generator<string> {
  let chunk = '';
  for (const line of lines) {
    chunk += line;
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk !== '') yield chunk;
}

function* indexLines(options: SitemapOptions, limit: number): Generator<string> {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${XMLNS}">\n`;
  for (const k of options.words.files(limit)) {
    yield `  <sitemap><loc>${escapeHtml(options.publicUrl + filePath(k))}</loc></sitemap>\n`;
  }
  yield '</sitemapindex>\n';
}

function* fileLines(options: SitemapOptions, k: number, limit: number): Generator<string> {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${XMLNS}" xmlns:xhtml="${XHTML}">\n`;
  for (const route of options.words.pages(k, limit)) {
    const path = wordPath(route.db, route.title, route.num);
    // Each language version of the page, itself included, as the head's hreflang links name them.
    const alternates = languageAlternates(options.publicUrl, path).map(
      ({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`,
    );
    yield `  <url><loc>${escapeHtml(options.publicUrl + path)}</loc>${alternates.join('')}</url>\n`;
  }
  yield '</urlset>\n';
}

/** Answers the index or one of its files; a file number the index does not list is a 404. */
export async function sendSitemap(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  options: SitemapOptions,
): Promise<void> {
  const limit = options.limit ?? SITEMAP_LIMIT;
  let produce: () => Iterable<string>;
  if (path === SITEMAP_INDEX_PATH) {
    produce = () => chunked(indexLines(options, limit));
  } else {
    const k = Number(FILE_PATH.exec(path)?.[1]);
    if (!options.words.files(limit).includes(k)) throw new ApiError('not_found', 'no such sitemap file');
    produce = () => chunked(fileLines(options, k, limit));
  }
  const headers = {
    ...CORS_HEADERS,
    // A resource, not a page: the API's no-sniff, no-render, no-referrer policies.
    ...JSON_HEADERS,
    'Content-Type': 'application/xml; charset=utf-8',
    // The entries change only when dictionaries are imported again.
    'Cache-Control': 'public, max-age=3600',
  };
  await sendStream(req, res, 200, headers, produce);
}
