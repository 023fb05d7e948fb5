import type { PageName } from '../../../shared/routes';
import type { PageRoute } from './page-route';
import { HOME_ROUTE } from './home/route';
import { SEARCH_ROUTE } from './search/route';
import { WORD_ROUTE } from './word/route';
import { COMPARE_ROUTE } from './compare/route';
import { READ_ROUTE } from './read/route';
import { SHARE_ROUTE } from './share/route';
import { SETTINGS_ROUTE } from './settings/route';
import { LIBRARY_ROUTE } from './library/route';
import { ABOUT_ROUTE } from './about/route';

/**
 * Every page of the app with an address, by the name of its pattern in shared/routes.ts: a pattern
 * with no page, or a page with no pattern, fails the typecheck. Every page but home loads when
 * visited (the word and compare pages carry DOMPurify); a page rendered by the service announces
 * its part up front, so none waits for it (decision 020).
 */
export const PAGE_ROUTES: Readonly<Record<PageName, PageRoute>> = {
  home: HOME_ROUTE,
  search: SEARCH_ROUTE,
  word: WORD_ROUTE,
  compare: COMPARE_ROUTE,
  read: READ_ROUTE,
  share: SHARE_ROUTE,
  settings: SETTINGS_ROUTE,
  library: LIBRARY_ROUTE,
  about: ABOUT_ROUTE,
};
