/**
 * A word page's link preview when the service has no server entry to draw the page: the static
 * shell with the word's head (head-tags.ts), so a shared link shows the word and its meaning.
 */
import type { IncomingMessage } from 'node:http';
import type { DbName } from '../../shared/catalog';
import type { PageHead } from '../../shared/render-port';
import { matchWordPath, wordPath, type WordRoute } from '../../shared/routes';
import { SITE_TEXT } from '../../shared/site';
import type { InterfaceLanguage } from '../../shared/interface-language';
import { wordHeadText } from '../../shared/word-head';
import type { WordEntry } from '../../shared/wire/schemas';
import { fitsTextLength } from '../../shared/wire/text-length';

/**
 * Finds one entry for a word page's preview; undefined when there is none (or it cannot be had
 * now). `from` is the page's request, whose client the lookup is counted against.
 */
export type WordLookup = (
  db: DbName,
  title: string,
  num: number,
  from?: IncomingMessage,
) => Promise<WordEntry | undefined>;

/**
 * The word a page's path names, read by the shared route parser as the app reads it; a title
 * longer than the API takes would only be refused, so it gets no lookup.
 */
export function wordRoute(path: string): WordRoute | undefined {
  const route = matchWordPath(path);
  return route === undefined || !fitsTextLength(route.title) ? undefined : route;
}

/** The preview's head: the word and its dictionary, its meaning's first line; the site's when there is no entry. */
export function wordPreview(
  entry: WordEntry | undefined,
  route: WordRoute,
  language: InterfaceLanguage = 'fa',
): PageHead {
  const canonicalPath = wordPath(route.db, route.title, route.num);
  const site = SITE_TEXT[language];
  if (entry === undefined) {
    return { title: site.name, previewTitle: site.name, description: site.description, canonicalPath };
  }
  const { previewTitle, description } = wordHeadText(entry, route, language);
  return { title: previewTitle, previewTitle, description, canonicalPath };
}
