import type { SearchType } from '../../../../shared/search-types';
import { toFilter } from './db-selection';
import type { DbSelection, SearchView } from './search-url';

/** What a search request depends on, besides the base URL. Never the token. */
export interface SearchRequest {
  readonly q: string;
  readonly type: SearchType;
  /** Comma-separated databases in priority order; '' means all (the service's default). */
  readonly filter: string;
  readonly start: number;
  readonly rows: number;
}

/**
 * The service request for a view: the page turned into a row offset, the chips into a filter; no
 * chip chosen searches every dictionary by `every` (real ones before samples, shared/credits.ts).
 */
export function toSearchRequest(view: SearchView, dbs: DbSelection, every = ''): SearchRequest {
  return {
    q: view.q.trim(),
    type: view.type,
    filter: dbs.length > 0 ? toFilter(dbs) : every,
    start: (view.page - 1) * view.rows,
    rows: view.rows,
  };
}

export type PageItem = number | 'gap';

/** Page numbers to show: the first, the last, and `radius` around the current; a gap of one page is shown as that page. */
export function pageWindow(current: number, last: number, radius = 2): PageItem[] {
  const wanted = new Set([1, last]);
  for (let page = current - radius; page <= current + radius; page += 1) {
    if (page >= 1 && page <= last) wanted.add(page);
  }
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of [...wanted].sort((a, b) => a - b)) {
    if (page - previous === 2) items.push(previous + 1);
    else if (page - previous > 2) items.push('gap');
    items.push(page);
    previous = page;
  }
  return items;
}
