import { lazy } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { searchWithoutToken } from '../lib/url-token';
import { HomePage } from './home-page';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';
import { SearchPage } from '../features/search/components/search-page';

// The word page carries DOMPurify; it and the settings page load only when visited.
const WordRoute = lazy(() => import('./word-route').then((m) => ({ default: m.WordRoute })));
const SettingsPage = lazy(() => import('./side-pages').then((m) => ({ default: m.SettingsPage })));
const LibraryPage = lazy(() => import('./side-pages').then((m) => ({ default: m.LibraryPage })));

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
        <Route path="settings" element={<SettingsPage />} />
        <Route path="library" element={<LibraryPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
