/**
 * The site's addresses, read and written in one place: the app's router, its server render, the
 * service's link previews, sitemap and OpenSearch description all take their paths from here, so
 * an address the app draws is the address the service lists. No address ever holds the token.
 */
import { toDbName, type DbName } from './catalog';

/** Every page's path pattern (react-router's syntax, which the app's router reads as is). */
export const ROUTE_PATTERNS = {
  home: '/',
  search: '/search',
  word: '/word/:db/:title/:num',
  compare: '/compare',
  read: '/read',
  share: '/share',
  settings: '/settings',
  library: '/library',
  about: '/about',
} as const;

export type PageName = keyof typeof ROUTE_PATTERNS;

/** The entry a `/word/:db/:title/:num` address names. */
export interface WordRoute {
  readonly db: DbName;
  readonly title: string;
  readonly num: number;
}

/**
 * The decoded parts of `/word/:db/:title/:num` when they can name an entry at all: a known db, a
 * title, an ordinal ≥ 1 in plain digits. The app's word page and the service's link preview read
 * an address alike, so a preview is never made for a page the app would call a bad address.
 */
export function parseWordRoute(raw: Readonly<Record<string, string | undefined>>): WordRoute | undefined {
  const db = toDbName(raw['db'] ?? '');
  const title = (raw['title'] ?? '').trim();
  const num = raw['num'] ?? '';
  if (db === undefined || title === '' || !/^[1-9]\d{0,8}$/.test(num)) return undefined;
  return { db, title, num: Number(num) };
}

/**
 * Whether a page's path (percent-encoded, as requested) can be read at all: escapes that are no
 * UTF-8 (`/word/moein/%E0%A4%A/1`, a link cut short) name no page, and the app and the service
 * both draw it as a bad address (400) with a search box.
 */
export function isReadablePath(pathname: string): boolean {
  // The decoded value is kept: a bundler drops a bare decodeURIComponent() call as free of effects.
  let decoded: string | undefined;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = undefined;
  }
  return decoded !== undefined;
}

/** The word a path (percent-encoded, as requested) names; undefined for any other path. */
export function matchWordPath(pathname: string): WordRoute | undefined {
  const parts = pathname.split('/');
  if (parts.length !== 5 || parts[0] !== '' || parts[1] !== 'word') return undefined;
  try {
    const [db, title, num] = parts.slice(2).map((part) => decodeURIComponent(part));
    return parseWordRoute({ db, title, num });
  } catch {
    return undefined;
  }
}

/**
 * `/word/<db>/<title>/<num>`, percent-encoded; `highlight`: the words to mark in its meaning
 * (`?hl=`); `form`: the form an exact search was asked for, when it is not the headword (`?form=`).
 */
export function wordPath(db: string, title: string, num: number, highlight = '', form = ''): string {
  const path = withHighlight(`/word/${encodeURIComponent(db)}/${encodeURIComponent(title)}/${num}`, highlight);
  return form === '' ? path : `${path}${path.includes('?') ? '&' : '?'}form=${encodeURIComponent(form)}`;
}

/** A word page's address with the words to mark (none: the plain address). */
export function withHighlight(path: string, highlight: string): string {
  return highlight === '' ? path : `${path}?hl=${encodeURIComponent(highlight)}`;
}

/** `/search?q=…` plus any other search parameters given (type, db, page, rows). */
export function searchPath(q: string, extra: Readonly<Record<string, string>> = {}): string {
  return `${ROUTE_PATTERNS.search}?${new URLSearchParams({ q, ...extra }).toString()}`;
}

/** `/compare?word=…[&db=a,b]`: one headword side by side in the named dictionaries (a default set when none). */
export function comparePath(word: string, dbs?: readonly string[]): string {
  // Database names need no escaping, so `db` keeps readable commas.
  return `${ROUTE_PATTERNS.compare}?word=${encodeURIComponent(word)}${dbs ? `&db=${dbs.join(',')}` : ''}`;
}

/** `/read`, or `/read?text=…` with a text to read. */
export function readPath(text = ''): string {
  return text === '' ? ROUTE_PATTERNS.read : `${ROUTE_PATTERNS.read}?${new URLSearchParams({ text }).toString()}`;
}
