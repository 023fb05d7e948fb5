import { lazyPart } from '../../../parts/lazy-part';
import type { PageRoute } from '../page-route';

const ComparePage = lazyPart('src/web/features/compare/components/compare-page.tsx', () =>
  import('../../../features/compare/components/compare-page').then((m) => m.ComparePage),
);

/** `/compare?word=…`: drawn on the server with its skeleton; the browser asks its answers. */
export const COMPARE_ROUTE: PageRoute = { element: <ComparePage /> };
