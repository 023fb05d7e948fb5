/**
 * The URL is the search's state: `/search?q=…&type=…&db=a,b&page=N&rows=N`. Parsing is lenient
 * (a hand-edited or old link still opens something sensible); building omits the defaults.
 */
import { filterNames, type DbName } from '../../../../shared/catalog';
import { ROUTE_PATTERNS } from '../../../../shared/routes';
import { toSearchType, type SearchType } from '../../../../shared/search-types';

export const ROWS_CHOICES = [10, 20, 50] as const;
export type Rows = (typeof ROWS_CHOICES)[number];
export const DEFAULT_ROWS: Rows = 10;

/** The service refuses a `start` above this (docs/v3-contract.md §4.3). */
export const MAX_START = 10_000;

/** Dictionaries in priority order; empty means every dictionary in the catalog's order. */
export type DbSelection = readonly DbName[];

/** `db=all` says "every dictionary" explicitly, overriding the reader's remembered default. */
const ALL_DBS = 'all';

export interface SearchView {
  readonly q: string;
  readonly type: SearchType;
  /** `undefined`: the URL names none, so the reader's remembered default applies. */
  readonly db: DbSelection | undefined;
  /** 1-based. */
  readonly page: number;
  readonly rows: Rows;
}

export function toRows(raw: string | null): Rows {
  return ROWS_CHOICES.find((rows) => String(rows) === raw) ?? DEFAULT_ROWS;
}

/** The last page whose `start` the service accepts. */
export function maxPage(rows: number): number {
  return Math.floor(MAX_START / rows) + 1;
}

function toPage(raw: string | null, rows: Rows): number {
  const page = /^\d+$/.test(raw ?? '') ? Number(raw) : 1;
  return Math.min(Math.max(page, 1), maxPage(rows));
}

function toDbSelection(raw: string | null): DbSelection | undefined {
  if (raw === null) return undefined;
  if (raw.trim().toLowerCase() === ALL_DBS) return [];
  // Naming no dictionary we know is "all" for us, as for the service.
  return filterNames(raw).named;
}

export function parseSearchView(params: URLSearchParams): SearchView {
  const rows = toRows(params.get('rows'));
  return {
    q: params.get('q') ?? '',
    type: toSearchType(params.get('type') ?? '') ?? 'exact',
    db: toDbSelection(params.get('db')),
    page: toPage(params.get('page'), rows),
    rows,
  };
}

/** The app URL of a search view. Database names need no escaping, so `db` keeps readable commas. */
export function searchHref(view: Partial<SearchView> & { readonly q: string }): string {
  const parts = [`q=${encodeURIComponent(view.q)}`, `type=${view.type ?? 'exact'}`];
  if (view.db !== undefined) parts.push(`db=${view.db.length === 0 ? ALL_DBS : view.db.join(',')}`);
  if (view.page !== undefined && view.page > 1) parts.push(`page=${view.page}`);
  if (view.rows !== undefined && view.rows !== DEFAULT_ROWS) parts.push(`rows=${view.rows}`);
  return `${ROUTE_PATTERNS.search}?${parts.join('&')}`;
}
