import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { searchWithoutToken } from '../connection/url-token';
import { Layout } from './layout';
import { PAGE_ROUTES } from './routes/page-routes';

/**
 * The address is the state: every view is one of the pages' routes and its query string. Each
 * route carries its page's module as its handle, for the server render's plan (render-plan.ts).
 */
export const ROUTES: RouteObject[] = [
  {
    element: <Layout />,
    children: PAGE_ROUTES.map((page) => ({ path: page.path, element: page.element, handle: page })),
  },
];

export function AppRoutes() {
  const location = useLocation();
  const routes = useRoutes(ROUTES);
  // entry-client.tsx strips a pasted token before the first render; this catches one arriving in-app.
  const cleanSearch = searchWithoutToken(location.search);
  if (cleanSearch !== null) {
    return <Navigate replace to={{ pathname: location.pathname, search: cleanSearch, hash: location.hash }} />;
  }
  return routes;
}
