import { ROUTE_PATTERNS } from '../../../shared/routes';
import { ShareRoute } from '../share-route';
import { shareTarget } from '../share-target';
import type { PageRoute } from './page-route';
import { READ_ELEMENT } from './read';
import { SearchPage } from './search';

/** `/share?text=…`: drawn as the page the shared text opens (share-route.tsx). */
export const SHARE_ROUTE: PageRoute = {
  path: ROUTE_PATTERNS.share,
  element: <ShareRoute search={<SearchPage />} read={READ_ELEMENT} />,
  plan: ({ url }) => ({ drawnAs: shareTarget(url.searchParams) }),
};
