import { lazyPart } from '../../../parts/lazy-part';
import type { PageRoute } from '../page-route';
import { SearchPage } from '../search/route';

const ReadPage = lazyPart('src/web/app/pages/read/read-page.tsx', () => import('./read-page').then((m) => m.ReadPage));

/** `/read`: a text read word by word (from `?text=` or a posted form); a word or two is a search. */
export const READ_ROUTE: PageRoute = {
  element: <ReadPage search={<SearchPage />} />,
  plan: async (context) => (await import('./read-plan')).readPlan(context),
};

/** The reading page as another page draws it (share/share-page.tsx). */
export const READ_ELEMENT = READ_ROUTE.element;
