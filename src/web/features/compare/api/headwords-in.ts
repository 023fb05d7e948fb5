import { useQuery } from '@tanstack/react-query';
import type { DbName } from '../../../../shared/catalog';
import { headwordOptions, type SearchAnswer } from '../../../api/headword-query';
import { headwordsInOptions } from './compare-options';

/** What the page needs of an answer that one query or several stand behind. */
export interface Fetched<T> {
  readonly data: T | undefined;
  /** What stopped it once the retries were over; null when nothing did. */
  readonly error: Error | null;
  readonly isFetching: boolean;
  /** Asks again what failed. */
  readonly retry: () => void;
}

/**
 * `answer` narrowed to `dbs`, with their exact total; null when the answer was cut, since the
 * entries it left out may be in `dbs`.
 */
function narrowed(answer: SearchAnswer, dbs: readonly DbName[]): SearchAnswer | null {
  if (answer.total > answer.results.length) return null;
  const chosen = new Set<string>(dbs);
  const results = answer.results.filter((result) => chosen.has(result.db));
  return { total: results.length, results };
}

/**
 * The headword in `dbs` (at least one, or nothing is asked), in the service's priority order. It is
 * read from the exact search over all dictionaries — the word page's, so opening the comparison
 * from there asks nothing, nor does choosing other dictionaries. Only when that answer could not
 * hold every entry is `dbs` asked on its own, so the total stays exact.
 */
export function useHeadwordsIn(baseUrl: string, word: string, dbs: readonly DbName[]): Fetched<SearchAnswer> {
  const everywhere = useQuery({
    ...headwordOptions(baseUrl, word),
    enabled: dbs.length > 0,
    select: (answer) => narrowed(answer, dbs),
  });
  const cut = everywhere.data === null;
  const own = useQuery({ ...headwordsInOptions(baseUrl, word, dbs), enabled: cut });
  const query = cut ? own : everywhere;
  return {
    data: query.data ?? undefined,
    error: query.error,
    isFetching: query.isFetching,
    retry: () => void query.refetch(),
  };
}
