import { lazyPart } from '../../../parts/lazy-part';
import type { PageRoute } from '../page-route';

/** The word page's part (word-page.tsx composes it): links to a word preload it. */
export const WORD_PAGE_PART = 'src/web/app/pages/word/word-page.tsx';

const WordPage = lazyPart(WORD_PAGE_PART, () => import('./word-page').then((m) => m.WordPage));

/** `/word/:db/:title/:num`: one entry, asked first on the server; 400 for an address naming none. */
export const WORD_ROUTE: PageRoute = {
  element: <WordPage />,
  plan: async (context) => (await import('./word-plan')).wordPlan(context),
};
