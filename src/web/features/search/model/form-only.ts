/**
 * An exact search that found `q` only as another headword's form: a dictionary lists «کتاب‌ها»
 * among the keys of its «کتاب» (its alternates), so the answer holds «کتاب» and no entry written as
 * `q`. The reader is then shown the headword's results in every dictionary, as for a form no
 * dictionary lists, rather than the one entry that happened to list it.
 */
import { exactKey } from '../../../../shared/persian/normalise';
import type { SearchResult } from '../../../../shared/wire/schemas';
import { displayTitle } from '../../../text/text-lang';

/** The headwords `q` was found under, first found first; none when some entry is written as `q`. */
export function headwordsOfForm(results: readonly SearchResult[], q: string): string[] {
  const key = exactKey(q);
  const titles = results.map((result) => displayTitle(result));
  if (titles.length === 0 || titles.some((title) => exactKey(title) === key)) return [];
  return [...new Set(titles)];
}
