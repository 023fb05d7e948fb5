import { lazy } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
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
export function AppRoutes() {
  const location = useLocation();
  // main.tsx strips a pasted token before the first render; this catches one arriving in-app.
  const cleanSearch = searchWithoutToken(location.search);
  if (cleanSearch !== null) {
    return <Navigate replace to={{ pathname: location.pathname, search: cleanSearch, hash: location.hash }} />;
  }
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="search" element={<SearchPage />} />
        <Route path="word/:db/:title/:num" element={<WordRoute />} />
        <Route path="compare" element={<ComparePage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="library" element={<LibraryPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
