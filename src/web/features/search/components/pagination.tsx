import { Link } from 'react-router';
import { pageWindow } from '../model/search-request';
import { searchHref, type SearchView } from '../model/search-url';
import { useFormat, useMessages } from '../../../i18n/language-context';

interface PaginationProps {
  readonly view: SearchView;
  readonly lastPage: number;
  /** The next page is not known to exist yet (the current one is still loading). */
  readonly holdNext: boolean;
}

/** Numbered pages as links (each a navigation, so Back returns), with previous and next. */
export function Pagination({ view, lastPage, holdNext }: PaginationProps) {
  const m = useMessages();
  const f = useFormat();
  if (lastPage <= 1) return null;
  const href = (page: number) => searchHref({ ...view, page });
  const hasPrev = view.page > 1;
  const hasNext = view.page < lastPage && !holdNext;
  // The previous page is on the start side: its arrow points there (right in RTL, left in LTR).
  const prev = (
    <>
      <span aria-hidden="true">{m.search.previousArrow}</span> {m.search.previous}
    </>
  );
  const next = (
    <>
      {m.search.next} <span aria-hidden="true">{m.search.nextArrow}</span>
    </>
  );
  return (
    <nav className="pagination" aria-label={m.search.pages}>
      <ul className="pagination__list">
        <li>
          {hasPrev ? (
            <Link className="pagination__step" to={href(view.page - 1)} rel="prev">
              {prev}
            </Link>
          ) : (
            <span className="pagination__step" aria-disabled="true">
              {prev}
            </span>
          )}
        </li>
        {pageWindow(view.page, lastPage).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className="pagination__page"
                to={href(item)}
                aria-label={m.search.pageNumber({ page: f.digits(item) })}
                aria-current={item === view.page ? 'page' : undefined}
              >
                {f.digits(item)}
              </Link>
            </li>
          ),
        )}
        <li>
          {hasNext ? (
            <Link className="pagination__step" to={href(view.page + 1)} rel="next">
              {next}
            </Link>
          ) : (
            <span className="pagination__step" aria-disabled="true">
              {next}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
