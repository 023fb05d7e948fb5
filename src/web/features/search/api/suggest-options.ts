import { queryOptions, skipToken } from '@tanstack/react-query';
import { suggestBodySchema } from '../../../../shared/wire/schemas';
import { v3Get } from '../../../api/api-client';
import { getSettings } from '../../../connection/settings-store';
import { suggestRows } from '../model/suggest-rows';
import { searchKeys } from './search-keys';

/** A suggestion that comes late is worth nothing: the reader has typed on or picked already. */
const SUGGEST_TIMEOUT_MS = 4_000;

/** Completions for what is typed. One key per (debounced) value, so a stale answer never shows. */
export function suggestQueryOptions(q: string) {
  const term = q.trim();
  return queryOptions({
    queryKey: searchKeys.suggest(getSettings().baseUrl, term),
    queryFn:
      term === ''
        ? skipToken
        : async ({ signal }) =>
            suggestRows(
              (await v3Get('suggest', { q: term }, suggestBodySchema, { signal, timeoutMs: SUGGEST_TIMEOUT_MS })).data
                .suggestion,
            ),
    retry: false,
  });
}
