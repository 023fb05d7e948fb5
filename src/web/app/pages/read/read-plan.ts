import { searchPath } from '../../../../shared/routes';
import { readOptions } from '../../../features/read/api/read-options';
import { searchedWhenShared } from '../share-target';
import { quietPlan, type DrawnAs, type PageContext, type PagePlan } from '../page-route';
import { readingFilter } from '../../../../shared/credits';

/** The reading of the posted or linked text; the empty form alone is worth indexing. */
export function readPlan({ url, baseUrl, posted, credits }: PageContext): PagePlan | DrawnAs {
  // A word or two posted (the share target posts here) is drawn as its search (read-page.tsx).
  if (posted !== undefined && posted.refused !== true && searchedWhenShared(posted.text)) {
    return { drawnAs: searchPath(posted.text.trim()) };
  }
  const text = posted?.text ?? url.searchParams.get('text') ?? '';
  // A posted form is read whatever it holds: a refused or empty one is the page that says why.
  if (posted === undefined && text.trim() === '') return quietPlan(200, url.search === '');
  const main = readOptions(baseUrl, text, readingFilter(credits));
  return {
    status: 200,
    mainKey: main.queryKey,
    indexed: false,
    prefetch: (client) => client.prefetchInfiniteQuery(main),
  };
}
