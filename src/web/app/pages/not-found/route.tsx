import { lazyPart } from '../../../parts/lazy-part';
import { quietPlan, type PageRoute } from '../page-route';

// A mistyped address is rare: its page loads when needed.
const NotFoundPage = lazyPart('src/web/app/pages/not-found/not-found-page.tsx', () =>
  import('./not-found-page').then((m) => m.NotFoundPage),
);

/** Any address no other page takes: a 404. */
export const NOT_FOUND_ROUTE: PageRoute = { element: <NotFoundPage />, plan: () => quietPlan(404) };
