/**
 * Headwords close to a title the dictionary does not hold, for its "not found" page: a `like`
 * search (prefix, substring and small spelling slips, closest first) over all dictionaries. The
 * answer keeps only what a link needs, one entry per headword, so the page drawn by the service
 * hands the browser a small state and the browser asks nothing again.
 */
import { queryOptions } from '@tanstack/react-query';
import { shownHeadword } from '../../../../shared/shown-headword';
import { searchBodySchema } from '../../../../shared/wire/schemas';
import { v3Get } from '../../../api/api-client';
import { timeoutFromMeta } from '../../../api/request-timeout';

/** Enough to offer a way on without burying the panel. */
export const CLOSE_WORDS_MAX = 8;
/** Entries asked for: several dictionaries often share one headword. */
const CLOSE_WORDS_ROWS = 30;

export interface CloseWord {
  readonly title: string;
  readonly db: string;
  readonly num: number;
}

export function closeWordsOptions(baseUrl: string, title: string) {
  return queryOptions({
    queryKey: ['word', 'close', { baseUrl, title }] as const,
    queryFn: async ({ signal, meta }): Promise<CloseWord[]> => {
      const params = { q: title, type: 'like', rows: String(CLOSE_WORDS_ROWS) };
      const body = await v3Get('search', params, searchBodySchema, { signal, timeoutMs: timeoutFromMeta(meta) });
      const seen = new Map<string, CloseWord>();
      for (const result of body.data.results) {
        const { db, num } = result;
        const found = shownHeadword(result.title, db);
        // An entry without a Persian title (en2fa) has no word page address of its own here.
        if (found === '' || found === shownHeadword(title, db) || seen.has(found)) continue;
        seen.set(found, { title: found, db, num });
        if (seen.size === CLOSE_WORDS_MAX) break;
      }
      return [...seen.values()];
    },
  });
}
