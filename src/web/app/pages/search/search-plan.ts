import { formatCount } from '../../../i18n/format';
import { searchQueryOptions, type SearchData } from '../../../features/search/api/search-options';
import { parseSearchView } from '../../../features/search/model/search-url';
import { toSearchRequest } from '../../../features/search/model/search-request';
import { quietPlan, type PageContext, type PagePlan } from '../page-route';
import { everyDictionaryFilter } from '../../../../shared/credits';

/** The results of the URL's search, asked before the page is drawn; their count in the head. */
export function searchPlan({ url, language, messages, credits }: PageContext): PagePlan {
  const view = parseSearchView(url.searchParams);
  const q = view.q.trim();
  if (q === '') return quietPlan(200);
  // The server knows no reader's default dictionaries: a URL without `db` searches them all.
  const main = searchQueryOptions(toSearchRequest({ ...view, q }, view.db ?? [], everyDictionaryFilter(credits)));
  return {
    status: 200,
    mainKey: main.queryKey,
    indexed: false,
    prefetch: (client) => client.prefetchQuery(main),
    head: (client) => {
      const data = client.getQueryData<SearchData>(main.queryKey);
      if (data === undefined) return undefined;
      return {
        description: messages.heads.searchDescription({ q, count: formatCount(data.num_found, language) }),
        previewTitle: messages.heads.searchPreviewTitle({ q, site: messages.site.name }),
      };
    },
  };
}
