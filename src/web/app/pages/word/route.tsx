import { ROUTE_PATTERNS } from '../../../shared/routes';
import { lazyPart } from '../../parts/lazy-part';
import type { PageRoute } from './page-route';

/** The word page's part (word-route.tsx composes it): links to a word preload it. */
export const WORD_ROUTE_PART = 'src/web/app/word-route.tsx';

const WordRoute = lazyPart(WORD_ROUTE_PART, () => import('../word-route').then((m) => m.WordRoute));

/** `/word/:db/:title/:num`: one entry, asked first on the server; 400 for an address naming none. */
export const WORD_ROUTE: PageRoute = {
  path: ROUTE_PATTERNS.word,
  element: <WordRoute />,
  plan: async (context) => (await import('./word-plan')).wordPlan(context),
};
