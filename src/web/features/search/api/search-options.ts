import { queryOptions, skipToken } from '@tanstack/react-query';
import { searchBodySchema, type SearchBody } from '../../../../shared/wire/schemas';
import { v3Get } from '../../../api/api-client';
import { getSettings } from '../../../connection/settings-store';
import type { SearchRequest } from '../model/search-request';
import { searchKeys } from './search-keys';

export type SearchData = SearchBody['data'];

function toWire(params: SearchRequest): Record<string, string> {
  const wire: Record<string, string> = {
    q: params.q,
    type: params.type,
    start: String(params.start),
    rows: String(params.rows),
  };
  if (params.filter !== '') wire.filter = params.filter;
  // A description rarely holds every word of a meaning: ask for those holding most of them. Ours
  // (docs/v3-contract.md §9.2); another v3 service ignores it and answers the words held together.
  if (params.type === 'text') wire.partial = 'true';
  return wire;
}

/** One page of a search. An empty `q` is skipped, not sent (the service would answer 400). */
export function searchQueryOptions(params: SearchRequest) {
  const request = { ...params, q: params.q.trim() };
  return queryOptions({
    queryKey: searchKeys.list(getSettings().baseUrl, request),
    queryFn:
      request.q === ''
        ? skipToken
        : async ({ signal }) => (await v3Get('search', toWire(request), searchBodySchema, { signal })).data,
    // Keep the previous answer on screen only while the reader pages through (or re-filters) the
    // same words; a new `q` shows the skeleton rather than answers to another question. An empty
    // answer is never kept: its «nothing found» would speak for a search not yet answered.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3].q === request.q && previous !== undefined && previous.num_found > 0
        ? previous
        : undefined,
  });
}
