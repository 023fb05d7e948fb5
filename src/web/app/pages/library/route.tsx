import { lazyPart } from '../../../parts/lazy-part';
import { BrowserOnly } from '../browser-only';
import type { PageRoute } from '../page-route';

const LibraryPage = lazyPart('src/web/features/library/components/library-page.tsx', () =>
  import('../../../features/library/components/library-page').then((m) => m.LibraryPage),
);

/** `/library`: the reader's own words, kept in this browser, so drawn by the browser alone. */
export const LIBRARY_ROUTE: PageRoute = {
  element: (
    <BrowserOnly>
      <LibraryPage />
    </BrowserOnly>
  ),
};
