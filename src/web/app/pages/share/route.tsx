import { SharePage } from './share-page';
import { shareTarget } from '../share-target';
import type { PageRoute } from '../page-route';
import { READ_ELEMENT } from '../read/route';
import { SearchPage } from '../search/route';

/** `/share?text=…`: drawn as the page the shared text opens (share-page.tsx). */
export const SHARE_ROUTE: PageRoute = {
  element: <SharePage search={<SearchPage />} read={READ_ELEMENT} />,
  plan: ({ url }) => ({ drawnAs: shareTarget(url.searchParams) }),
};
