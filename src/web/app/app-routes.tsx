import { lazy } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { searchWithoutToken } from '../lib/url-token';
import { HomePage } from './home-page';
import { Layout } from './layout';
import { SearchPage } from '../features/search/components/search-page';

// Every page but home and search loads when visited (the word and compare pages carry DOMPurify).
const WordRoute = lazy(() => import('./word-route').then((m) => ({ default: m.WordRoute })));
const ComparePage = lazy(() =>
  import('../features/compare/components/compare-page').then((m) => ({ default: m.ComparePage })),
);
// A mistyped address is rare: its page loads when needed.
const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));
const SettingsPage = lazy(() =>
  import('../features/settings/components/settings-page').then((m) => ({ default: m.SettingsPage })),
);
const LibraryPage = lazy(() =>
  import('../features/library/components/library-page').then((m) => ({ default: m.LibraryPage })),
);

/** The address is the state: every view is one of these routes and its query string. */
const ROUTES: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'search', element: <SearchPage /> },
      { path: 'word/:db/:title/:num', element: <WordRoute /> },
      { path: 'compare', element: <ComparePage /> },
      { path: 'settings', element: <SettingsPage /> },
      { path: 'library', element: <LibraryPage /> },
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
