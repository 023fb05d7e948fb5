import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError } from '../ports/api-error';
import { escapeHtml } from './head-tags';
import { siteOrigin } from './site-origin';
import { SITE_TEXT } from '../../shared/site';
import { LANGUAGE_PARAM, type InterfaceLanguage } from '../../shared/interface-language';
import { CORS_HEADERS, JSON_HEADERS } from '../http/security-headers';
import { ROUTE_PATTERNS } from '../../shared/routes';

/** Where the app's `<link rel="search">` points: the browser adds the site to its address bar from it. */
export const OPENSEARCH_PATH = '/opensearch.xml';

/**
 * The OpenSearch 1.1 description of the app's search page on `origin`. No suggestions URL: the
 * service's /v3/suggest needs a token, and a token must never sit in a URL a browser stores.
 * Escaping uses numeric references only, which XML reads like HTML does.
 */
function openSearchDocument(origin: string, language: InterfaceLanguage): string {
  const site = SITE_TEXT[language];
  const at = (path: string): string => escapeHtml(`${origin}${path}`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">
  <ShortName>${escapeHtml(site.name)}</ShortName>
  <Description>${escapeHtml(site.purpose)}</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Language>${language}</Language>
  <Image width="192" height="192" type="image/png">${at('/icons/icon-192.png')}</Image>
  <Image type="image/svg+xml">${at('/icons/icon.svg')}</Image>
  <Url type="text/html" method="get" template="${at(`${ROUTE_PATTERNS.search}?q={searchTerms}`)}"/>
  <Url type="application/opensearchdescription+xml" rel="self" template="${at(language === 'fa' ? OPENSEARCH_PATH : `${OPENSEARCH_PATH}?${LANGUAGE_PARAM}=${language}`)}"/>
</OpenSearchDescription>
`;
}

/**
 * Answers `/opensearch.xml` for the site's configured public origin; a service with none (a test,
 * `--port 0`) uses the origin the request was sent to, its Host checked the way it always was, and
 * a Host that is not a plain host name is refused rather than echoed. An English page links it
 * with `?lang=en` (page-language.ts): the address, not a cookie, names its language, so a shared
 * cache keeps one copy of each.
 */
export function sendOpenSearch(req: IncomingMessage, res: ServerResponse, publicUrl?: string): void {
  const origin = siteOrigin(req, publicUrl, 'host');
  if (origin === undefined) throw new ApiError('invalid_parameter', 'the Host header does not name a host');
  const asked = new URL(req.url ?? '/', 'http://x.invalid').searchParams.get(LANGUAGE_PARAM);
  const body = Buffer.from(openSearchDocument(origin, asked === 'en' ? 'en' : 'fa'));
  res.writeHead(200, {
    ...CORS_HEADERS,
    // A resource like an API answer: the same no-sniff, no-render, no-referrer policies.
    ...JSON_HEADERS,
    'Content-Type': 'application/opensearchdescription+xml; charset=utf-8',
    // A day: the document changes only when the site moves; browsers re-read it rarely anyway.
    'Cache-Control': 'public, max-age=86400',
    Vary: 'X-Forwarded-Proto',
    'Content-Length': String(body.length),
  });
  res.end(body);
}
