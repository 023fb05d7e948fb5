import type { IncomingMessage } from 'node:http';
import { type DbName } from '../../shared/catalog';
import { SITE_DESCRIPTION, SITE_NAME, wordHeadText } from '../../shared/site';
import type { WordEntry } from '../../shared/wire/schemas';
import { matchWordPath, type WordRoute } from '../../shared/routes';
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

/** Text safe inside an element and inside a quoted attribute value alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface Preview {
  readonly title: string;
  readonly description: string;
  /** Absolute URL of the page, or undefined when the request did not say where it was sent. */
  readonly url: string | undefined;
}

/** The page's own address, from the Host header only when it looks like a host. */
export function pageUrl(req: IncomingMessage, path: string): string | undefined {
  const host = req.headers.host ?? '';
  if (!/^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/.test(host)) return undefined;
  const scheme = req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  return `${scheme}://${host}${path}`;
}

export function wordPreview(entry: WordEntry | undefined, route: WordRoute, url: string | undefined): Preview {
  if (entry === undefined) return { title: SITE_NAME, description: SITE_DESCRIPTION, url };
  const { previewTitle, description } = wordHeadText(entry, route);
  return { title: previewTitle, description, url };
}

export function metaTags(preview: Preview): string {
  const tags: [string, string, string][] = [
    ['property', 'og:title', preview.title],
    ['property', 'og:description', preview.description],
    ['property', 'og:type', 'website'],
    ...(preview.url === undefined ? [] : [['property', 'og:url', preview.url] satisfies [string, string, string]]),
    ['property', 'og:locale', 'fa_IR'],
    ['property', 'og:site_name', SITE_NAME],
    ['name', 'twitter:card', 'summary'],
    ['name', 'twitter:title', preview.title],
    ['name', 'twitter:description', preview.description],
  ];
  return tags.map(([kind, name, value]) => `<meta ${kind}="${name}" content="${escapeHtml(value)}" />`).join('\n    ');
}

/**
 * index.html with the preview's title, description and Open Graph / Twitter tags. Only escaped
 * text goes in, always through replacer functions (a `$&` in a meaning stays text), and no
 * script is added: the app's CSP forbids inline scripts.
 */
export function injectPreview(html: string, preview: Preview): string {
  const title = `<title>${escapeHtml(preview.title)}</title>`;
  const tags = metaTags(preview);
  let out = html.replace(/<meta\s+name="description"[^>]*>\s*/i, () => '');
  out = /<title>[\s\S]*?<\/title>/i.test(out)
    ? out.replace(/<title>[\s\S]*?<\/title>/i, () => `${title}\n    ${tags}`)
    : out.replace(/<head>|^/i, (head) => `${head}${title}\n    ${tags}`);
  return out.replace(
    /(<title>)/,
    () => `<meta name="description" content="${escapeHtml(preview.description)}" />\n    <title>`,
  );
}
