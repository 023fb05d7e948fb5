import { searchPath } from '../../../../shared/routes';
import { readOptions } from '../../../features/read/api/read-options';
import { searchedWhenShared } from '../share-target';
import { quietPlan, type DrawnAs, type PageContext, type PagePlan } from '../page-route';
import { everyDictionaryFilter } from '../../../../shared/credits';

/** The reading of the posted or linked text; the empty form alone is worth indexing. */
export function readPlan({ url, baseUrl, postedText, credits }: PageContext): PagePlan | DrawnAs {
  // A word or two posted (the share target posts here) is drawn as its search (read-page.tsx).
  if (postedText !== undefined && searchedWhenShared(postedText)) return { drawnAs: searchPath(postedText.trim()) };
  const text = postedText ?? url.searchParams.get('text') ?? '';
  if (text.trim() === '') return quietPlan(200, url.search === '');
  const main = readOptions(baseUrl, text, everyDictionaryFilter(credits));
  return { status: 200, mainKey: main.queryKey, indexed: false, prefetch: (client) => client.prefetchQuery(main) };
}
