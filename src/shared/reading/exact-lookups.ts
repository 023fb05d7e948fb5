/**
 * A lookup for the reading core made of exact searches, one per title and at most `atOnce` out at
 * a time: how a text is read against a v3 service that has no reading of its own (the service's
 * proxy mode and the app reading another service both use it).
 */
import type { SearchResult } from '../wire/schemas';
import type { Example } from '../wire/word-extras';
import { firstSense } from './first-sense';
import type { Found, FoundEntry } from './reading-plan';

type ExactResult = Pick<SearchResult, 'title' | 'db' | 'num' | 'text' | 'pron' | 'band'>;

/**
 * `exampleOf`: a headword's example where the caller has its own (a proxy's shipped corpora):
 * one per headword, whichever dictionary's entry shows it, as the local store gives.
 */
export function exactLookups(
  search: (title: string) => Promise<readonly ExactResult[]>,
  atOnce: number,
  exampleOf?: (headword: string) => Example | undefined,
): (titles: readonly string[]) => Promise<Found> {
  return async (titles) => {
    const found = new Map<string, readonly FoundEntry[]>();
    let next = 0;
    const worker = async (): Promise<void> => {
      for (let at = next++; at < titles.length; at = next++) {
        const title = titles[at] ?? '';
        const results = await search(title);
        found.set(
          title,
          results.map(({ title: headword, db, num, text, pron, band }) => {
            const example = exampleOf?.(headword);
            return {
              title: headword,
              db,
              num,
              meaning: firstSense(text),
              pron,
              ...(band === undefined ? {} : { band }),
              ...(example === undefined ? {} : { example }),
            };
          }),
        );
      }
    };
    await Promise.all(Array.from({ length: Math.min(atOnce, titles.length) }, worker));
    return found;
  };
}
