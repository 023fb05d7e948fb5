/**
 * A lookup for the reading core made of exact searches, one per title and at most `atOnce` out at
 * a time: how a text is read against a v3 service that has no reading of its own (the service's
 * proxy mode and the app reading another service both use it).
 */
import type { SearchResult } from '../wire/schemas';
import { firstSense } from './first-sense';
import type { Found, FoundEntry } from './reading-plan';

type ExactResult = Pick<SearchResult, 'title' | 'db' | 'num' | 'text' | 'pron' | 'band'>;

export function exactLookups(
  search: (title: string) => Promise<readonly ExactResult[]>,
  atOnce: number,
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
          results.map(({ title: headword, db, num, text, pron, band }) => ({
            title: headword,
            db,
            num,
            meaning: firstSense(text),
            pron,
            ...(band === undefined ? {} : { band }),
          })),
        );
      }
    };
    await Promise.all(Array.from({ length: Math.min(atOnce, titles.length) }, worker));
    return found;
  };
}
