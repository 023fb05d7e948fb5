import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { lazyPart } from '../parts/lazy-part';
import { searchWithoutToken } from '../connection/url-token';
import { BrowserOnly } from './browser-only';
import { HomePage } from './home-page';
import { READ_ROUTE_PART, SEARCH_PAGE_PART, WORD_ROUTE_PART } from './route-parts';
import { ShareRoute } from './share-route';
import { Layout } from './layout';

// Every page but home loads when visited (the word and compare pages carry DOMPurify); a page
// rendered by the service announces its part up front, so none waits for it (decision 020).
const SearchPage = lazyPart(SEARCH_PAGE_PART, () =>
  import('../features/search/components/search-page').then((m) => m.SearchPage),
);
const WordRoute = lazyPart(WORD_ROUTE_PART, () => import('./word-route').then((m) => m.WordRoute));
const ReadRoute = lazyPart(READ_ROUTE_PART, () => import('./read-route').then((m) => m.ReadRoute));
const ComparePage = lazyPart('src/web/features/compare/components/compare-page.tsx', () =>
  import('../features/compare/components/compare-page').then((m) => m.ComparePage),
);
// A mistyped address is rare: its page loads when needed.
const NotFoundPage = lazyPart('src/web/app/not-found-page.tsx', () =>
  import('./not-found-page').then((m) => m.NotFoundPage),
);
const SettingsPage = lazyPart('src/web/features/settings/components/settings-page.tsx', () =>
  import('../features/settings/components/settings-page').then((m) => m.SettingsPage),
);
const LibraryPage = lazyPart('src/web/features/library/components/library-page.tsx', () =>
  import('../features/library/components/library-page').then((m) => m.LibraryPage),
);

/** The address is the state: every view is one of these routes and its query string. */
export const ROUTES: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'search', element: <SearchPage /> },
      { path: 'word/:db/:title/:num', element: <WordRoute /> },
      { path: 'compare', element: <ComparePage /> },
      { path: 'read', element: <ReadRoute search={<SearchPage />} /> },
      { path: 'share', element: <ShareRoute search={<SearchPage />} read={<ReadRoute search={<SearchPage />} />} /> },
      {
        path: 'settings',
        element: (
          <BrowserOnly>
            <SettingsPage />
          </BrowserOnly>
        ),
      },
      {
        path: 'library',
        element: (
          <BrowserOnly>
            <LibraryPage />
          </BrowserOnly>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  const location = useLocation();
  const routes = useRoutes(ROUTES);
  // main.tsx strips a pasted token before the first render; this catches one arriving in-app.
  const cleanSearch = searchWithoutToken(location.search);
  if (cleanSearch !== null) {
    return <Navigate replace to={{ pathname: location.pathname, search: cleanSearch, hash: location.hash }} />;
  }
  return routes;
}
