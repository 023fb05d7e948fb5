import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { isReadablePath } from '../../shared/routes';
import { searchWithoutToken } from '../connection/url-token';
import { Layout } from './layout';
import { BAD_ADDRESS_ROUTE } from './routes/bad-address';
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

/** An address that cannot be read names no page: every such address is the bad-address page. */
export const BAD_ADDRESS_ROUTES: RouteObject[] = [
  { element: <Layout />, children: [{ path: '*', element: BAD_ADDRESS_ROUTE.element, handle: BAD_ADDRESS_ROUTE }] },
];

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
