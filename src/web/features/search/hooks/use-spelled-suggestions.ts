import { skipToken, useQuery } from '@tanstack/react-query';
import { getSettings } from '../../../connection/settings-store';
import { searchKeys } from '../api/search-keys';

/** Every dictionary, one result: enough to know the headword is there. */
const FILTER = '';
const ROWS = 1;
/** Only a Latin word can be Finglish: Persian text never loads the spelling table. */
const LATIN_RE = /^[A-Za-z]/;

/**
 * The Persian headwords a Finglish `term` spells (`ketab` → «کتاب»), for a suggest list that has
 * nothing else, against any v3 service: our own suggest lists them itself, another service does
 * not. The spelling table and its lookups (three at most) load only when `wanted`.
 */
export function useSpelledSuggestions(term: string, wanted: boolean): readonly string[] {
  const asked = wanted && LATIN_RE.test(term);
  const { data } = useQuery({
    queryKey: searchKeys.spelled(getSettings().baseUrl, term, FILTER, ROWS),
    queryFn: asked
      ? async ({ client }) => (await import('../api/spelled-lookups')).findSpellings(client, term, FILTER, ROWS)
      : skipToken,
    retry: false,
  });
  return asked && data !== undefined ? data.map((found) => found.spelling) : [];
}
