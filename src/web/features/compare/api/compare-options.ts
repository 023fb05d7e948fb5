import { queryOptions, skipToken } from '@tanstack/react-query';
import type { DbName } from '../../../../shared/catalog';
import { searchAnswer } from '../../../api/headword-query';
import { regionalForms } from '../model/regional-forms';
import { compareKeys } from './compare-keys';

/**
 * The headword in `dbs` alone. Asked only when the all-dictionaries answer was cut (see
 * useHeadwordsIn), so it holds the selection in its key: it cannot be read from anything else.
 */
export function headwordsInOptions(baseUrl: string, word: string, dbs: readonly DbName[]) {
  return queryOptions({
    queryKey: compareKeys.headwordIn(baseUrl, word, dbs),
    // An empty filter would mean all 22: for no dictionary there is nothing to ask.
    queryFn: dbs.length === 0 ? skipToken : (context) => searchAnswer(word, 'exact', dbs, context),
  });
}

/**
 * The regional forms of `word` in `dialects`: a meaning search, since a dialect entry's headword is
 * the local form and its meaning names the standard word. Keyed by the dialects alone, so choosing
 * another column does not ask it again. Nothing to ask without a dialect.
 */
export function regionalFormsOptions(baseUrl: string, word: string, dialects: readonly DbName[]) {
  return queryOptions({
    queryKey: compareKeys.regionalForm(baseUrl, word, dialects),
    queryFn:
      dialects.length === 0
        ? skipToken
        : async (context) => regionalForms(word, (await searchAnswer(word, 'text', dialects, context)).results),
  });
}
