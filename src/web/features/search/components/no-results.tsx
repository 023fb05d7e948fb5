import { useId } from 'react';
import { Link } from 'react-router';
import { SEARCH_TYPES, searchTypeInfo, type SearchType } from '../../../../shared/search-types';
import { searchHref, type SearchView } from '../model/search-url';
import { shortTypeLabel } from './type-switch';

interface NoResultsProps {
  readonly view: SearchView;
  /** The reader narrowed the dictionaries: searching all of them is a way forward. */
  readonly filtered: boolean;
  /** Types already known to find nothing; the others are offered. */
  readonly tried: readonly SearchType[];
}

/** Nothing found: say so plainly and offer the ways forward that could still find something. */
export function NoResults({ view, filtered, tried }: NoResultsProps) {
  const titleId = useId();
  const others = SEARCH_TYPES.filter((type) => !tried.includes(type));
  return (
    <section className="no-results" aria-labelledby={titleId}>
      <h2 id={titleId}>
        برای «<bdi>{view.q}</bdi>» چیزی پیدا نشد
      </h2>
      <ul className="no-results__ways">
        {others.map((type) => (
          <li key={type}>
            <Link to={searchHref({ ...view, type, page: 1 })}>جست‌وجوی «{shortTypeLabel(type)}» را بیازمایید</Link>
          </li>
        ))}
        {filtered ? (
          <li>
            <Link to={searchHref({ ...view, db: [], page: 1 })}>در همهٔ فرهنگ‌ها جست‌وجو کنید</Link>
          </li>
        ) : null}
        {searchTypeInfo(view.type).matches === 'meaning' ? (
          <li>معنی را با واژه‌های دیگری توصیف کنید؛ واژه‌های ساده‌تر و کمتر بیشتر پیدا می‌شوند.</li>
        ) : (
          <li>املای واژه را بررسی کنید، یا بخشی از آن را بنویسید.</li>
        )}
      </ul>
    </section>
  );
}
