import { useId } from 'react';
import { Link } from 'react-router';
import { SEARCH_TYPES, searchTypeInfo, type SearchType } from '../../../../shared/search-types';
import { searchHref, type SearchView } from '../model/search-url';
import { shortTypeLabel } from './type-switch';
import { ElsewhereNote } from './elsewhere-note';
import { useLanguage, useMessages } from '../../../i18n/language-context';
import { Pieces } from '../../../components/pieces';

interface NoResultsProps {
  readonly view: SearchView;
  /** The reader narrowed the dictionaries: searching all of them is a way forward. */
  readonly filtered: boolean;
  /** Types already known to find nothing; the others are offered. */
  readonly tried: readonly SearchType[];
}

/** Nothing found: say so plainly and offer the ways forward that could still find something. */
export function NoResults({ view, filtered, tried }: NoResultsProps) {
  const m = useMessages();
  const language = useLanguage();
  const titleId = useId();
  const others = SEARCH_TYPES.filter((type) => !tried.includes(type));
  return (
    <section className="no-results" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <Pieces of={m.search.noResults({ q: <bdi>{view.q}</bdi> })} />
      </h2>
      {filtered && view.type === 'exact' ? <ElsewhereNote view={view} filtered saysNone={false} /> : null}
      <ul className="no-results__ways">
        {others.map((type) => (
          <li key={type}>
            <Link to={searchHref({ ...view, type, page: 1 })}>
              {m.search.tryType({ type: shortTypeLabel(type, language) })}
            </Link>
          </li>
        ))}
        {filtered ? (
          <li>
            <Link to={searchHref({ ...view, db: [], page: 1 })}>{m.search.searchAll}</Link>
          </li>
        ) : null}
        {searchTypeInfo(view.type).matches === 'meaning' ? (
          <li>{m.search.rephrase}</li>
        ) : (
          <li>{m.search.checkSpelling}</li>
        )}
      </ul>
    </section>
  );
}
