/** Results that would look alike: the same headword in the same dictionary, on one page. */
import type { SearchResult } from '../../../../shared/wire/schemas';

export function titleKey(result: Pick<SearchResult, 'db' | 'title'>): string {
  return `${result.db}\u0000${result.title}`;
}

/** The dictionary-and-headword keys that occur more than once among `results`. */
export function repeatedTitles(results: readonly Pick<SearchResult, 'db' | 'title'>[]): ReadonlySet<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const result of results) {
    const key = titleKey(result);
    if (seen.has(key)) repeated.add(key);
    seen.add(key);
  }
  return repeated;
}
