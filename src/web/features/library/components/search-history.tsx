import { useId } from 'react';
import { Link } from 'react-router';
import { searchTypeLabel } from '../../../../shared/search-types';
import type { SavedSearch } from '../model/library-doc';
import { removeSearch } from '../model/library-store';
import { searchPath } from '../../../../shared/routes';
import { ShowMore } from './show-more';
import { typedLang } from '../../../text/text-lang';
import { useFormat, useLanguage, useMessages } from '../../../i18n/language-context';
import '../../../i18n/library-section';

/** The reader's recent searches, newest first: each runs again with its type. */
export function SearchHistory({ searches }: { readonly searches: readonly SavedSearch[] }) {
  const m = useMessages();
  const f = useFormat();
  const language = useLanguage();
  const headingId = useId();
  return (
    <section className="library-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{m.library.recentSearches}</h2>
      {searches.length === 0 ? (
        <p className="library-empty">{m.library.noSearches}</p>
      ) : (
        <ShowMore
          items={searches}
          render={(search) => (
            <li key={search.q} className="library-item">
              <div className="library-item__main">
                <Link
                  to={searchPath(search.q, { type: search.type ?? 'exact' })}
                  className="library-item__word"
                  lang={typedLang(search.q)}
                  dir="auto"
                >
                  {search.q}
                </Link>{' '}
                {search.type && search.type !== 'exact' ? (
                  <span className="chip chip--quiet">{searchTypeLabel(search.type, language)}</span>
                ) : null}{' '}
                <span className="library-item__count">
                  {m.library.times({ n: search.count, count: f.count(search.count) })}
                </span>
              </div>
              <button
                type="button"
                className="button button--quiet"
                aria-label={m.library.removeSearchOf({ q: search.q })}
                onClick={() => removeSearch(search.q)}
              >
                {m.library.remove}
              </button>
            </li>
          )}
        />
      )}
    </section>
  );
}
