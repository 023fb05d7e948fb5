import { lazyPart } from '../../parts/lazy-part';
import { quietPlan, type PageRoute } from './page-route';

// A mistyped address is rare: its page loads when needed.
const NotFoundPage = lazyPart('src/web/app/not-found-page.tsx', () =>
  import('../not-found-page').then((m) => m.NotFoundPage),
);

/** Any address no other route takes: a 404. */
export const NOT_FOUND_ROUTE: PageRoute = { path: '*', element: <NotFoundPage />, plan: () => quietPlan(404) };
