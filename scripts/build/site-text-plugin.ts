/**
 * Writes the site's name and description (src/shared/site.ts) into index.html, where it says
 * `%FARHANG_SITE_NAME%` and `%FARHANG_SITE_DESCRIPTION%`: the static shell says what the rendered
 * pages and link previews say, from the same source.
 */
import type { Plugin } from 'vite';
import { SITE_DESCRIPTION, SITE_NAME } from '../../src/shared/site.js';

/** Text safe inside an element and inside a quoted attribute value alike. */
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** index.html with the site's name and description written in, as the build writes it. */
export function withSiteText(html: string): string {
  return html
    .replaceAll('%FARHANG_SITE_NAME%', () => escapeHtml(SITE_NAME))
    .replaceAll('%FARHANG_SITE_DESCRIPTION%', () => escapeHtml(SITE_DESCRIPTION));
}

export function siteText(): Plugin {
  return { name: 'farhang-site-text', transformIndexHtml: { order: 'pre', handler: withSiteText } };
}
