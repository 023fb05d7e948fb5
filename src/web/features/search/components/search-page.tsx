import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title';
import { useSettings } from '../../../connection/settings-store';
import { useDefaultDbs } from '../model/default-dbs';
import { parseSearchView, searchHref, type SearchView } from '../model/search-url';
import { DbFilter } from './db-filter';
import { SearchResults } from './search-results';
import { SuggestBox } from './suggest-box';
import { TypeSwitch } from './type-switch';
import '../search.css';

/**
 * The `/search` route. Everything it shows comes from the URL (`q`, `type`, `db`, `page`, `rows`),
 * and every change the reader makes is a navigation, so Back and Forward restore the exact view.
 */
export function SearchPage() {
  useSettings(); // a new base URL is a new query key
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const view = parseSearchView(params);
  const defaultDbs = useDefaultDbs();
  const dbs = view.db ?? defaultDbs;
  const q = view.q.trim();
  usePageTitle(q === '' ? 'جست‌وجو' : `«${q}»`);

  // Any change but paging starts again from page 1.
  const go = (change: Partial<SearchView>) => void navigate(searchHref({ ...view, page: 1, ...change }));

  return (
    <div className="search-page">
      <h1 className="visually-hidden">{q === '' ? 'جست‌وجو' : `جست‌وجوی «${q}»`}</h1>
      <SuggestBox size="large" />
      <div className="search-page__controls">
        <TypeSwitch value={view.type} onChange={(type) => go({ type })} />
        <DbFilter selection={dbs} defaultSelection={defaultDbs} onChange={(db) => go({ db })} />
      </div>
      {q === '' ? (
        <p className="search-page__prompt">واژه‌ای بنویسید تا در فرهنگ‌ها جست‌وجو شود.</p>
      ) : (
        <SearchResults view={{ ...view, q }} dbs={dbs} onRowsChange={(rows) => go({ rows })} />
      )}
    </div>
  );
}
