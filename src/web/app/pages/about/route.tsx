import { lazyPart } from '../../../parts/lazy-part';
import { quietPlan, type PageRoute } from '../page-route';

const AboutPage = lazyPart('src/web/features/about/components/about-page.tsx', () =>
  import('../../../features/about/components/about-page').then((m) => m.AboutPage),
);

/** `/about`: the dictionaries' sources and licences, from the service's config; nothing to ask first. */
export const ABOUT_ROUTE: PageRoute = {
  element: <AboutPage />,
  plan: ({ url }) => quietPlan(200, url.search === ''),
};
