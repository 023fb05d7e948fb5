/** The lazy parts links and search boxes preload (source modules, as parts/lazy-part.tsx names parts). */

/** The word page: the route loads it, links to a word preload it. */
export const WORD_ROUTE_PART = 'src/web/app/word-route.tsx';

/** The results page: a search box preloads it once it is touched or focused. */
export const SEARCH_PAGE_PART = 'src/web/features/search/components/search-page.tsx';

/** The reading page: the route loads it. */
export const READ_ROUTE_PART = 'src/web/app/read-route.tsx';
