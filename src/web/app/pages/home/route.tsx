import { HomePage } from './home-page';
import { quietPlan, type PageRoute } from '../page-route';

/** The home page: in the entry chunk (it is the first visit), indexed under `/` alone. */
export const HOME_ROUTE: PageRoute = {
  element: <HomePage />,
  plan: ({ url }) => quietPlan(200, url.search === ''),
};
