import { lazyPart } from '../../../parts/lazy-part';
import { BrowserOnly } from '../browser-only';
import type { PageRoute } from '../page-route';

const SettingsPage = lazyPart('src/web/features/settings/components/settings-page.tsx', () =>
  import('../../../features/settings/components/settings-page').then((m) => m.SettingsPage),
);

/** `/settings`: what only this browser holds, so drawn by the browser alone. */
export const SETTINGS_ROUTE: PageRoute = {
  element: (
    <BrowserOnly>
      <SettingsPage />
    </BrowserOnly>
  ),
};
