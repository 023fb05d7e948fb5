import { lazyPart } from '../../../parts/lazy-part';
import type { PageRoute } from '../page-route';

/** The results page's part: a search box preloads it once it is touched or focused. */
export const SEARCH_PAGE_PART = 'src/web/features/search/components/search-page.tsx';

export const SearchPage = lazyPart(SEARCH_PAGE_PART, () =>
  import('../../../features/search/components/search-page').then((m) => m.SearchPage),
);

/** `/search?q=…`: the results, asked first on the server; a search is never indexed. */
export const SEARCH_ROUTE: PageRoute = {
  element: <SearchPage />,
  plan: async (context) => (await import('./search-plan')).searchPlan(context),
};
