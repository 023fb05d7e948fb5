/**
 * A drawn page in its reader's language: which one a request gets (shared/interface-language.ts:
 * `?lang=`, then the `lang` cookie, then Accept-Language), the page's `<html lang dir>`, its alternates
 * for crawlers (hreflang), and the headers that keep a cache from handing one reader's language to
 * another.
 */
import type { IncomingMessage } from 'node:http';
import {
  chooseLanguage,
  directionOf,
  INTERFACE_LANGUAGES,
  LANGUAGE_PARAM,
  type InterfaceLanguage,
} from '../../shared/interface-language';
import { escapeHtml } from './head-tags';
import { SITE_TEXT } from '../../shared/site';

/** What a page's language depends on besides its address. */
export const LANGUAGE_VARY = 'Cookie, Accept-Language';

export function requestLanguage(req: IncomingMessage, url: string): InterfaceLanguage {
  const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  const param = new URLSearchParams(query).get(LANGUAGE_PARAM);
  return chooseLanguage({ param, cookie: req.headers.cookie, acceptLanguage: req.headers['accept-language'] });
}

const HTML_TAG = /<html\b[^>]*>/i;
const NOSCRIPT = /<noscript\b[^>]*>[\s\S]*?<\/noscript\s*>/i;
const SEARCH_LINK = /<link\s+rel="search"[\s\S]*?\/>/i;
const MANIFEST = '<link rel="manifest" href="/manifest.webmanifest" />';

/** What the template says in Persian that an English page says in English. */
const ENGLISH_NOSCRIPT =
  '<noscript>Without JavaScript you still see meanings and search results; the library and settings need JavaScript.</noscript>';
/** The installed app's name and description in English (public/manifest-en.webmanifest). */
const ENGLISH_MANIFEST = '<link rel="manifest" href="/manifest-en.webmanifest" />';
/** The browser's search engine entry, in English (opensearch.ts reads the `lang`). */
const ENGLISH_SEARCH = `<link rel="search" type="application/opensearchdescription+xml" title="${SITE_TEXT.en.name}" href="/opensearch.xml?lang=en" />`;

/**
 * The built shell in `language`: `<html lang dir data-lang>` (data-lang: the service chose it, the
 * browser starts in it), and in English the noscript line, the manifest and the search engine's.
 */
export function withLanguage(html: string, language: InterfaceLanguage): string {
  const tagged = html.replace(
    HTML_TAG,
    () => `<html lang="${language}" dir="${directionOf(language)}" data-lang="${language}">`,
  );
  if (language === 'fa') return tagged;
  return tagged
    .replace(NOSCRIPT, () => ENGLISH_NOSCRIPT)
    .replace(MANIFEST, () => ENGLISH_MANIFEST)
    .replace(SEARCH_LINK, () => ENGLISH_SEARCH);
}

/**
 * `<link rel="alternate" hreflang>` for each language and x-default (the address without `lang`,
 * which follows the reader), from the page's canonical path and never the request's query, which
 * may carry a token; none without an origin or for a page that has no canonical address.
 */
export function alternateTags(origin: string | undefined, canonicalPath: string | undefined): string[] {
  if (origin === undefined || canonicalPath === undefined) return [];
  return languageAlternates(origin, canonicalPath).map(
    ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
  );
}

/** A page's address in each interface language and as x-default (the one that follows the reader): a drawn page's head and the sitemap name the same. */
export function languageAlternates(origin: string, path: string): { hreflang: string; href: string }[] {
  const bare = path.split('?')[0] ?? path;
  return [
    ...INTERFACE_LANGUAGES.map((language) => ({
      hreflang: language,
      href: `${origin}${bare}?${LANGUAGE_PARAM}=${language}`,
    })),
    { hreflang: 'x-default', href: `${origin}${bare}` },
  ];
}
