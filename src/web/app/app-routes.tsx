import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { isReadablePath, ROUTE_PATTERNS } from '../../shared/routes';
import { searchWithoutToken } from '../connection/url-token';
import { Layout } from './layout';
import { BAD_ADDRESS_ROUTE } from './pages/bad-address/route';
import { NOT_FOUND_ROUTE } from './pages/not-found/route';
import type { PageRoute } from './pages/page-route';
import { PAGE_ROUTES } from './pages/page-routes';

/** A page at `path`; the route carries the page's module as its handle, for the server render's plan (render-plan.ts). */
function routeTo(path: string, page: PageRoute): RouteObject {
  return { path, element: page.element, handle: page };
}

/** Each page at the pattern of its name. */
function atPatterns<N extends string>(
  patterns: Readonly<Record<N, string>>,
  pages: Readonly<Record<N, PageRoute>>,
): RouteObject[] {
  const routes: RouteObject[] = [];
  for (const name in patterns) routes.push(routeTo(patterns[name], pages[name]));
  return routes;
}

/** The address is the state: every view is one of the pages at its address, and its query string. */
export const ROUTES: RouteObject[] = [
  {
    element: <Layout />,
    children: [...atPatterns(ROUTE_PATTERNS, PAGE_ROUTES), routeTo('*', NOT_FOUND_ROUTE)],
  },
];

/** An address that cannot be read names no page: every such address is the bad-address page. */
export const BAD_ADDRESS_ROUTES: RouteObject[] = [{ element: <Layout />, children: [routeTo('*', BAD_ADDRESS_ROUTE)] }];

export function AppRoutes() {
  const location = useLocation();
  const routes = useRoutes(isReadablePath(location.pathname) ? ROUTES : BAD_ADDRESS_ROUTES);
  // entry-client.tsx strips a pasted token before the first render; this catches one arriving in-app.
  const cleanSearch = searchWithoutToken(location.search);
  if (cleanSearch !== null) {
    return <Navigate replace to={{ pathname: location.pathname, search: cleanSearch, hash: location.hash }} />;
  }
  return routes;
}
