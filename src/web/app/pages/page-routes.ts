import type { PageRoute } from './page-route';
import { HOME_ROUTE } from './home';
import { SEARCH_ROUTE } from './search';
import { WORD_ROUTE } from './word';
import { COMPARE_ROUTE } from './compare';
import { READ_ROUTE } from './read';
import { SHARE_ROUTE } from './share';
import { SETTINGS_ROUTE } from './settings';
import { LIBRARY_ROUTE } from './library';
import { ABOUT_ROUTE } from './about';
import { NOT_FOUND_ROUTE } from './not-found';

/**
 * Every page of the app. Every page but home loads when visited (the word and compare pages carry
 * DOMPurify); a page rendered by the service announces its part up front, so none waits for it
 * (decision 020).
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  HOME_ROUTE,
  SEARCH_ROUTE,
  WORD_ROUTE,
  COMPARE_ROUTE,
  READ_ROUTE,
  SHARE_ROUTE,
  SETTINGS_ROUTE,
  LIBRARY_ROUTE,
  ABOUT_ROUTE,
  NOT_FOUND_ROUTE,
];
