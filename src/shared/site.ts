/**
 * The site's name and description, and the text of a page's head that both the app's rendered
 * pages and the service's link previews show: one source, so a search result, a shared link and
 * the installed app all say the same.
 */
import { dbInfo } from './catalog';
import { firstLine } from './plain-text';
import type { WordRoute } from './routes';

export const SITE_NAME = 'فرهنگ';
/** What the site does, in a line: the installed app's and OpenSearch's description. */
export const SITE_PURPOSE = 'جست‌وجوی واژه در فرهنگ‌های فارسی';
/** A page's description when it has none of its own. */
export const SITE_DESCRIPTION = `${SITE_NAME}: ${SITE_PURPOSE}`;
/** The longest description a head carries: longer ones are cut by search engines and previews anyway. */
const MAX_DESCRIPTION = 200;

/** «<page> | فرهنگ», or just the site's name for the home page. */
export function pageTitle(page?: string): string {
  return page ? `${page} | ${SITE_NAME}` : SITE_NAME;
}

/** A word page's description (its meaning's first line) and the title a link preview shows. */
export function wordHeadText(
  entry: { readonly title: string; readonly title_en: string; readonly text: string },
  route: WordRoute,
): { readonly description: string; readonly previewTitle: string } {
  const word = entry.title.trim() || entry.title_en.trim() || route.title;
  return {
    description: firstLine(entry.text, MAX_DESCRIPTION) || SITE_DESCRIPTION,
    previewTitle: `${word} — ${dbInfo(route.db).source}`,
  };
}
