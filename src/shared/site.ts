/**
 * The site's name and description: one source, so a search result, a shared link, the shell and
 * the installed app all say the same.
 */
export const SITE_NAME = 'فرهنگ';
/** What the site does, in a line: the installed app's and OpenSearch's description. */
export const SITE_PURPOSE = 'جست‌وجوی واژه در فرهنگ‌های فارسی';
/** A page's description when it has none of its own. */
export const SITE_DESCRIPTION = `${SITE_NAME}: ${SITE_PURPOSE}`;

/** «<page> | فرهنگ», or just the site's name for the home page. */
export function pageTitle(page?: string): string {
  return page ? `${page} | ${SITE_NAME}` : SITE_NAME;
}
