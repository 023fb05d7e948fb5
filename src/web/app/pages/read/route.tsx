import { ROUTE_PATTERNS } from '../../../shared/routes';
import { lazyPart } from '../../parts/lazy-part';
import type { PageRoute } from './page-route';
import { SearchPage } from './search';

const ReadRoute = lazyPart('src/web/app/read-route.tsx', () => import('../read-route').then((m) => m.ReadRoute));

/** `/read`: a text read word by word (from `?text=` or a posted form); a word or two is a search. */
export const READ_ROUTE: PageRoute = {
  path: ROUTE_PATTERNS.read,
  element: <ReadRoute search={<SearchPage />} />,
  plan: async (context) => (await import('./read-plan')).readPlan(context),
};

/** The reading page as another route draws it (share-route.tsx). */
export const READ_ELEMENT = READ_ROUTE.element;
