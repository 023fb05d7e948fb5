/**
 * The one builder of a page's head in HTML, for the pages the app's server entry renders and the
 * link previews the service writes into the static shell alike: title, description, canonical
 * link and the Open Graph / Twitter tags link previews read.
 */
import type { PageHead } from '../../shared/render-port';
import { SITE_TEXT } from '../../shared/site';
import type { InterfaceLanguage } from '../../shared/interface-language';

const LOCALES: Readonly<Record<InterfaceLanguage, string>> = { fa: 'fa_IR', en: 'en_US' };

/** Text safe inside an element and inside a quoted attribute value alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function previewTags(head: PageHead, url: string | undefined, language: InterfaceLanguage): string[] {
  const tags: [string, string, string][] = [
    ['property', 'og:title', head.previewTitle],
    ['property', 'og:description', head.description],
    ['property', 'og:type', 'website'],
    ...(url === undefined ? [] : [['property', 'og:url', url] satisfies [string, string, string]]),
    ['property', 'og:locale', LOCALES[language]],
    ['property', 'og:site_name', SITE_TEXT[language].name],
    ['name', 'twitter:card', 'summary'],
    ['name', 'twitter:title', head.previewTitle],
    ['name', 'twitter:description', head.description],
  ];
  return tags.map(([kind, name, value]) => `<meta ${kind}="${name}" content="${escapeHtml(value)}" />`);
}

/** The head's tags; absolute URLs only from `origin` (none: no canonical link, no og:url). */
export function headTags(head: PageHead, origin: string | undefined, language: InterfaceLanguage = 'fa'): string {
  const url = head.canonicalPath === undefined || origin === undefined ? undefined : `${origin}${head.canonicalPath}`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    ...(url === undefined ? [] : [`<link rel="canonical" href="${escapeHtml(url)}" />`]),
    ...previewTags(head, url, language),
  ].join('\n    ');
}

/**
 * The page `html` with `tags` in place of its title and description. Only escaped text goes in,
 * always through replacer functions (a `$&` in a meaning stays text), and no script is added: the
 * app's CSP forbids inline scripts.
 */
export function withHead(html: string, tags: string): string {
  const out = html.replace(/<meta\s+name="description"[^>]*>\s*/i, () => '');
  return /<title>[\s\S]*?<\/title>/i.test(out)
    ? out.replace(/<title>[\s\S]*?<\/title>/i, () => tags)
    : out.replace(/<head>|^/i, (head) => `${head}${tags}`);
}
