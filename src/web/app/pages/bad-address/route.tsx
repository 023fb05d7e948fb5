import { lazyPart } from '../../../parts/lazy-part';
import { quietPlan, type PageRoute } from '../page-route';

// A mangled address is rare: its page loads when needed.
const BadAddressPage = lazyPart('src/web/app/pages/bad-address/bad-address-page.tsx', () =>
  import('./bad-address-page').then((m) => m.BadAddressPage),
);

/** Any address that cannot be read (shared/routes.ts `isReadablePath`): a 400, whatever its path. */
export const BAD_ADDRESS_ROUTE: PageRoute = { element: <BadAddressPage />, plan: () => quietPlan(400) };
