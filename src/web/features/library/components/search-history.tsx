import { useId } from 'react';
import { Link } from 'react-router';
import { searchTypeLabel } from '../../../../shared/search-types';
import type { SavedSearch } from '../model/library-doc';
import { removeSearch } from '../model/library-store';
import { searchPath } from '../../../../shared/routes';
import { toPersianDigits } from '../../../text/persian-digits';
import { ShowMore } from './show-more';

/** The reader's recent searches, newest first: each runs again with its type. */
export function SearchHistory({ searches }: { readonly searches: readonly SavedSearch[] }) {
  const headingId = useId();
  return (
    <section className="library-section" aria-labelledby={headingId}>
      <h2 id={headingId}>جست‌وجوهای اخیر</h2>
      {searches.length === 0 ? (
        <p className="library-empty">هنوز جست‌وجویی نکرده‌اید.</p>
      ) : (
        <ShowMore
          items={searches}
          render={(search) => (
            <li key={search.q} className="library-item">
              <div className="library-item__main">
                <Link
                  to={searchPath(search.q, { type: search.type ?? 'exact' })}
                  className="library-item__word"
                  dir="auto"
                >
                  {search.q}
                </Link>{' '}
                {search.type && search.type !== 'exact' ? (
                  <span className="chip chip--quiet">{searchTypeLabel(search.type, language)}</span>
                ) : null}{' '}
                <span className="library-item__count">{toPersianDigits(search.count)} بار</span>
              </div>
              <button
                type="button"
                className="button button--quiet"
                aria-label={`حذف جست‌وجوی «${search.q}»`}
                onClick={() => removeSearch(search.q)}
              >
                حذف
              </button>
            </li>
          )}
        />
      )}
    </section>
  );
}
