import { useQuery } from '@tanstack/react-query';
import type { DbName } from '../../../../shared/catalog';
import type { SearchResult } from '../../../../shared/wire/schemas';
import { toDialectForm, type DialectForm } from '../model/regional-forms';
import { regionalFormsOptions } from './compare-options';
import { useHeadwordsIn, type Fetched } from './headwords-in';

export interface DialectEntries {
  /** Dialect entries whose meaning names the word as their standard form. */
  readonly forms: readonly DialectForm[];
  /** Dialect entries whose headword is the word itself. */
  readonly sameHeadword: readonly DialectForm[];
}

/**
 * The word in `dialects`, both ways round: the meaning search finds its regional forms, the
 * headword's exact search (the columns' too, so asked once) the dialect headwords spelled like it.
 * An entry found both ways is listed once, as the same headword.
 */
export function useDialectEntries(baseUrl: string, word: string, dialects: readonly DbName[]): Fetched<DialectEntries> {
  const spelledAlike = useHeadwordsIn(baseUrl, word, dialects);
  const byMeaning = useQuery(regionalFormsOptions(baseUrl, word, dialects));
  const data = spelledAlike.data && byMeaning.data ? entries(spelledAlike.data.results, byMeaning.data) : undefined;
  return {
    data,
    error: spelledAlike.error ?? byMeaning.error,
    isFetching: spelledAlike.isFetching || byMeaning.isFetching,
    retry: () => {
      if (spelledAlike.error) spelledAlike.retry();
      if (byMeaning.error) void byMeaning.refetch();
    },
  };
}

function entries(spelledAlike: readonly SearchResult[], forms: readonly DialectForm[]): DialectEntries {
  const sameHeadword = spelledAlike.map(toDialectForm).filter((form) => form !== undefined);
  const seen = new Set(sameHeadword.map((form) => form.id));
  return { forms: forms.filter((form) => !seen.has(form.id)), sameHeadword };
}
