import { useNavigate, useSearchParams } from 'react-router';
import { RESULTS_ID } from '../../../shortcuts/keys';
import { useFoundCount } from '../hooks/use-found-count';
import { usePageTitle } from '../../../components/page-title';
import { useSettings } from '../../../connection/settings-store';
import { useDefaultDbs } from '../../../preferences/default-dbs';
import { parseSearchView, searchHref, type SearchView } from '../model/search-url';
import { DbFilter } from './db-filter';
import { SearchResults } from './search-results';
import { SuggestBox } from './suggest-box';
import { SynonymsOnly } from './synonyms-only';
import { TypeSwitch } from './type-switch';
import '../search.css';
import { useMessages } from '../../../i18n/language-context';

/** The results' column, scrolled to when the reader asks for the results from the chips. */
const LIST_ID = 'search-list';

/** The results at the top of the screen, focus on their count line (or on the column, when none). */
function showResults(): void {
  const list = document.getElementById(LIST_ID);
  list?.scrollIntoView?.({ block: 'start' });
  document.getElementById(RESULTS_ID)?.focus({ preventScroll: true });
}

/**
 * The `/search` route. Everything it shows comes from the URL (`q`, `type`, `db`, `page`, `rows`),
 * and every change the reader makes is a navigation, so Back and Forward restore the exact view.
 */
export function SearchPage() {
  const m = useMessages();
  useSettings(); // a new base URL is a new query key
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const view = parseSearchView(params);
  const defaultDbs = useDefaultDbs();
  const dbs = view.db ?? defaultDbs;
  const q = view.q.trim();
  usePageTitle(q === '' ? m.search.pageTitle : m.search.pageTitleOf({ q }));

  // Any change but paging starts again from page 1.
  const go = (change: Partial<SearchView>) => void navigate(searchHref({ ...view, page: 1, ...change }));
  const found = useFoundCount({ ...view, q }, dbs);

  return (
    <div className="search-page">
      <h1 className="visually-hidden">{q === '' ? m.search.pageTitle : m.search.headingOf({ q })}</h1>
      <SuggestBox size="large" />
      <div className="search-page__controls">
        <TypeSwitch value={view.type} onChange={(type) => go({ type })} />
        <DbFilter
          selection={dbs}
          defaultSelection={defaultDbs}
          onChange={(db) => go({ db })}
          results={q === '' ? undefined : { found, onShow: showResults }}
        />
      </div>
      <div id={LIST_ID} className="search-page__results">
        {view.type === 'text' ? <SynonymsOnly selection={dbs} onChange={(db) => go({ db })} /> : null}
        {q === '' ? (
          <p className="search-page__prompt">{m.search.prompt}</p>
        ) : (
          <SearchResults view={{ ...view, q }} dbs={dbs} onRowsChange={(rows) => go({ rows })} />
        )}
      </div>
    </div>
  );
}
